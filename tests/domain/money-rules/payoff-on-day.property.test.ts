// Money rule: the payoff on a day is the principal owed plus the interest accrued to that day, and a payment pays
// the interest owed first, then principal, anything beyond the payoff an overpayment to refund (decision 0100,
// src/domain/lending/payoff.ts). What a borrower would notice: a payoff that is not principal + interest to the day,
// that falls as the day moves on, that leaves a cent owing when paid, or a payment whose parts do not add up.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween } from '#src/domain/iso-date.ts';
import { interestForDays } from '#src/domain/lending/interest.ts';
import { applyPayment, openingBalance, payoffAmount, type LoanBalance } from '#src/domain/lending/payoff.ts';
import { annualRates, principals, startDates } from './loans.ts';

/** Payments on later and later days: each a number of days after the one before, and an amount in cents. */
const paymentHistories = fc.array(fc.record({ after: fc.integer({ min: 0, max: 40 }), amount: fc.integer({ min: 0, max: 200_000 }) }), { maxLength: 8 });

/** The loan after its history, checking that each payment's parts add up to what was paid and owed. */
function afterPayments(principal: number, rate: number, start: string, history: ReadonlyArray<{ after: number; amount: number }>): LoanBalance {
  let balance = openingBalance(principal, start, rate);
  for (const { after, amount } of history) {
    const date = addDays(balance.accruedThrough, after);
    const owedInterest = balance.unpaidInterest + interestForDays(balance.principal, rate, after);
    const paid = applyPayment(balance, { date, amount });
    // No cent lost or made: the parts are the payment; what left the balance is what was paid towards it.
    expect(paid.interestPaid + paid.principalPaid + paid.overpayment).toBe(amount);
    expect(paid.balance.principal).toBe(balance.principal - paid.principalPaid);
    expect(paid.balance.unpaidInterest).toBe(owedInterest - paid.interestPaid);
    // Interest first, then principal, then the overpayment.
    if (paid.principalPaid > 0) expect(paid.balance.unpaidInterest).toBe(0);
    if (paid.overpayment > 0) expect([paid.balance.principal, paid.balance.unpaidInterest]).toEqual([0, 0]);
    balance = paid.balance;
  }
  return balance;
}

describe('the payoff on a day (money rule)', () => {
  it('is the principal plus the interest accrued to that day, on a new loan', () => {
    fc.assert(
      fc.property(principals, annualRates, startDates, fc.integer({ min: 0, max: 730 }), (principal, rate, start, day) => {
        expect(payoffAmount(openingBalance(principal, start, rate), addDays(start, day))).toBe(principal + interestForDays(principal, rate, day));
      }),
    );
  });

  it('is what is owed plus the interest since the last payment, after any payments, and never falls as the day moves on', () => {
    fc.assert(
      fc.property(principals, annualRates, startDates, paymentHistories, fc.integer({ min: 0, max: 400 }), (principal, rate, start, history, later) => {
        const balance = afterPayments(principal, rate, start, history);
        const day = addDays(balance.accruedThrough, later);
        const payoff = payoffAmount(balance, day);
        expect(payoff).toBe(balance.principal + balance.unpaidInterest + interestForDays(balance.principal, rate, daysBetween(balance.accruedThrough, day)));
        expect(payoffAmount(balance, addDays(day, 1))).toBeGreaterThanOrEqual(payoff);
      }),
    );
  });

  it('paid on its day leaves nothing owing; paid with more, the more is refunded to the cent', () => {
    fc.assert(
      fc.property(
        principals,
        annualRates,
        startDates,
        paymentHistories,
        fc.integer({ min: 0, max: 400 }),
        fc.nat(100_000),
        (principal, rate, start, history, later, more) => {
          const balance = afterPayments(principal, rate, start, history);
          const day = addDays(balance.accruedThrough, later);
          const payoff = payoffAmount(balance, day);
          const exact = applyPayment(balance, { date: day, amount: payoff });
          expect([exact.balance.principal, exact.balance.unpaidInterest, exact.overpayment]).toEqual([0, 0, 0]);
          expect(applyPayment(balance, { date: day, amount: payoff + more }).overpayment).toBe(more);
          // A cent less leaves exactly a cent owing.
          if (payoff > 0) {
            const short = applyPayment(balance, { date: day, amount: payoff - 1 }).balance;
            expect(short.principal + short.unpaidInterest).toBe(1);
          }
        },
      ),
    );
  });
});
