// How the repayment pages word the paydays and payment rules a loan follows, and the changes the borrower made
// themselves (change types 105 to 109, decision 0741): plain words from the codes of spec section 3.
import type { PaySettings, SelfServiceChange } from '#src/api/contract/repayment.ts';
import { CHANGE_TYPE, PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  PAYDAY_ON_AVAILABILITY,
  PAYDAY_ON_HOLIDAY,
  PAYMENT_FREQUENCY,
  PAYROLL_FREQUENCY,
  dayOfWeekPaidLabel,
  monthDayLabel,
  payrollFrequencyLabel,
} from '#src/domain/codes/payroll.ts';

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
      return weekday ? `Every ${weekday}` : 'Every week';
    case PAYROLL_FREQUENCY.biWeekly:
      return weekday ? `Every other ${weekday}` : 'Every two weeks';
    case PAYROLL_FREQUENCY.semiMonthly: {
      const [first, second] = settings.semiMonthlyDays ?? [];
      return first !== undefined && second !== undefined ? `Twice a month, on the ${dayInSentence(first)} and the ${dayInSentence(second)}` : 'Twice a month';
    }
    case PAYROLL_FREQUENCY.monthly:
      return settings.monthDay !== undefined ? `Monthly, on the ${dayInSentence(settings.monthDay)}` : 'Monthly';
    default:
      return 'Not known';
  }
}

export const payFrequencyWords = (code: number | undefined) => (code === undefined ? '' : (payrollFrequencyLabel(code) ?? String(code)));

export const paymentFrequencyWords = (code: number | undefined) =>
  code === PAYMENT_FREQUENCY.weekly ? 'Every week' : code === PAYMENT_FREQUENCY.biWeekly ? 'Every two weeks' : '';

export const holidayRuleWords = (code: number | undefined) =>
  code === PAYDAY_ON_HOLIDAY.previousBusinessDay ? 'The business day before' : code === PAYDAY_ON_HOLIDAY.nextBusinessDay ? 'The business day after' : '';

export const availabilityWords = (code: number | undefined) =>
  code === PAYDAY_ON_AVAILABILITY.sameDay ? 'On payday' : code === PAYDAY_ON_AVAILABILITY.nextBusinessDay ? 'The business day after payday' : '';

export const repaymentModeWords = (code: number | undefined) =>
  code === PAYMENT_MODE.ach
    ? 'Taken from your bank account automatically (ACH)'
    : code === PAYMENT_MODE.debitCard
      ? 'You pay each payment by debit card'
      : code === undefined
        ? ''
        : 'By paper check';

/** What each change is called where the borrower chooses it and where it is listed. */
export const CHANGE_TITLES: Readonly<Record<SelfServiceChange['changeType'], string>> = {
  [CHANGE_TYPE.changePayrollDate]: 'Your payday',
  [CHANGE_TYPE.changeFrequency]: 'How often you are paid',
  [CHANGE_TYPE.changePaymentMode]: 'How you pay',
  [CHANGE_TYPE.changePaydayOnHoliday]: 'Paydays on weekends and holidays',
  [CHANGE_TYPE.changePaydayOnAvailable]: 'When your pay is available',
};

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
      label: 'You are paid',
      before: paydayWords({ payrollFrequency: before.payrollFrequency ?? frequency, ...before }),
      after: paydayWords({ payrollFrequency: frequency, ...after }),
    });
  }
  if (moved(['paymentFrequency']))
    lines.push({ label: 'Payments', before: paymentFrequencyWords(before.paymentFrequency), after: paymentFrequencyWords(after.paymentFrequency) });
  if (moved(['paydayOnHoliday']))
    lines.push({
      label: 'A payday on a weekend or holiday is paid',
      before: holidayRuleWords(before.paydayOnHoliday),
      after: holidayRuleWords(after.paydayOnHoliday),
    });
  if (moved(['paydayOnAvailability']))
    lines.push({
      label: 'Your pay is available',
      before: availabilityWords(before.paydayOnAvailability),
      after: availabilityWords(after.paydayOnAvailability),
    });
  if (moved(['repaymentMode']))
    lines.push({ label: 'Payments are made', before: repaymentModeWords(before.repaymentMode), after: repaymentModeWords(after.repaymentMode) });
  return lines;
}
