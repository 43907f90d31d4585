import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { addDays } from '#src/domain/iso-date.ts';

const biWeekly = (first: string, count: number) => Array.from({ length: count }, (_, index) => addDays(first, 14 * index));

describe('Truth in Lending disclosure', () => {
  it('discloses a 26-payment bi-weekly loan', () => {
    const schedule = buildSchedule({ principal: 100_000, startDate: '2025-01-03', annualRateBps: 19_900, dueDates: biWeekly('2025-01-17', 26) });
    const disclosure = truthInLendingDisclosure(schedule);
    expect(disclosure.amountFinanced).toBe(100_000);
    expect(disclosure.totalOfPayments).toBe(schedule.totalOfPayments);
    expect(disclosure.financeCharge).toBe(schedule.totalInterest);
    // 14-day unit-periods: the APR is 26 times the 14-day rate, i.e. 199% x 364/365, give or take the cents.
    expect(Math.abs(disclosure.apr - (199 * 364) / 365)).toBeLessThan(0.05);
    expect(disclosure.payments).toHaveLength(26);
    expect(disclosure.paymentGroups[0]).toEqual({ count: 25, amount: schedule.levelPayment, firstDueDate: '2025-01-17' });
    expect(disclosure.paymentGroups.reduce((sum, group) => sum + group.count, 0)).toBe(26);
  });

  it('rounds the APR to two decimals', () => {
    const schedule = buildSchedule({ principal: 50_000, startDate: '2025-06-24', annualRateBps: 19_900, dueDates: biWeekly('2025-07-03', 6) });
    const apr = truthInLendingDisclosure(schedule).apr;
    expect(Math.round(apr * 100) / 100).toBe(apr);
  });

  it('discloses 0.00% when no interest is charged', () => {
    const schedule = buildSchedule({ principal: 60_000, startDate: '2025-06-24', annualRateBps: 0, dueDates: biWeekly('2025-07-03', 4) });
    expect(truthInLendingDisclosure(schedule)).toMatchObject({ apr: 0, financeCharge: 0, totalOfPayments: 60_000 });
  });

  it('counts a fee kept from the proceeds in the finance charge and the APR', () => {
    const schedule = buildSchedule({ principal: 50_000, startDate: '2025-06-24', annualRateBps: 0, dueDates: biWeekly('2025-07-03', 4) });
    const disclosure = truthInLendingDisclosure(schedule, { prepaidFinanceCharge: 2_500 });
    expect(disclosure).toMatchObject({ amountFinanced: 47_500, financeCharge: 2_500, totalOfPayments: 50_000 });
    expect(disclosure.apr).toBeGreaterThan(0);
    expect(() => truthInLendingDisclosure(schedule, { prepaidFinanceCharge: 50_000 })).toThrow('The prepaid finance charge must be less than the principal');
  });

  it('keeps finance charge + amount financed = total of payments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 500_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 1, max: 26 }),
        fc.integer({ min: 0, max: 5_000 }),
        (principal, annualRateBps, count, fee) => {
          const schedule = buildSchedule({ principal, startDate: '2025-06-24', annualRateBps, dueDates: biWeekly('2025-07-03', count) });
          const disclosure = truthInLendingDisclosure(schedule, { prepaidFinanceCharge: Math.min(fee, principal - 1) });
          expect(disclosure.financeCharge + disclosure.amountFinanced).toBe(disclosure.totalOfPayments);
          expect(disclosure.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(disclosure.totalOfPayments);
        },
      ),
    );
  });

  it('never lowers the APR when more of the loan is finance charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 500_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 1, max: 26 }),
        fc.integer({ min: 1, max: 5_000 }),
        (principal, annualRateBps, count, fee) => {
          const schedule = buildSchedule({ principal, startDate: '2025-06-24', annualRateBps, dueDates: biWeekly('2025-07-03', count) });
          const withoutFee = truthInLendingDisclosure(schedule);
          const withFee = truthInLendingDisclosure(schedule, { prepaidFinanceCharge: Math.min(fee, principal - 1) });
          expect(withFee.financeCharge).toBeGreaterThan(withoutFee.financeCharge);
          expect(withFee.apr).toBeGreaterThanOrEqual(withoutFee.apr);
        },
      ),
    );
  });
});
