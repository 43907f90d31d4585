import { describe, expect, it } from 'vitest';
import { installmentDueDates, paymentFrequenciesFor } from '#src/domain/lending/installment-dates.ts';
import { DAY_OF_WEEK_PAID, PAYDAY_ON_HOLIDAY, PAYMENT_FREQUENCY, PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';
import type { Payroll } from '#src/domain/lending/paydays.ts';

const weeklyFridays: Payroll = {
  frequency: PAYROLL_FREQUENCY.weekly,
  dayOfWeekPaid: DAY_OF_WEEK_PAID.friday,
  paydayOnHoliday: PAYDAY_ON_HOLIDAY.previousBusinessDay,
};

describe('installment due dates', () => {
  it('fall on every payday for weekly installments, the first at least 7 days after funding', () => {
    expect(installmentDueDates({ payroll: weeklyFridays, paymentFrequency: PAYMENT_FREQUENCY.weekly, disbursementDate: '2025-06-26', count: 3 })).toEqual([
      '2025-07-03',
      '2025-07-11',
      '2025-07-18',
    ]);
    // Funded on Friday June 27, the July 3 payday is only 6 days away: the first installment waits a week.
    expect(installmentDueDates({ payroll: weeklyFridays, paymentFrequency: PAYMENT_FREQUENCY.weekly, disbursementDate: '2025-06-27', count: 1 })).toEqual([
      '2025-07-11',
    ]);
  });

  it('fall on every other payday for bi-weekly installments on weekly pay', () => {
    expect(installmentDueDates({ payroll: weeklyFridays, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, disbursementDate: '2025-06-23', count: 3 })).toEqual([
      '2025-07-03',
      '2025-07-18',
      '2025-08-01',
    ]);
  });

  it('fall on each payday for bi-weekly pay', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.biWeekly, lastPayday: '2025-06-20', paydayOnHoliday: PAYDAY_ON_HOLIDAY.nextBusinessDay };
    expect(installmentDueDates({ payroll, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, disbursementDate: '2025-06-24', count: 2 })).toEqual([
      '2025-07-07',
      '2025-07-18',
    ]);
  });

  it('repay semi-monthly pay every 14 days from the first payday', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.semiMonthly, semiMonthlyDays: [15, -1], paydayOnHoliday: PAYDAY_ON_HOLIDAY.nextBusinessDay };
    expect(installmentDueDates({ payroll, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, disbursementDate: '2025-11-03', count: 3 })).toEqual([
      '2025-11-17',
      '2025-12-01',
      '2025-12-15',
    ]);
  });

  it('offer weekly installments only on weekly pay', () => {
    expect(paymentFrequenciesFor(PAYROLL_FREQUENCY.weekly)).toEqual([17003, 17000]);
    expect(paymentFrequenciesFor(PAYROLL_FREQUENCY.monthly)).toEqual([17000]);
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.biWeekly, lastPayday: '2025-06-20', paydayOnHoliday: PAYDAY_ON_HOLIDAY.nextBusinessDay };
    expect(() => installmentDueDates({ payroll, paymentFrequency: PAYMENT_FREQUENCY.weekly, disbursementDate: '2025-06-24', count: 2 })).toThrow(
      'Weekly installments need weekly pay: choose bi-weekly installments',
    );
  });
});
