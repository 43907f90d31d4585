import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { interestForDays, mulDivRoundHalfUp } from '#src/domain/lending/interest.ts';
import { addDays } from '#src/domain/iso-date.ts';

const biWeekly = (first: string, count: number) => Array.from({ length: count }, (_, index) => addDays(first, 14 * index));

describe('interest', () => {
  it('accrues 1/365 of the annual rate a day, rounded half up to the cent', () => {
    // $1,000 at 36.5% for 1 day is exactly $1; at 199% for 14 days, 7632.876... cents.
    expect(interestForDays(100_000, 3_650, 1)).toBe(100);
    expect(interestForDays(100_000, 19_900, 14)).toBe(7_633);
    expect(mulDivRoundHalfUp(5, 1, 2)).toBe(3);
    // A product past 2^53 is worked out exactly; an answer past 2^53 cannot hold every cent and is refused.
    expect(mulDivRoundHalfUp(2 ** 40 + 1, 2 ** 20, 3 * 2 ** 10)).toBe(Math.round((2 ** 50 + 2 ** 10) / 3));
    expect(() => mulDivRoundHalfUp(2 ** 40, 2 ** 20, 3)).toThrow('1099511627776 x 1048576 / 3 is beyond exact integer cents');
  });
});

/** A plain replay of level payments (never more than is owed): what the last installment must be to clear the loan. */
function lastPaymentFor(principal: number, annualRateBps: number, periodDays: number[], level: number): number {
  let balance = principal;
  let unpaidInterest = 0;
  periodDays.slice(0, -1).forEach((days) => {
    const interestDue = unpaidInterest + interestForDays(balance, annualRateBps, days);
    const payment = Math.min(level, balance + interestDue);
    const interestPaid = Math.min(payment, interestDue);
    unpaidInterest = interestDue - interestPaid;
    balance -= payment - interestPaid;
  });
  return balance + unpaidInterest + interestForDays(balance, annualRateBps, periodDays.at(-1)!);
}

describe('buildSchedule', () => {
  it('levels the installments and lets the last absorb the rounding', () => {
    const schedule = buildSchedule({ principal: 100_000, startDate: '2025-01-01', annualRateBps: 0, dueDates: biWeekly('2025-01-15', 3) });
    expect(schedule.installments.map((installment) => installment.payment)).toEqual([33_333, 33_333, 33_334]);
    expect(schedule.totalInterest).toBe(0);
  });

  it('charges simple interest on the principal still owed', () => {
    // $1,000 at 365% (1% a day), two installments 14 days apart.
    const schedule = buildSchedule({ principal: 100_000, startDate: '2025-01-01', annualRateBps: 36_500, dueDates: ['2025-01-15', '2025-01-29'] });
    expect(schedule.levelPayment).toBe(60_729);
    expect(schedule.installments).toEqual([
      { number: 1, dueDate: '2025-01-15', days: 14, payment: 60_729, interest: 14_000, principal: 46_729, balance: 53_271 },
      { number: 2, dueDate: '2025-01-29', days: 14, payment: 60_729, interest: 7_458, principal: 53_271, balance: 0 },
    ]);
    expect(schedule.totalOfPayments).toBe(121_458);
    expect(schedule.totalInterest).toBe(21_458);
  });

  it('counts the real days of an odd first period', () => {
    const schedule = buildSchedule({ principal: 50_000, startDate: '2025-06-24', annualRateBps: 19_900, dueDates: ['2025-07-03', '2025-07-18'] });
    expect(schedule.installments.map((installment) => installment.days)).toEqual([9, 15]);
    expect(schedule.installments[0]!.interest).toBe(interestForDays(50_000, 19_900, 9));
  });

  it('refuses dates out of order and amounts that are not cents', () => {
    expect(() => buildSchedule({ principal: 100_000, startDate: '2025-01-15', annualRateBps: 0, dueDates: ['2025-01-15'] })).toThrow(
      'Due dates must be ascending and after the start date: 2025-01-15',
    );
    expect(() => buildSchedule({ principal: 1000.5, startDate: '2025-01-01', annualRateBps: 0, dueDates: ['2025-01-15'] })).toThrow(
      'The principal must be non-negative integer cents, got 1000.5',
    );
    expect(() => buildSchedule({ principal: 1000, startDate: '2025-01-01', annualRateBps: 19.9, dueDates: ['2025-01-15'] })).toThrow(
      'The annual rate must be non-negative integer basis points, got 19.9',
    );
  });

  it('pays the principal to zero with level payments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 500_000 }),
        fc.integer({ min: 0, max: 70_000 }),
        fc.integer({ min: 1, max: 26 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(7, 14),
        (principal, annualRateBps, count, firstGap, period) => {
          const dueDates = Array.from({ length: count }, (_, index) => addDays('2025-03-03', firstGap + period * index));
          const schedule = buildSchedule({ principal, startDate: '2025-03-03', annualRateBps, dueDates });
          const rows = schedule.installments;
          expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(principal);
          expect(rows[rows.length - 1]!.balance).toBe(0);
          expect(schedule.totalOfPayments).toBe(principal + schedule.totalInterest);
          let balance = principal;
          let unpaidInterest = 0;
          for (const row of rows) {
            // A long first period can earn more interest than one installment: the rest waits for the next.
            const interestDue = unpaidInterest + interestForDays(balance, annualRateBps, row.days);
            expect(row.interest).toBe(Math.min(row.payment, interestDue));
            unpaidInterest = interestDue - row.interest;
            expect(row.payment).toBe(row.interest + row.principal);
            expect(row.principal).toBeGreaterThanOrEqual(0);
            balance -= row.principal;
            expect(row.balance).toBe(balance);
          }
          rows.slice(0, -1).forEach((row) => expect(row.payment).toBe(schedule.levelPayment));
          // No other whole-cent level payment leaves a smaller difference on the last installment.
          const lastGap = (level: number) =>
            Math.abs(
              lastPaymentFor(
                principal,
                annualRateBps,
                rows.map((row) => row.days),
                level,
              ) - level,
            );
          expect(lastGap(schedule.levelPayment)).toBeLessThanOrEqual(lastGap(schedule.levelPayment + 1));
          expect(lastGap(schedule.levelPayment)).toBeLessThanOrEqual(lastGap(schedule.levelPayment - 1));
        },
      ),
    );
  });
});
