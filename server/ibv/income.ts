// The income rule (decision 0521): the payroll deposits of the last 90 days give the pay frequency and
// the monthly income = average deposit x pay periods a year / 12 (spec section 9: 52, 26, 24, 12). Unlike
// "sum / 3" it does not depend on how many paydays happen to fall in the window (12 or 13 Fridays).
import { PAY_PERIOD, PAYROLL_FREQUENCY, type PayrollFrequency } from '#src/domain/codes/payroll.ts';
import { addDays, daysBetween, type IsoDate } from '#src/domain/iso-date.ts';

export const INCOME_WINDOW_DAYS = 90;

export type Deposit = { date: IsoDate; amountCents: number; kind: 'payroll' | 'other' };

export type Income = {
  monthlyIncomeCents: number;
  payrollFrequency: PayrollFrequency | null;
  lastPayday: IsoDate | null;
  depositsCount: number;
};

/**
 * The pay frequency of deposits in date order (at least two):
 * - median gap up to 10 days: weekly; 24 days or more: monthly;
 * - otherwise bi-weekly when every deposit is within 1 day (a holiday move) of the first + 14 k days,
 *   else semi-monthly (fixed days of the month drift against a 14-day beat by about 2 days a month).
 */
export function payFrequencyOf(dates: readonly IsoDate[]): PayrollFrequency {
  const first = dates[0]!;
  const gaps = dates.slice(1).map((date, index) => daysBetween(dates[index]!, date));
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  if (median <= 10) return PAYROLL_FREQUENCY.weekly;
  if (median >= 24) return PAYROLL_FREQUENCY.monthly;
  const onBeat = dates.every((date) => {
    const offset = daysBetween(first, date);
    return Math.abs(offset - 14 * Math.round(offset / 14)) <= 1;
  });
  return onBeat ? PAYROLL_FREQUENCY.biWeekly : PAYROLL_FREQUENCY.semiMonthly;
}

/**
 * Monthly income in cents from the payroll deposits of the 90 days ending on `endDate` (inclusive).
 * One deposit tells no frequency: its amount over the 3 months is used. None: 0.
 */
export function incomeFromDeposits(transactions: readonly Deposit[], endDate: IsoDate): Income {
  const from = addDays(endDate, -(INCOME_WINDOW_DAYS - 1));
  const payroll = transactions
    .filter((t) => t.kind === 'payroll' && t.amountCents > 0 && t.date >= from && t.date <= endDate)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const total = payroll.reduce((sum, t) => sum + t.amountCents, 0);
  const lastPayday = payroll.at(-1)?.date ?? null;
  if (payroll.length < 2) {
    return { monthlyIncomeCents: Math.round(total / 3), payrollFrequency: null, lastPayday, depositsCount: payroll.length };
  }
  const payrollFrequency = payFrequencyOf(payroll.map((t) => t.date));
  const { periodsPerYear } = PAY_PERIOD[payrollFrequency];
  const monthlyIncomeCents = Math.round((total * periodsPerYear) / (payroll.length * 12));
  return { monthlyIncomeCents, payrollFrequency, lastPayday, depositsCount: payroll.length };
}

/**
 * Regular pay (decision 0522): at least two payroll deposits in the window, so that a pay frequency can be
 * told. One deposit or none is not income an application can be qualified on: no-IBV situation 204.
 */
export function hasRegularPay(income: Income): boolean {
  return income.payrollFrequency !== null;
}
