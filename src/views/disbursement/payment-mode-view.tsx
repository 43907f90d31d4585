// /disbursement/choose-payment-mode: how often to pay (weekly or bi-weekly, as the program offers for the
// borrower's paydays) and how to repay, each way with what it costs (compare-transaction-fee). Paying by
// paper check is always offered: Regulation E (12 CFR 1005.10(e)(1)) does not let a lender make automatic
// payments a condition of the loan. The ACH authorization is a separate consent, asked only when ACH is
// chosen and needed for it; any other way sends achAuthorized false. Each option is named by the server's
// code lists (config get-domain-value), as the confirmation names the choice. Debit card asks for the card right
// here: the shared card entry (src/ui/debit-card, CardEntry) posts it to the sandbox card processor, never to our loan calls,
// and shows "Visa ending in 4242" with a way to use another; its authorization is a consent of its own, as ACH's.
// The card form is a form of its own (forms cannot nest), so the mode form's button names its form by id.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import * as v from 'valibot';
import { CHOICE_LISTS, codeLabel } from '#machines/disbursement/display.ts';
import { metaOf } from '#machines/disbursement/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { repaymentModeSchema, type RepaymentMode } from '#src/api/contract/disbursement.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector } from '../app-actor.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { CheckBox } from '#src/ui/forms/check-box.tsx';
import { codeOf, fieldId, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { CardEntry } from '#src/ui/debit-card/card-entry.tsx';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { OptionCards } from '#src/ui/option-cards/option-cards.tsx';
import { WizardPage } from './parts/wizard-page.tsx';
import { feeOf, feeWords } from './parts/wording.ts';
import { say } from './words.ts';

type Values = { paymentFrequency: string; repaymentMode: string; achAuthorized: boolean; authorizeCard: boolean };

const MODE_FORM = 'repayment-mode-form';

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
      authorizeCard: v.boolean(),
    }),
    v.forward(
      v.check(
        (answers) => answers.repaymentMode !== PAYMENT_MODE.ach || answers.achAuthorized,
        () => say('disbursement.mode.achConsentMissing'),
      ),
      ['achAuthorized'],
    ),
    v.forward(
      v.check(
        (answers) => answers.repaymentMode !== PAYMENT_MODE.debitCard || answers.authorizeCard,
        () => say('disbursement.mode.cardConsentMissing'),
      ),
      ['authorizeCard'],
    ),
  );
}

const toAnswers = (values: Values) => ({
  paymentFrequency: codeOf(values.paymentFrequency),
  repaymentMode: codeOf(values.repaymentMode),
  achAuthorized: codeOf(values.repaymentMode) === PAYMENT_MODE.ach && values.achAuthorized,
  authorizeCard: codeOf(values.repaymentMode) === PAYMENT_MODE.debitCard && values.authorizeCard,
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
  // Two calls on this page, both tagged busy: the card's check (the card entry's button) and the form's save (the
  // fields and Save). The tag cannot tell them apart, so the card's is read by its state.
  const tokenizing = useDisbursementSelector((snapshot) => snapshot.matches({ wizard: { ready: { 'choose-payment-mode': { editing: 'tokenizing' } } } }));
  const busy = useDisbursementSelector((snapshot) => snapshot.hasTag(BUSY)) && !tokenizing;
  const canSubmit = useDisbursementSelector((snapshot) =>
    snapshot.can({ type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.ach, achAuthorized: false }),
  );
  const card = useDisbursementSelector((snapshot) => snapshot.context.card);
  const cardError = useDisbursementSelector((snapshot) => snapshot.context.cardError);
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
      // Given when the card was saved (the server holds it, no token here): shown ticked, as a saved ACH authorization is.
      authorizeCard: choices.repaymentMode === PAYMENT_MODE.debitCard && card !== null && card.cardToken === null,
    },
    schema: modeSchema(frequencies),
    toAnswers,
    // Debit card needs the card entered (its own form, below): said beside the other fields' messages.
    check: (answers): Record<string, string> =>
      (answers as ReturnType<typeof toAnswers>).repaymentMode === PAYMENT_MODE.debitCard && card === null ? { card: say('disbursement.mode.cardMissing') } : {},
    refusal: null,
    // The card's own form stands between the ACH authorization and the card's.
    order: ['paymentFrequency', 'repaymentMode', 'achAuthorized', 'card', 'authorizeCard'],
    onSubmit: (values) => {
      const answers = toAnswers(values);
      actor.send({
        type: 'mode.submit',
        paymentFrequency: answers.paymentFrequency as PaymentFrequency,
        repaymentMode: answers.repaymentMode as RepaymentMode,
        achAuthorized: answers.achAuthorized,
        ...(answers.repaymentMode === PAYMENT_MODE.debitCard ? { authorizeCard: answers.authorizeCard } : {}),
      });
    },
  });
  if (!program || !domains) return null;
  const ach = form.formik.values.repaymentMode === String(PAYMENT_MODE.ach);
  const byCard = form.formik.values.repaymentMode === String(PAYMENT_MODE.debitCard);
  const consentError = form.fieldError('achAuthorized');
  const cardConsentError = form.fieldError('authorizeCard');
  const lenderName = lender ?? say('disbursement.mode.theLender');
  return (
    <WizardPage meta={metaOf('choose-payment-mode')} heading={heading}>
      <Stack gap="4">
        <form id={MODE_FORM} noValidate onSubmit={form.formik.handleSubmit} aria-busy={busy}>
          <Stack gap="4">
            <ErrorSummary items={form.summary} focusKey={form.focusKey} />
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
              <Consent name="achAuthorized" title={say('disbursement.mode.achTitle')} {...form.tick('achAuthorized')} error={consentError} disabled={busy}>
                {say('disbursement.mode.achConsent', { lender: lenderName })}
              </Consent>
            )}
          </Stack>
        </form>
        {byCard && (
          <Stack gap="4">
            {/* The error summary's "enter your card" link lands here. */}
            <Box id={fieldId('card')} tabIndex={-1} data-wizard-card="">
              <CardEntry
                card={card}
                cardError={cardError ?? (card === null ? (form.fieldError('card') ?? null) : null)}
                tokenizing={tokenizing}
                disabled={busy}
                onSubmit={(values) => actor.send({ type: 'card.submit', ...values })}
                onChange={() => actor.send({ type: 'card.change' })}
              />
            </Box>
            <Consent name="authorizeCard" title={say('disbursement.mode.cardTitle')} {...form.tick('authorizeCard')} error={cardConsentError} disabled={busy}>
              {card
                ? say('disbursement.mode.cardConsentEnding', { lender: lenderName, brand: card.brand, last4: card.last4 })
                : say('disbursement.mode.cardConsent', { lender: lenderName })}
            </Consent>
          </Stack>
        )}
        <Text color="fg.muted" fontSize="sm">
          {say('disbursement.mode.regulationE')}
        </Text>
        <Button
          type="submit"
          form={MODE_FORM}
          size="lg"
          colorPalette="brand"
          w="full"
          loading={busy}
          loadingText={say('disbursement.mode.saving')}
          disabled={!canSubmit}
        >
          {say('disbursement.mode.save')}
        </Button>
      </Stack>
    </WizardPage>
  );
}

type ConsentProps = {
  name: 'achAuthorized' | 'authorizeCard';
  title: string;
  checked: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  children: string;
};

/** A separate, optional authorization of automatic payments (Regulation E), ticked by the borrower. */
function Consent({ name, title, checked, error, disabled, onChange, children }: ConsentProps) {
  return (
    <Stack gap="1" borderWidth="1px" borderColor={error ? 'border.error' : 'border'} borderRadius="l2" p="4" bg="bg.subtle">
      <Text fontWeight="bold" fontSize="md">
        {title}
      </Text>
      <CheckBox id={fieldId(name)} checked={checked} onChange={onChange} describedBy={`${fieldId(name)}-error`} invalid={Boolean(error)} disabled={disabled}>
        {children}
      </CheckBox>
      <Text id={`${fieldId(name)}-error`} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
        {error}
      </Text>
    </Stack>
  );
}
