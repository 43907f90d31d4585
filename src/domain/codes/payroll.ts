// Income, payroll and payday codes (spec section 3; pay periods in section 9).
import { defineCodes } from './define-codes.ts';

const payrollType = defineCodes({
  directDeposit: [18000, 'Direct deposit'],
  paperCheck: [18001, 'Paper check'],
  cash: [18002, 'Cash'],
  unemploymentInsurance: [18003, 'Unemployment insurance'],
});
export const PAYROLL_TYPE = payrollType.codes;
export const payrollTypeLabel = payrollType.label;
export const payrollTypeOptions = payrollType.options;

// In the order a borrower looks for them (issue 18): work first, "Other" last.
const incomeType = defineCodes({
  employed: [7002, 'Employed'],
  socialSecurity: [7001, 'Social Security'],
  pension: [7004, 'Pension or retirement'],
  disability: [7000, 'Disability'],
  unemployment: [7003, 'Unemployment benefits'],
  others: [7005, 'Other'],
});
export const INCOME_TYPE = incomeType.codes;
export const incomeTypeLabel = incomeType.label;
export const incomeTypeOptions = incomeType.options;

const payrollFrequency = defineCodes({
  weekly: [17003, 'Weekly'],
  biWeekly: [17000, 'Bi-weekly'],
  semiMonthly: [17002, 'Semi-monthly'],
  monthly: [17001, 'Monthly'],
});
export const PAYROLL_FREQUENCY = payrollFrequency.codes;
export type PayrollFrequency = (typeof PAYROLL_FREQUENCY)[keyof typeof PAYROLL_FREQUENCY];
export const payrollFrequencyLabel = payrollFrequency.label;
export const payrollFrequencyOptions = payrollFrequency.options;
export const isPayrollFrequency = payrollFrequency.has;

/** Days in one pay period and pay periods in a year (spec section 9: 7/52, 14/26, 15/24, 30/12). */
export const PAY_PERIOD: Readonly<Record<PayrollFrequency, { periodDays: number; periodsPerYear: number }>> = {
  [PAYROLL_FREQUENCY.weekly]: { periodDays: 7, periodsPerYear: 52 },
  [PAYROLL_FREQUENCY.biWeekly]: { periodDays: 14, periodsPerYear: 26 },
  [PAYROLL_FREQUENCY.semiMonthly]: { periodDays: 15, periodsPerYear: 24 },
  [PAYROLL_FREQUENCY.monthly]: { periodDays: 30, periodsPerYear: 12 },
};

const paymentFrequency = defineCodes({
  weekly: [PAYROLL_FREQUENCY.weekly, 'Weekly'],
  biWeekly: [PAYROLL_FREQUENCY.biWeekly, 'Bi-weekly'],
});
/** Repayment offers only weekly and bi-weekly installments (spec section 3). */
export const PAYMENT_FREQUENCY = paymentFrequency.codes;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCY)[keyof typeof PAYMENT_FREQUENCY];
export const paymentFrequencyLabel = paymentFrequency.label;
export const paymentFrequencyOptions = paymentFrequency.options;
export const isPaymentFrequency = paymentFrequency.has;

const jobType = defineCodes({
  fullTime: [1000, 'Full time'],
  partTime: [1001, 'Part time'],
});
export const JOB_TYPE = jobType.codes;
export const jobTypeLabel = jobType.label;
export const jobTypeOptions = jobType.options;

const dayOfWeekPaid = defineCodes({
  monday: [2, 'Monday'],
  tuesday: [3, 'Tuesday'],
  wednesday: [4, 'Wednesday'],
  thursday: [5, 'Thursday'],
  friday: [6, 'Friday'],
});
/** Weekday codes count from Sunday = 1, so Monday is 2 and Friday 6. */
export const DAY_OF_WEEK_PAID = dayOfWeekPaid.codes;
export type DayOfWeekPaid = (typeof DAY_OF_WEEK_PAID)[keyof typeof DAY_OF_WEEK_PAID];
export const dayOfWeekPaidLabel = dayOfWeekPaid.label;
export const dayOfWeekPaidOptions = dayOfWeekPaid.options;
export const isDayOfWeekPaid = dayOfWeekPaid.has;

/** Special day-of-month codes: -1 on semi-monthly and monthly pay, the others on monthly pay only. */
export const MONTH_DAY = {
  lastDay: -1,
  lastBusinessDay: -11,
  midMonth: -12,
  firstBusinessDay: -13,
} as const;
/** The day of a mid-month payday. */
export const MID_MONTH_DAY = 15;

/** A semi-monthly payday: a day of the month 1 to 31, or -1 for the last day. */
export type SemiMonthlyDay = number;
/** A monthly payday: 1 to 31, -1 last day, -11 last business day, -12 mid month, -13 first business day. */
export type MonthDayCode = number;

export function isSemiMonthlyDay(value: unknown): value is SemiMonthlyDay {
  return Number.isInteger(value) && ((value as number) === MONTH_DAY.lastDay || ((value as number) >= 1 && (value as number) <= 31));
}

export function isMonthDayCode(value: unknown): value is MonthDayCode {
  return isSemiMonthlyDay(value) || value === MONTH_DAY.lastBusinessDay || value === MONTH_DAY.midMonth || value === MONTH_DAY.firstBusinessDay;
}

/** 'Last day', '15th', ...: how a person reads a day-of-month code. */
export function monthDayLabel(code: MonthDayCode): string | undefined {
  switch (code) {
    case MONTH_DAY.lastDay:
      return 'Last day of the month';
    case MONTH_DAY.lastBusinessDay:
      return 'Last business day of the month';
    case MONTH_DAY.midMonth:
      return 'Mid month';
    case MONTH_DAY.firstBusinessDay:
      return 'First business day of the month';
  }
  if (!isSemiMonthlyDay(code)) return undefined;
  const suffix = code % 10 === 1 && code !== 11 ? 'st' : code % 10 === 2 && code !== 12 ? 'nd' : code % 10 === 3 && code !== 13 ? 'rd' : 'th';
  return `${code}${suffix}`;
}

/** The days a borrower paid twice a month can pick (1st to 31st, then the last day), and a monthly borrower's (those,
 * then the first business day, mid month and the last business day), as select options. */
const dayOptions = (codes: readonly MonthDayCode[]) => codes.map((value) => ({ value, label: monthDayLabel(value)! }));
export const SEMI_MONTHLY_DAY_OPTIONS = dayOptions([...Array.from({ length: 31 }, (_, index) => index + 1), MONTH_DAY.lastDay]);
export const MONTH_DAY_OPTIONS = [...SEMI_MONTHLY_DAY_OPTIONS, ...dayOptions([MONTH_DAY.firstBusinessDay, MONTH_DAY.midMonth, MONTH_DAY.lastBusinessDay])];

/** The last payday a borrower gives is at most this many days ago (and not in the future). */
export const LAST_PAYDAY_MAX_AGE_DAYS = 31;

const paydayOnHoliday = defineCodes({
  previousBusinessDay: [-1, 'Previous business day'],
  nextBusinessDay: [1, 'Next business day'],
});
/** When a payday falls on a weekend or holiday, pay arrives the business day before (-1) or after (1). */
export const PAYDAY_ON_HOLIDAY = paydayOnHoliday.codes;
export type PaydayOnHoliday = (typeof PAYDAY_ON_HOLIDAY)[keyof typeof PAYDAY_ON_HOLIDAY];
export const paydayOnHolidayLabel = paydayOnHoliday.label;
export const paydayOnHolidayOptions = paydayOnHoliday.options;

const paydayOnAvailability = defineCodes({
  sameDay: [0, 'Same day'],
  nextBusinessDay: [1, 'Next business day'],
});
/** Whether paid funds are available the same day or the next business day. */
export const PAYDAY_ON_AVAILABILITY = paydayOnAvailability.codes;
export const paydayOnAvailabilityLabel = paydayOnAvailability.label;
export const paydayOnAvailabilityOptions = paydayOnAvailability.options;
