// Money rule: a payment goes to the fees owed first, then the interest accrued by its date, then principal; what is
// left beyond the payoff is an overpayment to refund (decision 0730, server/repayment/allocation.ts, the one place a
// payment is split). What a borrower would notice: principal paid while interest or a fee is still owed, or parts
// that do not add up to what they paid.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '#src/domain/iso-date.ts';
import { accrueTo, openingBalance } from '#src/domain/lending/payoff.ts';
import { allocate } from '#server/repayment/allocation.ts';
import { annualRates, principals, startDates } from './loans.ts';

const fees = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 }));
const amounts = fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 1_500_000 }));

describe('a payment split fees, interest, principal (money rule)', () => {
  it('adds up to the payment and takes each part only when the one before is paid in full', () => {
    fc.assert(
      fc.property(principals, annualRates, startDates, fc.integer({ min: 0, max: 120 }), fees, amounts, (principal, rate, start, days, feesOwed, amount) => {
        const balance = openingBalance(principal, start, rate);
        const date = addDays(start, days);
        const interestOwed = accrueTo(balance, date).unpaidInterest;
        const split = allocate(balance, feesOwed, { date, amountCents: amount });
        expect(split.feeCents + split.interestCents + split.principalCents + split.overpaymentCents).toBe(amount);
        expect(split.feeCents).toBe(Math.min(feesOwed, amount));
        expect(split.interestCents).toBe(Math.min(interestOwed, amount - split.feeCents));
        expect(split.principalCents).toBe(Math.min(principal, amount - split.feeCents - split.interestCents));
        if (split.interestCents > 0) expect(split.feeCents).toBe(feesOwed);
        if (split.principalCents > 0) expect(split.interestCents).toBe(interestOwed);
        if (split.overpaymentCents > 0) expect(split.principalCents).toBe(principal);
        // What the loan owes afterwards is what it owed less what went to it.
        expect(split.balance.principal).toBe(principal - split.principalCents);
        expect(split.balance.unpaidInterest).toBe(interestOwed - split.interestCents);
        expect(split.balance.accruedThrough).toBe(date);
      }),
    );
  });
});
