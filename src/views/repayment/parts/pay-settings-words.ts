// How the repayment pages word the paydays and payment rules a loan follows, and the changes the borrower made
// themselves (change types 105 to 109, decision 0741): plain words from the codes of spec section 3.
import type { PaySettings, SelfServiceChange } from '#src/api/contract/repayment.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  PAYDAY_ON_AVAILABILITY,
  PAYDAY_ON_HOLIDAY,
  PAYMENT_FREQUENCY,
  PAYROLL_FREQUENCY,
  dayOfWeekPaidLabel,
  monthDayLabel,
} from '#src/domain/codes/payroll.ts';
import { payrollFrequencyInWords } from '#src/domain/code-words.ts';
import { say } from './words.ts';

type Settings = Partial<Omit<PaySettings, 'nextPaydays'>>;

/** '15th', 'last day of the month': a day code inside a sentence. */
const dayInSentence = (code: number) => {
  const label = monthDayLabel(code) ?? String(code);
  return label.charAt(0).toLowerCase() + label.slice(1);
};

/** 'every other Friday', 'on the 1st and the 15th', 'monthly, on the last business day of the month'. */
export function paydayWords(settings: Settings): string {
  const weekday = settings.dayOfWeekPaid !== undefined ? dayOfWeekPaidLabel(settings.dayOfWeekPaid) : undefined;
  switch (settings.payrollFrequency) {
    case PAYROLL_FREQUENCY.weekly:
      return weekday ? say('repayment.payday.weekly', { weekday }) : say('repayment.payday.everyWeek');
    case PAYROLL_FREQUENCY.biWeekly:
      return weekday ? say('repayment.payday.biWeekly', { weekday }) : say('repayment.payday.everyTwoWeeks');
    case PAYROLL_FREQUENCY.semiMonthly: {
      const [first, second] = settings.semiMonthlyDays ?? [];
      return first !== undefined && second !== undefined
        ? say('repayment.payday.semiMonthlyOn', { first: dayInSentence(first), second: dayInSentence(second) })
        : say('repayment.payday.semiMonthly');
    }
    case PAYROLL_FREQUENCY.monthly:
      return settings.monthDay !== undefined ? say('repayment.payday.monthlyOn', { day: dayInSentence(settings.monthDay) }) : say('repayment.payday.monthly');
    default:
      return say('repayment.settings.notKnown');
  }
}

export const payFrequencyWords = (code: number | undefined) => (code === undefined ? '' : (payrollFrequencyInWords(code) ?? String(code)));

export const paymentFrequencyWords = (code: number | undefined) =>
  code === PAYMENT_FREQUENCY.weekly ? say('repayment.payday.everyWeek') : code === PAYMENT_FREQUENCY.biWeekly ? say('repayment.payday.everyTwoWeeks') : '';

export const holidayRuleWords = (code: number | undefined) =>
  code === PAYDAY_ON_HOLIDAY.previousBusinessDay
    ? say('repayment.payday.dayBefore')
    : code === PAYDAY_ON_HOLIDAY.nextBusinessDay
      ? say('repayment.payday.dayAfter')
      : '';

export const availabilityWords = (code: number | undefined) =>
  code === PAYDAY_ON_AVAILABILITY.sameDay
    ? say('repayment.payday.onPayday')
    : code === PAYDAY_ON_AVAILABILITY.nextBusinessDay
      ? say('repayment.payday.dayAfterPayday')
      : '';

export const repaymentModeWords = (code: number | undefined) =>
  code === PAYMENT_MODE.ach
    ? say('repayment.mode.ach')
    : code === PAYMENT_MODE.debitCard
      ? say('repayment.mode.debitCard')
      : code === undefined
        ? ''
        : say('repayment.mode.paperCheck');

/** What each change is called where it is listed (its change type, 105 to 109). */
export const changeTitle = (changeType: SelfServiceChange['changeType']) => say(`repayment.changeType.${changeType}`);

/** One line per setting a change moved: 'Paid: Every other Monday -> Every Monday'. */
export function changeLines(
  change: Pick<SelfServiceChange, 'before' | 'after'>,
  /** The pay frequency now: a change of the days alone does not name it. */
  currentFrequency?: number,
): Array<{ label: string; before: string; after: string }> {
  const lines: Array<{ label: string; before: string; after: string }> = [];
  const { before, after } = change;
  // Full settings on both sides (a preview) or only what differs (a change made): a setting counts when it differs.
  const moved = (keys: readonly (keyof Settings)[]) => keys.some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (moved(['payrollFrequency', 'lastPayday', 'dayOfWeekPaid', 'semiMonthlyDays', 'monthDay'])) {
    // A change of the days alone lists only the days: word them against the frequency they go with.
    const frequency = (after.payrollFrequency ?? before.payrollFrequency ?? currentFrequency) as Settings['payrollFrequency'];
    lines.push({
      label: say('repayment.settings.paid'),
      before: paydayWords({ payrollFrequency: before.payrollFrequency ?? frequency, ...before }),
      after: paydayWords({ payrollFrequency: frequency, ...after }),
    });
  }
  if (moved(['paymentFrequency']))
    lines.push({
      label: say('repayment.summary.payments'),
      before: paymentFrequencyWords(before.paymentFrequency),
      after: paymentFrequencyWords(after.paymentFrequency),
    });
  if (moved(['paydayOnHoliday']))
    lines.push({
      label: say('repayment.settings.holiday'),
      before: holidayRuleWords(before.paydayOnHoliday),
      after: holidayRuleWords(after.paydayOnHoliday),
    });
  if (moved(['paydayOnAvailability']))
    lines.push({
      label: say('repayment.settings.available'),
      before: availabilityWords(before.paydayOnAvailability),
      after: availabilityWords(after.paydayOnAvailability),
    });
  if (moved(['repaymentMode']))
    lines.push({ label: say('repayment.settings.made'), before: repaymentModeWords(before.repaymentMode), after: repaymentModeWords(after.repaymentMode) });
  return lines;
}
