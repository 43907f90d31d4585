import { describe, expect, it } from 'vitest';
import {
  DAY_OF_WEEK_PAID,
  MONTH_DAY,
  PAYMENT_FREQUENCY,
  PAYROLL_FREQUENCY,
  PAY_PERIOD,
  PAYDAY_ON_HOLIDAY,
  incomeTypeOptions,
  isMonthDayCode,
  isPaymentFrequency,
  isSemiMonthlyDay,
  monthDayLabel,
  payrollFrequencyLabel,
} from '#src/domain/codes/payroll.ts';

describe('payroll frequency', () => {
  it('carries the period days and periods a year of spec section 9', () => {
    expect(PAY_PERIOD[PAYROLL_FREQUENCY.weekly]).toEqual({ periodDays: 7, periodsPerYear: 52 });
    expect(PAY_PERIOD[17000]).toEqual({ periodDays: 14, periodsPerYear: 26 });
    expect(PAY_PERIOD[17002]).toEqual({ periodDays: 15, periodsPerYear: 24 });
    expect(PAY_PERIOD[17001]).toEqual({ periodDays: 30, periodsPerYear: 12 });
    expect(payrollFrequencyLabel(17000)).toBe('Bi-weekly');
  });

  it('offers only weekly and bi-weekly repayment', () => {
    expect(Object.values(PAYMENT_FREQUENCY)).toEqual([17003, 17000]);
    expect(isPaymentFrequency(PAYROLL_FREQUENCY.monthly)).toBe(false);
  });
});

describe('paydays', () => {
  it('codes weekdays from Sunday = 1', () => {
    expect(DAY_OF_WEEK_PAID.monday).toBe(2);
    expect(DAY_OF_WEEK_PAID.friday).toBe(6);
    expect(PAYDAY_ON_HOLIDAY).toEqual({ previousBusinessDay: -1, nextBusinessDay: 1 });
  });

  it('accepts the special day-of-month codes only where the spec allows them', () => {
    expect(isSemiMonthlyDay(-1)).toBe(true);
    expect(isSemiMonthlyDay(31)).toBe(true);
    expect(isSemiMonthlyDay(-11)).toBe(false);
    expect(isSemiMonthlyDay(0)).toBe(false);
    expect([MONTH_DAY.lastBusinessDay, MONTH_DAY.midMonth, MONTH_DAY.firstBusinessDay].every(isMonthDayCode)).toBe(true);
    expect(isMonthDayCode(32)).toBe(false);
  });

  it('reads day-of-month codes as a person would', () => {
    expect(monthDayLabel(1)).toBe('1st');
    expect(monthDayLabel(12)).toBe('12th');
    expect(monthDayLabel(22)).toBe('22nd');
    expect(monthDayLabel(-11)).toBe('Last business day of the month');
    expect(monthDayLabel(-5)).toBeUndefined();
  });
});

describe('income type', () => {
  it('offers the spec codes in the order a borrower looks for them, "Other" last and singular (issue 18)', () => {
    expect(incomeTypeOptions.map(({ value, label }) => [value, label])).toEqual([
      [7002, 'Employed'],
      [7001, 'Social Security'],
      [7004, 'Pension or retirement'],
      [7000, 'Disability'],
      [7003, 'Unemployment benefits'],
      [7005, 'Other'],
    ]);
  });
});
