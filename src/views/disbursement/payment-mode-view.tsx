// /disbursement/choose-payment-mode: how often to pay (weekly or bi-weekly, as the program offers for the
// borrower's paydays) and how to repay, each way with what it costs (compare-transaction-fee). Paying by
// paper check is always offered: Regulation E (12 CFR 1005.10(e)(1)) does not let a lender make automatic
// payments a condition of the loan. The ACH authorization is a separate consent, asked only when ACH is
// chosen and needed for it; any other way sends achAuthorized false. Each option is named by the server's
// code lists (config get-domain-value), as the confirmation names the choice.
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import * as v from 'valibot';
import { CHOICE_LISTS, codeLabel } from '#machines/disbursement/display.ts';
import { metaOf } from '#machines/disbursement/pages.ts';
import { repaymentModeSchema, type RepaymentMode } from '#src/api/contract/disbursement.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector } from '../app-actor.ts';
import { CheckBox } from '../account/parts/check-box.tsx';
import { StepForm } from '../guidance/parts/step-form.tsx';
import { codeOf, fieldId, useStepForm } from '../guidance/parts/use-step-form.ts';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { OptionCards } from './parts/option-cards.tsx';
import { WizardPage } from './parts/wizard-page.tsx';
import { feeOf, feeWords } from './parts/wording.ts';
import { say } from './words.ts';

type Values = { paymentFrequency: string; repaymentMode: string; achAuthorized: boolean };

function modeSchema(frequencies: readonly number[]) {
  return v.pipe(
    v.object({
      paymentFrequency: v.pipe(
        v.number(() => say('disbursement.mode.frequencyMissing')),
        v.check(
          (code) => frequencies.includes(code),
          () => say('disbursement.mode.frequencyMissing'),
        ),
      ),
      repaymentMode: repaymentModeSchema,
      achAuthorized: v.boolean(),
    }),
    v.forward(
      v.check(
        (answers) => answers.repaymentMode !== PAYMENT_MODE.ach || answers.achAuthorized,
        () => say('disbursement.mode.achConsentMissing'),
      ),
      ['achAuthorized'],
    ),
  );
}

const toAnswers = (values: Values) => ({
  paymentFrequency: codeOf(values.paymentFrequency),
  repaymentMode: codeOf(values.repaymentMode),
  achAuthorized: codeOf(values.repaymentMode) === PAYMENT_MODE.ach && values.achAuthorized,
});

/** What each way to repay means, by its catalog id. */
const MEANS: Readonly<Record<number, string>> = {
  [PAYMENT_MODE.ach]: 'disbursement.mode.achMeans',
  [PAYMENT_MODE.debitCard]: 'disbursement.mode.debitCardMeans',
  [TRANSACTION_MODE.paperCheck]: 'disbursement.mode.paperCheckMeans',
};

export function PaymentModeView({ heading }: RoutedViewProps) {
  const actor = useDisbursementActor();
  const program = useDisbursementSelector((snapshot) => snapshot.context.option?.program);
  const choices = useDisbursementSelector((snapshot) => snapshot.context.choices);
  const fees = useDisbursementSelector((snapshot) => snapshot.context.fees);
  const domains = useDisbursementSelector((snapshot) => snapshot.context.forms?.domains);
  const busy = useDisbursementSelector((snapshot) => snapshot.matches({ wizard: { ready: { 'choose-payment-mode': 'saving' } } }));
  const canSubmit = useDisbursementSelector((snapshot) => snapshot.matches({ wizard: { ready: { 'choose-payment-mode': 'editing' } } }));
  const lender = useAppSelector((snapshot) => snapshot.context.portfolio?.legalName ?? snapshot.context.portfolio?.portfolioName ?? null);
  const frequencies = program?.frequencies ?? [];
  // The non-automatic way is always there, whatever the program lists.
  const modes: RepaymentMode[] = [...(program?.repaymentModes ?? [])];
  if (!modes.includes(TRANSACTION_MODE.paperCheck)) modes.push(TRANSACTION_MODE.paperCheck);
  const form = useStepForm<Values>({
    initialValues: {
      paymentFrequency: choices.paymentFrequency !== null ? String(choices.paymentFrequency) : frequencies.length === 1 ? String(frequencies[0]) : '',
      repaymentMode: choices.repaymentMode !== null ? String(choices.repaymentMode) : '',
      achAuthorized: choices.achAuthorized ?? false,
    },
    schema: modeSchema(frequencies),
    toAnswers,
    refusal: null,
    onSubmit: (values) => {
      const answers = toAnswers(values);
      actor.send({
        type: 'mode.submit',
        paymentFrequency: answers.paymentFrequency as PaymentFrequency,
        repaymentMode: answers.repaymentMode as RepaymentMode,
        achAuthorized: answers.achAuthorized,
      });
    },
  });
  if (!program || !domains) return null;
  const ach = form.formik.values.repaymentMode === String(PAYMENT_MODE.ach);
  const consentError = form.fieldError('achAuthorized');
  return (
    <WizardPage meta={metaOf('choose-payment-mode')} heading={heading}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <OptionCards
          {...form.choice('paymentFrequency')}
          label={say('disbursement.mode.frequencyLabel')}
          hint={say('disbursement.mode.frequencyHint')}
          options={frequencies.map((code) => ({
            value: code,
            label: codeLabel(domains, CHOICE_LISTS.paymentFrequency, code),
            description: say(code === PAYMENT_FREQUENCY.weekly ? 'disbursement.mode.weeklyMeans' : 'disbursement.mode.biWeeklyMeans'),
          }))}
          disabled={busy}
        />
        <OptionCards
          {...form.choice('repaymentMode')}
          label={say('disbursement.mode.repayLabel')}
          hint={say('disbursement.mode.repayHint')}
          options={modes.map((mode) => ({
            value: mode,
            label: codeLabel(domains, CHOICE_LISTS.repaymentMode, mode),
            description: MEANS[mode] && say(MEANS[mode]),
            cost: feeWords(feeOf(fees, 'repayment', mode)),
            badge: mode === TRANSACTION_MODE.paperCheck ? say('disbursement.mode.notAutomatic') : undefined,
          }))}
          disabled={busy}
        />
        {ach && (
          <Stack gap="1" borderWidth="1px" borderColor={consentError ? 'border.error' : 'border'} borderRadius="l2" p="4" bg="bg.subtle">
            <Text fontWeight="bold" fontSize="md">
              {say('disbursement.mode.achTitle')}
            </Text>
            <CheckBox
              id={fieldId('achAuthorized')}
              checked={form.formik.values.achAuthorized}
              onChange={(checked) => {
                void form.formik.setFieldTouched('achAuthorized', true, false);
                void form.formik.setFieldValue('achAuthorized', checked);
              }}
              describedBy={`${fieldId('achAuthorized')}-error`}
              invalid={Boolean(consentError)}
              disabled={busy}
            >
              {say('disbursement.mode.achConsent', { lender: lender ?? say('disbursement.mode.theLender') })}
            </CheckBox>
            <Text id={`${fieldId('achAuthorized')}-error`} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
              {consentError}
            </Text>
          </Stack>
        )}
        <Text color="fg.muted" fontSize="sm">
          {say('disbursement.mode.regulationE')}
        </Text>
      </StepForm>
    </WizardPage>
  );
}
