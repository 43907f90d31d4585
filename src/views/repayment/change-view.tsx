// The five changes a borrower makes themselves (/repayment/change-payday, /change-pay-frequency,
// /change-holiday-rule, /change-pay-availability, /change-payment-method; change types 105 to 109): one view
// reading the change open (context.change). Its form, then the preview of what changes (each setting before and
// after, the new schedule when the due dates move) to confirm. Nothing is taken by a change.
import * as v from 'valibot';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CHANGE_PAGES, CHANGE_STAGES, changeTag, type ChangeStage, type ScheduleChange } from '#machines/repayment/pages.ts';
import type { ChangeForm, LoadedLoan } from '#machines/repayment/types.ts';
import { employmentAnswersSchema } from '#src/api/contract/application.ts';
import type { ChangePreview, PaySettings } from '#src/api/contract/repayment.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  PAYMENT_FREQUENCY,
  PAYROLL_FREQUENCY,
  dayOfWeekPaidOptions,
  MONTH_DAY_OPTIONS,
  SEMI_MONTHLY_DAY_OPTIONS,
  paydayOnAvailabilityOptions,
  paydayOnHolidayOptions,
  payrollFrequencyOptions,
} from '#src/domain/codes/payroll.ts';
import { isRecentLastPayday } from '#src/domain/lending/paydays.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector, useDatePattern } from '../app-actor.ts';
import { CheckBox } from '#src/ui/forms/check-box.tsx';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { OptionCards } from '#src/ui/option-cards/option-cards.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { RadioGroup, SelectField } from '#src/ui/forms/choice-fields.tsx';
import { codeOf, fieldId, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { changeLines, paydayWords } from './parts/pay-settings-words.ts';
import { ScheduleChange as NewScheduleBox } from './parts/payment-review.tsx';
import { CardSection } from './parts/card-section.tsx';
import { Section } from '#src/ui/section.tsx';
import { dayDate, methodCost, repaymentFeeOf } from './parts/wording.ts';
import { useRepaymentActor, useRepaymentSelector, type RepaymentSnapshot } from './repayment-actor.ts';
import { SubmitButton } from '#src/ui/forms/submit-button.tsx';
import { RichWords, say } from './parts/words.ts';

/** Where a change's page is, from its states' tags (machines/repayment/pages.ts): its form (a card being checked
 * inside the payment method's form still the form), the preview on its way, the review, the save, done. */
export function changeStageOf(snapshot: RepaymentSnapshot): ChangeStage | null {
  if (!snapshot.context.change) return null;
  return CHANGE_STAGES.find((stage) => snapshot.hasTag(changeTag(stage))) ?? null;
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

function schemaOf(change: ScheduleChange, today: string): v.GenericSchema {
  const days = {
    lastPayday: v.optional(
      v.pipe(
        v.string(),
        v.isoDate(() => say('repayment.change.lastPaydayRequired')),
        v.check(
          (date) => isRecentLastPayday(date, today),
          () => sayResult(RESULT.lastPaydayInvalid),
        ),
      ),
    ),
    dayOfWeekPaid: v.optional(employmentAnswersSchema.entries.dayOfWeekPaid),
    semiMonthlyDays: v.optional(v.tuple([v.number(() => say('repayment.change.firstDayRequired')), v.number(() => say('repayment.change.secondDayRequired'))])),
    monthDay: v.optional(v.number(() => say('repayment.change.monthDayRequired'))),
  };
  switch (change) {
    case 'changePayday':
      return v.object(days);
    case 'changePayFrequency':
      return v.pipe(
        v.object({
          payrollFrequency: employmentAnswersSchema.entries.payrollFrequency,
          ...days,
          paymentFrequency: v.picklist([PAYMENT_FREQUENCY.weekly, PAYMENT_FREQUENCY.biWeekly], () => say('repayment.change.paymentFrequencyRequired')),
        }),
        v.forward(
          v.check(
            (a) => !isWeekly(a.payrollFrequency) || a.dayOfWeekPaid !== undefined,
            () => say('repayment.change.dayRequired'),
          ),
          ['dayOfWeekPaid'],
        ),
        v.forward(
          v.check(
            (a) => a.paymentFrequency !== PAYMENT_FREQUENCY.weekly || a.payrollFrequency === PAYROLL_FREQUENCY.weekly,
            () => sayResult(RESULT.weeklyNeedsWeeklyPay),
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
          mode: v.picklist([PAYMENT_MODE.ach, PAYMENT_MODE.debitCard], () => say('repayment.pay.methodRequired')),
          authorizeAch: v.optional(v.boolean()),
          authorizeCard: v.optional(v.boolean()),
        }),
        v.forward(
          v.check(
            (a) => a.mode !== PAYMENT_MODE.ach || a.authorizeAch === true,
            () => sayResult(RESULT.achAuthorizationNeeded),
          ),
          ['authorizeAch'],
        ),
        v.forward(
          v.check(
            (a) => a.mode !== PAYMENT_MODE.debitCard || a.authorizeCard === true,
            () => sayResult(RESULT.cardAuthorizationNeeded),
          ),
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
const introOf = (change: ScheduleChange) => say(`repayment.change.intro.${change}`);

function ChangeFormView({ change, loaded }: { change: ScheduleChange; loaded: LoadedLoan }) {
  const actor = useRepaymentActor();
  const remembered = useRepaymentSelector((snapshot) => snapshot.context.changeForm);
  const stage = useRepaymentSelector(changeStageOf);
  const refusal = useRepaymentSelector((snapshot) => snapshot.context.error);
  const lender = useAppSelector((snapshot) => snapshot.context.portfolio?.legalName ?? snapshot.context.portfolio?.portfolioName ?? say('repayment.review.us'));
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
          <Text fontSize="md">{introOf(change)}</Text>
          {settings && change !== 'changePaymentMethod' && (
            <Text fontSize="md" data-now="">
              <RichWords id="repayment.change.nowPaid" values={{ paid: paydayWords(settings) }} parts={[<strong />]} />
            </Text>
          )}
          {change === 'changePayFrequency' && (
            <RadioGroup label={say('repayment.change.payrollFrequency')} options={payrollFrequencyOptions} {...form.choice('payrollFrequency')} />
          )}
          {(change === 'changePayday' || change === 'changePayFrequency') && isWeekly(frequency) && (
            <>
              <SelectField label={say('repayment.change.dayOfWeek')} options={dayOfWeekPaidOptions} {...form.choice('dayOfWeekPaid')} />
              <TextField
                label={say('repayment.change.lastPayday')}
                hint={say('repayment.change.lastPaydayHint')}
                type="date"
                max={today}
                {...form.text('lastPayday')}
              />
            </>
          )}
          {(change === 'changePayday' || change === 'changePayFrequency') && frequency === PAYROLL_FREQUENCY.semiMonthly && (
            <Stack gap="0">
              <SelectField
                label={say('repayment.change.firstDay')}
                options={SEMI_MONTHLY_DAY_OPTIONS}
                {...form.choice('firstDay')}
                id={fieldId('semiMonthlyDays.0')}
                error={form.fieldError('semiMonthlyDays.0')}
              />
              <SelectField
                label={say('repayment.change.secondDay')}
                options={SEMI_MONTHLY_DAY_OPTIONS}
                {...form.choice('secondDay')}
                id={fieldId('semiMonthlyDays.1')}
                error={form.fieldError('semiMonthlyDays.1')}
              />
            </Stack>
          )}
          {(change === 'changePayday' || change === 'changePayFrequency') && frequency === PAYROLL_FREQUENCY.monthly && (
            <SelectField label={say('repayment.change.monthDay')} options={MONTH_DAY_OPTIONS} {...form.choice('monthDay')} />
          )}
          {change === 'changePayFrequency' && (
            <RadioGroup
              label={say('repayment.change.paymentFrequency')}
              hint={say('repayment.change.paymentFrequencyHint')}
              options={[
                { value: PAYMENT_FREQUENCY.weekly, label: say('repayment.payday.everyWeek') },
                { value: PAYMENT_FREQUENCY.biWeekly, label: say('repayment.payday.everyTwoWeeks') },
              ]}
              {...form.choice('paymentFrequency')}
            />
          )}
          {change === 'changeHolidayRule' && (
            <RadioGroup label={say('repayment.change.holiday')} options={paydayOnHolidayOptions} {...form.choice('paydayOnHoliday')} />
          )}
          {change === 'changePayAvailability' && (
            <RadioGroup label={say('repayment.change.available')} options={paydayOnAvailabilityOptions} {...form.choice('paydayOnAvailability')} />
          )}
          {change === 'changePaymentMethod' && (
            <>
              <OptionCards
                {...form.choice('mode')}
                label={say('repayment.change.method')}
                options={modes.map((mode) => ({
                  value: mode,
                  label:
                    mode === PAYMENT_MODE.ach
                      ? say('repayment.change.methodAch')
                      : loaded.details.autopay.card
                        ? say('repayment.change.methodAnotherCard')
                        : say('repayment.change.methodCard'),
                  description: say(mode === PAYMENT_MODE.ach ? 'repayment.change.methodAchText' : 'repayment.change.methodCardText'),
                  cost: methodCost(repaymentFeeOf(loaded.fees, mode)),
                }))}
                disabled={previewing}
              />
              {codeOf(values.mode) === PAYMENT_MODE.ach && (
                <Stack gap="1" borderWidth="1px" borderColor={consentError ? 'border.error' : 'border'} borderRadius="l2" p="4" bg="bg.subtle">
                  <Text fontWeight="bold" fontSize="md">
                    {say('repayment.change.achAuthorization')}
                  </Text>
                  <CheckBox
                    id={fieldId('authorizeAch')}
                    {...form.tick('authorizeAch')}
                    describedBy={`${fieldId('authorizeAch')}-error`}
                    invalid={Boolean(consentError)}
                    disabled={previewing}
                  >
                    {say('repayment.change.achConsent', { lender })}
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
              {say('repayment.change.cardAuthorization')}
            </Text>
            <CheckBox
              id={fieldId('authorizeCard')}
              {...form.tick('authorizeCard')}
              describedBy={`${fieldId('authorizeCard')}-error`}
              invalid={Boolean(cardConsentError)}
              disabled={previewing}
            >
              {card ? say('repayment.change.cardConsentEnding', { lender, last4: card.last4 }) : say('repayment.change.cardConsent', { lender })}
            </CheckBox>
            <Text id={`${fieldId('authorizeCard')}-error`} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
              {cardConsentError}
            </Text>
          </Stack>
        </>
      )}
      <SubmitButton form="change-form" loading={previewing} loadingText={say('repayment.pay.preparingSchedule')} disabled={previewing}>
        {say('repayment.change.see')}
      </SubmitButton>
      <Text color="fg.muted" fontSize="sm">
        {say('repayment.change.nothingYet')}
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
  const change = useRepaymentSelector((snapshot) => snapshot.context.change);
  const card = useRepaymentSelector((snapshot) => snapshot.context.card);
  // Payments by card are charged to the card entered: said, since a new card moves no other setting.
  const byCard = change === 'changePaymentMethod' && preview.after.repaymentMode === PAYMENT_MODE.debitCard && card !== null;
  return (
    <Stack gap="6" data-review="">
      <Text fontSize="md">{say('repayment.change.check')}</Text>
      <Section id="change-title" title={say('repayment.change.whatChanges')} testId="change-lines">
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {lines.map((line) => (
            <Box as="li" key={line.label} fontSize="md">
              <RichWords id="repayment.settings.changeLine" values={line} parts={[<strong />]} />
            </Box>
          ))}
          {byCard && card && (
            <Box as="li" fontSize="md" data-card-line={card.last4}>
              <RichWords id="repayment.change.cardLine" values={{ brand: card.brand, last4: card.last4 }} parts={[<strong />]} />
            </Box>
          )}
          {preview.after.nextPaydays.length > 0 && (
            <Box as="li" fontSize="md">
              {say('repayment.change.nextPaydays', { dates: preview.after.nextPaydays.map((date) => dayDate(date, pattern)).join(', ') })}
            </Box>
          )}
        </Stack>
      </Section>
      {preview.schedule ? (
        <NewScheduleBox schedule={preview.schedule} kind="plan" />
      ) : (
        <Text fontSize="md" data-same-dates="">
          {say(
            change !== 'changePaymentMethod' && preview.after.repaymentMode === preview.before.repaymentMode
              ? 'repayment.change.sameDatesLater'
              : 'repayment.change.sameDates',
          )}
        </Text>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      {saved && <Notice tone="success">{say('repayment.change.saved')}</Notice>}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          size="lg"
          colorPalette="brand"
          px="8"
          loading={saving || saved}
          loadingText={say('repayment.change.saving')}
          disabled={stage !== 'reviewing'}
          onClick={() => actor.send({ type: 'change.confirm' })}
          data-confirm=""
        >
          {say('repayment.change.confirm')}
        </Button>
        <Button size="lg" variant="outline" colorPalette="brand" disabled={stage !== 'reviewing'} onClick={() => actor.send({ type: 'change.edit' })}>
          {say('repayment.review.change')}
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
