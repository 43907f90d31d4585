// The five changes a borrower makes themselves (/repayment/change-payday, /change-pay-frequency,
// /change-holiday-rule, /change-pay-availability, /change-payment-method; change types 105 to 109): one view
// reading the change open (context.change). Its form, then the preview of what changes (each setting before and
// after, the new schedule when the due dates move) to confirm. Nothing is taken by a change.
import * as v from 'valibot';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CHANGE_PAGES, type ScheduleChange } from '#machines/repayment/pages.ts';
import type { ChangeForm, LoadedLoan } from '#machines/repayment/types.ts';
import { employmentAnswersSchema } from '#src/api/contract/application.ts';
import type { ChangePreview, PaySettings } from '#src/api/contract/repayment.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  PAYMENT_FREQUENCY,
  PAYROLL_FREQUENCY,
  dayOfWeekPaidOptions,
  LAST_PAYDAY_MAX_AGE_DAYS,
  MONTH_DAY_OPTIONS,
  SEMI_MONTHLY_DAY_OPTIONS,
  paydayOnAvailabilityOptions,
  paydayOnHolidayOptions,
  payrollFrequencyOptions,
} from '#src/domain/codes/payroll.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector, useDatePattern } from '../app-actor.ts';
import { CheckBox } from '../account/parts/check-box.tsx';
import { TextField } from '../account/parts/text-field.tsx';
import { FlowPage } from '../disbursement/parts/flow-page.tsx';
import { OptionCards } from '../disbursement/parts/option-cards.tsx';
import { Notice } from '../guidance/parts/notice.tsx';
import { RadioGroup, SelectField } from '../guidance/parts/choice-fields.tsx';
import { codeOf, fieldId, useStepForm } from '../guidance/parts/use-step-form.ts';
import { changeLines, paydayWords } from './parts/pay-settings-words.ts';
import { ScheduleChange as NewScheduleBox } from './parts/payment-review.tsx';
import { CardSection } from './parts/card-section.tsx';
import { Section } from './parts/section.tsx';
import { dayDate, methodCost, repaymentFeeOf } from './parts/wording.ts';
import { useRepaymentActor, useRepaymentSelector, type RepaymentSnapshot } from './repayment-actor.ts';
import { SubmitButton } from '#src/ui/forms/submit-button.tsx';

/** Where a change's page is: its form, the preview on its way, the review, the save, done. */
export type ChangeStage = 'editing' | 'previewing' | 'reviewing' | 'saving' | 'saved';

export function changeStageOf(snapshot: RepaymentSnapshot): ChangeStage | null {
  const change = snapshot.context.change;
  const ready = (snapshot.value as { ready?: Record<string, unknown> }).ready;
  if (!change || typeof ready !== 'object' || ready === null) return null;
  const page = ready[change];
  // The payment method's form has a card being checked inside it: still the form.
  if (typeof page === 'object' && page !== null && 'editing' in page) return 'editing';
  return typeof page === 'string' ? (page as ChangeStage) : null;
}

type Values = {
  payrollFrequency: string;
  lastPayday: string;
  dayOfWeekPaid: string;
  firstDay: string;
  secondDay: string;
  monthDay: string;
  paymentFrequency: string;
  paydayOnHoliday: string;
  paydayOnAvailability: string;
  mode: string;
  authorizeAch: boolean;
  authorizeCard: boolean;
};

const isWeekly = (frequency: number | undefined) => frequency === PAYROLL_FREQUENCY.weekly || frequency === PAYROLL_FREQUENCY.biWeekly;
const asChoice = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The change's own fields from the form: the days only those the frequency uses. */
function toAnswers(change: ScheduleChange, values: Values): ChangeForm {
  const frequency = codeOf(values.payrollFrequency);
  const days = {
    lastPayday: isWeekly(frequency) && values.lastPayday ? values.lastPayday : undefined,
    dayOfWeekPaid: isWeekly(frequency) ? codeOf(values.dayOfWeekPaid) : undefined,
    semiMonthlyDays: frequency === PAYROLL_FREQUENCY.semiMonthly ? ([codeOf(values.firstDay), codeOf(values.secondDay)] as [number, number]) : undefined,
    monthDay: frequency === PAYROLL_FREQUENCY.monthly ? codeOf(values.monthDay) : undefined,
  };
  const defined = (form: ChangeForm) => Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as ChangeForm;
  switch (change) {
    case 'changePayday':
      return defined(days);
    case 'changePayFrequency':
      return defined({ payrollFrequency: frequency, ...days, paymentFrequency: codeOf(values.paymentFrequency) });
    case 'changeHolidayRule':
      return defined({ paydayOnHoliday: codeOf(values.paydayOnHoliday) });
    case 'changePayAvailability':
      return defined({ paydayOnAvailability: codeOf(values.paydayOnAvailability) });
    case 'changePaymentMethod': {
      const mode = codeOf(values.mode) as ChangeForm['mode'];
      return defined({
        mode,
        authorizeAch: mode === PAYMENT_MODE.ach ? values.authorizeAch : undefined,
        authorizeCard: mode === PAYMENT_MODE.debitCard ? values.authorizeCard : undefined,
      });
    }
  }
}

const ACH_CONSENT_MESSAGE = RESULT.achAuthorizationNeeded.message;
const CARD_CONSENT_MESSAGE = RESULT.cardAuthorizationNeeded.message;

function schemaOf(change: ScheduleChange, today: string): v.GenericSchema {
  const days = {
    lastPayday: v.optional(
      v.pipe(
        v.string(),
        v.isoDate('Please enter your last payday'),
        v.check((date) => date <= today && date >= addDays(today, -LAST_PAYDAY_MAX_AGE_DAYS), RESULT.lastPaydayInvalid.message),
      ),
    ),
    dayOfWeekPaid: v.optional(employmentAnswersSchema.entries.dayOfWeekPaid),
    semiMonthlyDays: v.optional(v.tuple([v.number('Please choose the first payday of the month'), v.number('Please choose the second payday of the month')])),
    monthDay: v.optional(v.number('Please choose the day of the month you are paid')),
  };
  switch (change) {
    case 'changePayday':
      return v.object(days);
    case 'changePayFrequency':
      return v.pipe(
        v.object({
          payrollFrequency: employmentAnswersSchema.entries.payrollFrequency,
          ...days,
          paymentFrequency: v.picklist([PAYMENT_FREQUENCY.weekly, PAYMENT_FREQUENCY.biWeekly], 'Please choose how often you will make payments'),
        }),
        v.forward(
          v.check((a) => !isWeekly(a.payrollFrequency) || a.dayOfWeekPaid !== undefined, 'Please choose the day you are paid'),
          ['dayOfWeekPaid'],
        ),
        v.forward(
          v.check(
            (a) => a.paymentFrequency !== PAYMENT_FREQUENCY.weekly || a.payrollFrequency === PAYROLL_FREQUENCY.weekly,
            RESULT.weeklyNeedsWeeklyPay.message,
          ),
          ['paymentFrequency'],
        ),
      );
    case 'changeHolidayRule':
      return v.object({ paydayOnHoliday: employmentAnswersSchema.entries.paydayOnHoliday });
    case 'changePayAvailability':
      return v.object({ paydayOnAvailability: employmentAnswersSchema.entries.paydayOnAvailability });
    case 'changePaymentMethod':
      return v.pipe(
        v.object({
          mode: v.picklist([PAYMENT_MODE.ach, PAYMENT_MODE.debitCard], 'Please choose how you will pay'),
          authorizeAch: v.optional(v.boolean()),
          authorizeCard: v.optional(v.boolean()),
        }),
        v.forward(
          v.check((a) => a.mode !== PAYMENT_MODE.ach || a.authorizeAch === true, ACH_CONSENT_MESSAGE),
          ['authorizeAch'],
        ),
        v.forward(
          v.check((a) => a.mode !== PAYMENT_MODE.debitCard || a.authorizeCard === true, CARD_CONSENT_MESSAGE),
          ['authorizeCard'],
        ),
      );
  }
}

function initialValuesOf(settings: PaySettings | null | undefined, remembered: ChangeForm, change: ScheduleChange, modes: readonly number[]): Values {
  const current = { ...settings, ...remembered };
  return {
    payrollFrequency: asChoice(current.payrollFrequency),
    lastPayday: current.lastPayday ?? '',
    dayOfWeekPaid: asChoice(current.dayOfWeekPaid),
    firstDay: asChoice(current.semiMonthlyDays?.[0]),
    secondDay: asChoice(current.semiMonthlyDays?.[1]),
    monthDay: asChoice(current.monthDay),
    paymentFrequency: asChoice(current.paymentFrequency),
    // The rules' pages start from what they would change to: the other choice.
    paydayOnHoliday: asChoice(
      remembered.paydayOnHoliday ?? (change === 'changeHolidayRule' && settings ? -settings.paydayOnHoliday : settings?.paydayOnHoliday),
    ),
    paydayOnAvailability: asChoice(
      remembered.paydayOnAvailability ?? (change === 'changePayAvailability' && settings ? 1 - settings.paydayOnAvailability : settings?.paydayOnAvailability),
    ),
    mode: asChoice(remembered.mode ?? (modes.length === 1 ? modes[0] : undefined)),
    authorizeAch: remembered.authorizeAch ?? false,
    authorizeCard: remembered.authorizeCard ?? false,
  };
}

/** What the change does, said before its form. */
const INTROS: Readonly<Record<ScheduleChange, string>> = {
  changePayday: 'Tell us the day you are paid now. Your payments move to your new paydays; you will see them before you confirm.',
  changePayFrequency: 'Tell us how often you are paid now and how often you want to pay. Your remaining balance is spread over payments on your new paydays.',
  changeHolidayRule: 'When a payday falls on a weekend or holiday, your employer pays you the business day before or after. Your payments follow your pay.',
  changePayAvailability: 'If your pay reaches your account the business day after payday, we take each payment that day instead, so the money is there.',
  changePaymentMethod:
    'Choose how your scheduled payments are made. We take each payment on its due date, from your bank account by ACH or from your debit card.',
};

function ChangeFormView({ change, loaded }: { change: ScheduleChange; loaded: LoadedLoan }) {
  const actor = useRepaymentActor();
  const remembered = useRepaymentSelector((snapshot) => snapshot.context.changeForm);
  const stage = useRepaymentSelector(changeStageOf);
  const refusal = useRepaymentSelector((snapshot) => snapshot.context.error);
  const lender = useAppSelector((snapshot) => snapshot.context.portfolio?.legalName ?? snapshot.context.portfolio?.portfolioName ?? 'us');
  const settings = loaded.details.paySettings;
  const modes = loaded.options.changes?.modes ?? [];
  const today = businessToday();
  const schema = schemaOf(change, today);
  const form = useStepForm<Values>({
    initialValues: initialValuesOf(settings, remembered, change, modes),
    schema,
    toAnswers: (values) => toAnswers(change, values),
    refusal,
    onSubmit: (values) => actor.send({ type: 'change.preview', ...toAnswers(change, values) }),
  });
  const previewing = stage === 'previewing';
  const values = form.formik.values;
  const frequency = change === 'changePayFrequency' ? codeOf(values.payrollFrequency) : settings?.payrollFrequency;
  const consentError = form.fieldError('authorizeAch');
  const cardConsentError = form.fieldError('authorizeCard');
  const card = useRepaymentSelector((snapshot) => snapshot.context.card);
  const byCard = change === 'changePaymentMethod' && codeOf(values.mode) === PAYMENT_MODE.debitCard;
  return (
    <Stack gap="5">
      <form id="change-form" noValidate onSubmit={form.formik.handleSubmit} aria-busy={previewing}>
        <Stack gap="4">
          <ErrorSummary items={form.summary} focusKey={form.focusKey} />
          <Text fontSize="md">{INTROS[change]}</Text>
          {settings && change !== 'changePaymentMethod' && (
            <Text fontSize="md" data-now="">
              Now you are paid: <strong>{paydayWords(settings)}</strong>.
            </Text>
          )}
          {change === 'changePayFrequency' && (
            <RadioGroup label="How often are you paid?" options={payrollFrequencyOptions} {...form.choice('payrollFrequency')} />
          )}
          {(change === 'changePayday' || change === 'changePayFrequency') && isWeekly(frequency) && (
            <>
              <SelectField label="Day of the week you are paid" options={dayOfWeekPaidOptions} {...form.choice('dayOfWeekPaid')} />
              <TextField label="Your last payday" hint="The most recent day your pay arrived" type="date" max={today} {...form.text('lastPayday')} />
            </>
          )}
          {(change === 'changePayday' || change === 'changePayFrequency') && frequency === PAYROLL_FREQUENCY.semiMonthly && (
            <Stack gap="0">
              <SelectField
                label="First payday of the month"
                options={SEMI_MONTHLY_DAY_OPTIONS}
                {...form.choice('firstDay')}
                id={fieldId('semiMonthlyDays.0')}
                error={form.fieldError('semiMonthlyDays.0')}
              />
              <SelectField
                label="Second payday of the month"
                options={SEMI_MONTHLY_DAY_OPTIONS}
                {...form.choice('secondDay')}
                id={fieldId('semiMonthlyDays.1')}
                error={form.fieldError('semiMonthlyDays.1')}
              />
            </Stack>
          )}
          {(change === 'changePayday' || change === 'changePayFrequency') && frequency === PAYROLL_FREQUENCY.monthly && (
            <SelectField label="Day of the month you are paid" options={MONTH_DAY_OPTIONS} {...form.choice('monthDay')} />
          )}
          {change === 'changePayFrequency' && (
            <RadioGroup
              label="How often do you want to make payments?"
              hint="Weekly payments need weekly pay."
              options={[
                { value: PAYMENT_FREQUENCY.weekly, label: 'Every week' },
                { value: PAYMENT_FREQUENCY.biWeekly, label: 'Every two weeks' },
              ]}
              {...form.choice('paymentFrequency')}
            />
          )}
          {change === 'changeHolidayRule' && (
            <RadioGroup
              label="When a payday falls on a weekend or holiday, you are paid on the"
              options={paydayOnHolidayOptions}
              {...form.choice('paydayOnHoliday')}
            />
          )}
          {change === 'changePayAvailability' && (
            <RadioGroup label="When is your pay available in your account?" options={paydayOnAvailabilityOptions} {...form.choice('paydayOnAvailability')} />
          )}
          {change === 'changePaymentMethod' && (
            <>
              <OptionCards
                {...form.choice('mode')}
                label="How will you make your payments?"
                options={modes.map((mode) => ({
                  value: mode,
                  label:
                    mode === PAYMENT_MODE.ach
                      ? 'Automatic payments from my bank account (ACH)'
                      : loaded.details.autopay.card
                        ? 'Automatic payments from another debit card'
                        : 'Automatic payments from my debit card',
                  description:
                    mode === PAYMENT_MODE.ach
                      ? 'We take each payment from your bank account on its due date.'
                      : 'We charge each payment to your debit card on its due date.',
                  cost: methodCost(repaymentFeeOf(loaded.fees, mode)),
                }))}
                disabled={previewing}
              />
              {codeOf(values.mode) === PAYMENT_MODE.ach && (
                <Stack gap="1" borderWidth="1px" borderColor={consentError ? 'border.error' : 'border'} borderRadius="l2" p="4" bg="bg.subtle">
                  <Text fontWeight="bold" fontSize="md">
                    ACH authorization
                  </Text>
                  <CheckBox
                    id={fieldId('authorizeAch')}
                    checked={values.authorizeAch}
                    onChange={(checked) => {
                      void form.formik.setFieldTouched('authorizeAch', true, false);
                      void form.formik.setFieldValue('authorizeAch', checked);
                    }}
                    describedBy={`${fieldId('authorizeAch')}-error`}
                    invalid={Boolean(consentError)}
                    disabled={previewing}
                  >
                    I authorize {lender} to take each scheduled payment from my bank account by ACH on its due date. I can stop these payments at any time by
                    telling {lender} at least three business days before a payment is due.
                  </CheckBox>
                  <Text id={`${fieldId('authorizeAch')}-error`} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
                    {consentError}
                  </Text>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </form>
      {byCard && (
        <>
          {/* Its own form beside the change's (forms cannot nest); the consent below is the change form's field. */}
          <CardSection disabled={previewing} />
          <Stack gap="1" borderWidth="1px" borderColor={cardConsentError ? 'border.error' : 'border'} borderRadius="l2" p="4" bg="bg.subtle">
            <Text fontWeight="bold" fontSize="md">
              Debit card authorization
            </Text>
            <CheckBox
              id={fieldId('authorizeCard')}
              checked={values.authorizeCard}
              onChange={(checked) => {
                void form.formik.setFieldTouched('authorizeCard', true, false);
                void form.formik.setFieldValue('authorizeCard', checked);
              }}
              describedBy={`${fieldId('authorizeCard')}-error`}
              invalid={Boolean(cardConsentError)}
              disabled={previewing}
            >
              I authorize {lender} to charge each scheduled payment to my debit card{card ? ` ending in ${card.last4}` : ''} on its due date. I can stop these
              payments at any time by telling {lender} at least three business days before a payment is due.
            </CheckBox>
            <Text id={`${fieldId('authorizeCard')}-error`} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
              {cardConsentError}
            </Text>
          </Stack>
        </>
      )}
      <SubmitButton form="change-form" loading={previewing} loadingText="Preparing your new schedule…" disabled={previewing}>
        See what changes
      </SubmitButton>
      <Text color="fg.muted" fontSize="sm">
        Nothing changes until you confirm on the next screen.
      </Text>
    </Stack>
  );
}

function ChangeReview({ preview }: { preview: ChangePreview }) {
  const actor = useRepaymentActor();
  const stage = useRepaymentSelector(changeStageOf);
  const error = useRepaymentSelector((snapshot) => snapshot.context.error);
  const pattern = useDatePattern();
  const saving = stage === 'saving';
  const saved = stage === 'saved';
  const lines = changeLines(preview, preview.after.payrollFrequency);
  return (
    <Stack gap="6" data-review="">
      <Text fontSize="md">Please check what changes, then confirm it. Nothing is taken today.</Text>
      <Section id="change-title" title="What changes" testId="change-lines">
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {lines.map((line) => (
            <Box as="li" key={line.label} fontSize="md">
              {line.label}: {line.before} → <strong>{line.after}</strong>
            </Box>
          ))}
          {preview.after.nextPaydays.length > 0 && (
            <Box as="li" fontSize="md">
              Your next paydays: {preview.after.nextPaydays.map((date) => dayDate(date, pattern)).join(', ')}
            </Box>
          )}
        </Stack>
      </Section>
      {preview.schedule ? (
        <NewScheduleBox schedule={preview.schedule} extra={false} />
      ) : (
        <Text fontSize="md" data-same-dates="">
          Your payment dates stay as they are
          {preview.after.repaymentMode === preview.before.repaymentMode ? ': no payday ahead is moved by this change. It counts for later paydays.' : '.'}
        </Text>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      {saved && <Notice tone="success">Your change is saved. Opening your loan details…</Notice>}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          size="lg"
          colorPalette="brand"
          px="8"
          loading={saving || saved}
          loadingText="Saving your change…"
          disabled={stage !== 'reviewing'}
          onClick={() => actor.send({ type: 'change.confirm' })}
          data-confirm=""
        >
          Confirm this change
        </Button>
        <Button size="lg" variant="outline" colorPalette="brand" disabled={stage !== 'reviewing'} onClick={() => actor.send({ type: 'change.edit' })}>
          Change
        </Button>
      </Stack>
    </Stack>
  );
}

export function ChangeView({ heading }: RoutedViewProps) {
  const change = useRepaymentSelector((snapshot) => snapshot.context.change);
  const loaded = useRepaymentSelector((snapshot) => snapshot.context.loaded);
  const preview = useRepaymentSelector((snapshot) => snapshot.context.changePreview);
  const form = useRepaymentSelector((snapshot) => snapshot.context.changeForm);
  const stage = useRepaymentSelector(changeStageOf);
  if (!change || !loaded) return null;
  const reviewing = (stage === 'reviewing' || stage === 'saving' || stage === 'saved') && preview !== null;
  return (
    <FlowPage meta={CHANGE_PAGES[change]} heading={heading} wide={reviewing && preview.schedule !== null}>
      {reviewing ? <ChangeReview preview={preview} /> : <ChangeFormView key={`${change}:${JSON.stringify(form)}`} change={change} loaded={loaded} />}
    </FlowPage>
  );
}
