import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accrueTo, applyPayment, openingBalance, payoffAmount, rescheduleFrom } from '#src/domain/lending/payoff.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { addDays } from '#src/domain/iso-date.ts';

const dueDates = Array.from({ length: 6 }, (_, index) => addDays('2025-07-03', 14 * index));

describe('payoff', () => {
  it('owes the principal plus the interest accrued to the day', () => {
    const balance = openingBalance(50_000, '2025-06-24', 19_900);
    // $500 at 199% for 10 days: 2726.03 cents.
    expect(payoffAmount(balance, '2025-07-04')).toBe(52_726);
    expect(payoffAmount(balance, '2025-06-24')).toBe(50_000);
  });

  it('pays interest first, then principal, and refunds what is paid beyond the payoff', () => {
    const balance = openingBalance(50_000, '2025-06-24', 19_900);
    const small = applyPayment(balance, { date: '2025-07-04', amount: 2_000 });
    expect(small).toMatchObject({ interestPaid: 2_000, principalPaid: 0, overpayment: 0 });
    expect(small.balance).toEqual({ principal: 50_000, unpaidInterest: 726, accruedThrough: '2025-07-04', annualRateBps: 19_900 });
    const payoff = applyPayment(balance, { date: '2025-07-04', amount: 60_000 });
    expect(payoff).toMatchObject({ interestPaid: 2_726, principalPaid: 50_000, overpayment: 7_274 });
    expect(payoff.balance.principal).toBe(0);
  });

  it('does not accrue backwards', () => {
    const balance = accrueTo(openingBalance(50_000, '2025-06-24', 19_900), '2025-07-04');
    expect(() => payoffAmount(balance, '2025-07-01')).toThrow('Interest is already accrued through 2025-07-04, after 2025-07-01');
  });

  it('replays the schedule when each installment is paid on its due date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 300_000 }), fc.integer({ min: 0, max: 60_000 }), (principal, annualRateBps) => {
        const schedule = buildSchedule({ principal, startDate: '2025-06-24', annualRateBps, dueDates });
        let balance = openingBalance(principal, '2025-06-24', annualRateBps);
        for (const row of schedule.installments) {
          const paid = applyPayment(balance, { date: row.dueDate, amount: row.payment });
          expect([paid.interestPaid, paid.principalPaid, paid.balance.principal, paid.overpayment]).toEqual([row.interest, row.principal, row.balance, 0]);
          balance = paid.balance;
        }
      }),
    );
  });

  it('re-levels the remaining installments after a partial payment', () => {
    const schedule = buildSchedule({ principal: 100_000, startDate: '2025-06-24', annualRateBps: 19_900, dueDates });
    const first = schedule.installments[0]!;
    // Paying exactly the first installment leaves the same installments ahead, give or take a cent.
    const onTime = applyPayment(openingBalance(100_000, '2025-06-24', 19_900), { date: first.dueDate, amount: first.payment });
    const same = rescheduleFrom(onTime.balance, dueDates);
    expect(same.installments).toHaveLength(5);
    expect(Math.abs(same.levelPayment - schedule.levelPayment)).toBeLessThanOrEqual(1);
    // Paying only part of the interest carries the rest into the next installment and raises the level.
    const short = applyPayment(openingBalance(100_000, '2025-06-24', 19_900), { date: first.dueDate, amount: 1_000 });
    const behind = rescheduleFrom(short.balance, dueDates);
    expect(short.balance.unpaidInterest).toBeGreaterThan(0);
    expect(behind.levelPayment).toBeGreaterThan(schedule.levelPayment);
    expect(behind.installments[0]!.interest).toBeGreaterThan(short.balance.unpaidInterest);
    expect(behind.installments.at(-1)!.balance).toBe(0);
    expect(behind.totalOfPayments).toBe(short.balance.principal + behind.totalInterest);
  });
});
