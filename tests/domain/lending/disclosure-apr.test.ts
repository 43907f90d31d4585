import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annualPercentageRate, weeklyAnnualPercentageRate } from '#src/domain/lending/apr.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { dailyRate } from '#src/domain/lending/interest.ts';
import { roundHalfUp } from '#src/domain/decimal.ts';
import { addDays, toDayNumber } from '#src/domain/iso-date.ts';

// The disclosure takes a shorter road to the APR (day numbers from the installments, Newton started at the
// loan's rate, rounding without printing): it must land where the general function lands.

/** Weekly or bi-weekly due dates, some moved a day or two as a holiday rule would move them. */
const dueDatesOf = (first: string, count: number, step: number, shifts: number[]) =>
  Array.from({ length: count }, (_, index) => addDays(first, step * index + (index > 0 && index < count - 1 ? (shifts[index % shifts.length] ?? 0) : 0)));

describe('the disclosure APR', () => {
  it('is the general APR rounded half up to two decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 500_000 }),
        fc.integer({ min: 0, max: 70_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(7, 14),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.constantFrom(-2, -1, 0, 0, 0, 1), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 3_000 }),
        (principal, annualRateBps, count, step, firstGap, shifts, fee) => {
          const startDate = '2025-06-24';
          const schedule = buildSchedule({ principal, startDate, annualRateBps, dueDates: dueDatesOf(addDays(startDate, firstGap), count, step, shifts) });
          const prepaidFinanceCharge = Math.min(fee, principal - 1);
          const disclosure = truthInLendingDisclosure(schedule, { prepaidFinanceCharge });
          const general = annualPercentageRate({
            amountFinanced: principal - prepaidFinanceCharge,
            consummationDate: startDate,
            payments: disclosure.payments.map((payment) => ({ date: payment.dueDate, amount: payment.amount })),
          });
          expect(disclosure.apr).toBe(roundHalfUp(general, 2));
        },
      ),
    );
  });

  it('solves the same equation from day numbers as from dates', () => {
    const startDate = '2025-06-24';
    // One date in six moved back a day: most periods still last 14 days, so the unit-period is evident.
    const dueDates = dueDatesOf('2025-07-03', 26, 14, [0, 0, 0, 0, 0, -1]);
    const schedule = buildSchedule({ principal: 50_000, startDate, annualRateBps: 19_900, dueDates });
    const amounts = schedule.installments.map((installment) => installment.payment);
    const fromDays = weeklyAnnualPercentageRate(50_000, toDayNumber(startDate), dueDates.map(toDayNumber), amounts, dailyRate(19_900));
    const fromDates = annualPercentageRate({
      amountFinanced: 50_000,
      consummationDate: startDate,
      payments: dueDates.map((date, index) => ({ date, amount: amounts[index]! })),
    });
    expect(fromDays).toBeDefined();
    expect(Math.abs(fromDays! - fromDates)).toBeLessThan(1e-9);
  });

  it('leaves payments that are not weekly to the general function', () => {
    const monthly = ['2025-07-24', '2025-08-24', '2025-09-24'];
    expect(
      weeklyAnnualPercentageRate(30_000, toDayNumber('2025-06-24'), monthly.map(toDayNumber), [10_500, 10_500, 10_500], dailyRate(19_900)),
    ).toBeUndefined();
  });
});
