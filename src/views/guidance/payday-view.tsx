// /guidance/employment/payday: how often the borrower is paid and on which days, what happens when a
// payday is a holiday, and when the pay is available. The next paydays are computed as they answer, by
// the same domain rules the server uses, so the borrower can check them before going on.
import * as v from 'valibot';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { employmentAnswersSchema } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { businessToday } from '#src/domain/calendar.ts';
import {
  PAYROLL_FREQUENCY,
  dayOfWeekPaidOptions,
  MONTH_DAY_OPTIONS,
  SEMI_MONTHLY_DAY_OPTIONS,
  paydayOnAvailabilityOptions,
  paydayOnHolidayOptions,
  payrollFrequencyOptions,
  type PayrollFrequency,
} from '#src/domain/codes/payroll.ts';
import { formatDate } from '#src/domain/format.ts';
import { isRecentLastPayday, paydays, type Payroll } from '#src/domain/lending/paydays.ts';
import { useAppSelector, useDatePattern } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { RadioGroup, SelectField } from '#src/ui/forms/choice-fields.tsx';
import { asChoice, useEmploymentValues } from './parts/employment-values.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { codeOf, fieldId, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

type Values = {
  payrollFrequency: string;
  lastPayday: string;
  dayOfWeekPaid: string;
  firstDay: string;
  secondDay: string;
  monthDay: string;
  paydayOnHoliday: string;
  paydayOnAvailability: string;
};

const isWeekly = (frequency: number | undefined) => frequency === PAYROLL_FREQUENCY.weekly || frequency === PAYROLL_FREQUENCY.biWeekly;

/** Only the fields the frequency uses are sent: the others are left out, so what is stored is what is meant. */
function toAnswers(values: Values) {
  const frequency = codeOf(values.payrollFrequency);
  return {
    payrollFrequency: frequency,
    lastPayday: isWeekly(frequency) ? values.lastPayday : undefined,
    dayOfWeekPaid: isWeekly(frequency) ? codeOf(values.dayOfWeekPaid) : undefined,
    semiMonthlyDays: frequency === PAYROLL_FREQUENCY.semiMonthly ? ([codeOf(values.firstDay), codeOf(values.secondDay)] as [number, number]) : undefined,
    monthDay: frequency === PAYROLL_FREQUENCY.monthly ? codeOf(values.monthDay) : undefined,
    paydayOnHoliday: codeOf(values.paydayOnHoliday),
    paydayOnAvailability: codeOf(values.paydayOnAvailability),
  };
}

const schemaFor = (today: string) =>
  v.pipe(
    v.object({
      ...v.pick(employmentAnswersSchema, ['payrollFrequency', 'dayOfWeekPaid', 'monthDay', 'paydayOnHoliday', 'paydayOnAvailability']).entries,
      lastPayday: v.optional(
        v.pipe(
          v.string(),
          v.isoDate(() => say('guidance.payday.lastPaydayMissing')),
          v.check(
            (date) => isRecentLastPayday(date, today),
            () => sayResult(RESULT.lastPaydayInvalid),
          ),
        ),
      ),
      semiMonthlyDays: v.optional(v.tuple([v.number(() => say('guidance.payday.firstDayMissing')), v.number(() => say('guidance.payday.secondDayMissing'))])),
    }),
    v.forward(
      v.check(
        (a) => !isWeekly(a.payrollFrequency) || a.dayOfWeekPaid !== undefined,
        () => say('guidance.payday.dayOfWeekMissing'),
      ),
      ['dayOfWeekPaid'],
    ),
    v.forward(
      v.check(
        (a) => a.payrollFrequency !== PAYROLL_FREQUENCY.monthly || a.monthDay !== undefined,
        () => say('guidance.payday.monthDayMissing'),
      ),
      ['monthDay'],
    ),
    v.forward(
      v.check(
        (a) => !a.semiMonthlyDays || a.semiMonthlyDays[0] !== a.semiMonthlyDays[1],
        () => say('guidance.payday.sameDays'),
      ),
      ['semiMonthlyDays', 1],
    ),
  );

/** The next four paydays by the domain's rules, or null while the answers cannot give them. */
function nextPaydays(answers: ReturnType<typeof toAnswers>, today: string, holidays: readonly string[]): string[] | null {
  if (answers.payrollFrequency === undefined || answers.paydayOnHoliday === undefined) return null;
  try {
    const payroll = {
      frequency: answers.payrollFrequency as PayrollFrequency,
      lastPayday: answers.lastPayday || undefined,
      dayOfWeekPaid: answers.dayOfWeekPaid,
      semiMonthlyDays: answers.semiMonthlyDays?.every((day) => day !== undefined) ? answers.semiMonthlyDays : undefined,
      monthDay: answers.monthDay,
      paydayOnHoliday: answers.paydayOnHoliday,
    } as Payroll;
    return paydays(payroll, { after: today, count: 4, holidays: holidays.length > 0 ? holidays : undefined });
  } catch {
    return null;
  }
}

export function PaydayView({ heading }: RoutedViewProps) {
  const saved = useEmploymentValues();
  const holidays = useAppSelector((snapshot) => snapshot.context.holidays);
  const datePattern = useDatePattern();
  const today = businessToday();
  const schema = schemaFor(today);
  const { busy, canSubmit, refusal, submit } = useQuestionStep('employment/payday');
  const form = useStepForm<Values>({
    initialValues: {
      payrollFrequency: asChoice(saved.payrollFrequency),
      lastPayday: saved.lastPayday ?? '',
      dayOfWeekPaid: asChoice(saved.dayOfWeekPaid),
      firstDay: asChoice(saved.semiMonthlyDays?.[0]),
      secondDay: asChoice(saved.semiMonthlyDays?.[1]),
      monthDay: asChoice(saved.monthDay),
      paydayOnHoliday: asChoice(saved.paydayOnHoliday),
      paydayOnAvailability: asChoice(saved.paydayOnAvailability),
    },
    schema,
    toAnswers,
    refusal,
    onSubmit: (values) => submit(toAnswers(values) as v.InferOutput<typeof schema>),
  });
  const answers = toAnswers(form.formik.values);
  const frequency = answers.payrollFrequency;
  const upcoming = nextPaydays(answers, today, holidays);
  return (
    <GuidanceCard heading={heading}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <RadioGroup label={say('guidance.payday.frequency')} options={payrollFrequencyOptions} {...form.choice('payrollFrequency')} />
        {isWeekly(frequency) && (
          <>
            <TextField
              label={say('guidance.payday.lastPayday')}
              hint={say('guidance.payday.lastPaydayHint')}
              type="date"
              max={today}
              {...form.text('lastPayday')}
            />
            <SelectField label={say('guidance.payday.dayOfWeek')} options={dayOfWeekPaidOptions} {...form.choice('dayOfWeekPaid')} />
          </>
        )}
        {frequency === PAYROLL_FREQUENCY.semiMonthly && (
          <Stack gap="0">
            <SelectField
              label={say('guidance.payday.firstDay')}
              options={SEMI_MONTHLY_DAY_OPTIONS}
              {...form.choice('firstDay')}
              id={fieldId('semiMonthlyDays.0')}
              error={form.fieldError('semiMonthlyDays.0')}
            />
            <SelectField
              label={say('guidance.payday.secondDay')}
              options={SEMI_MONTHLY_DAY_OPTIONS}
              {...form.choice('secondDay')}
              id={fieldId('semiMonthlyDays.1')}
              error={form.fieldError('semiMonthlyDays.1')}
            />
          </Stack>
        )}
        {frequency === PAYROLL_FREQUENCY.monthly && (
          <SelectField label={say('guidance.payday.monthDay')} options={MONTH_DAY_OPTIONS} {...form.choice('monthDay')} />
        )}
        <RadioGroup label={say('guidance.payday.onHoliday')} options={paydayOnHolidayOptions} {...form.choice('paydayOnHoliday')} />
        <RadioGroup label={say('guidance.payday.availability')} options={paydayOnAvailabilityOptions} {...form.choice('paydayOnAvailability')} />
        <Box aria-live="polite" borderRadius="l2" bg="tint.subtle" borderWidth="1px" borderColor="tint.muted" p="4" data-next-paydays="">
          <Text fontWeight="semibold" mb="1">
            {say('guidance.payday.next')}
          </Text>
          {upcoming && upcoming.length > 0 ? (
            <chakra.ul listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr 1fr', sm: 'repeat(4, auto)' }} gap="2">
              {upcoming.map((date) => (
                <li key={date}>
                  <time dateTime={date}>{formatDate(date, `ddd ${datePattern}`)}</time>
                </li>
              ))}
            </chakra.ul>
          ) : (
            <Text color="fg.muted">{say('guidance.payday.nextEmpty')}</Text>
          )}
        </Box>
      </StepForm>
    </GuidanceCard>
  );
}
