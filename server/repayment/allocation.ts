// How a payment is split (decision 0730), in ONE place: fees owed first, then interest, then principal; what is
// left beyond the payoff is an overpayment (to be refunded). The interest arithmetic is the domain library's
// (src/domain/lending/payoff.ts, applyPayment): this module only puts the fees in front of it.
import type { IsoDate } from '#src/domain/iso-date.ts';
import { applyPayment, type LoanBalance } from '#src/domain/lending/payoff.ts';

export type Allocation = {
  /** The balance after the payment, accrued through its date. */
  balance: LoanBalance;
  feeCents: number;
  interestCents: number;
  principalCents: number;
  overpaymentCents: number;
};

/**
 * A payment applied on its date: to the fees owed, then to the interest accrued by that date, then to principal.
 * `amountCents` is what reaches the loan (a card fee is the processor's, never applied here).
 */
export function allocate(balance: LoanBalance, feesOwedCents: number, payment: { date: IsoDate; amountCents: number }): Allocation {
  const feeCents = Math.min(feesOwedCents, payment.amountCents);
  const applied = applyPayment(balance, { date: payment.date, amount: payment.amountCents - feeCents });
  return {
    balance: applied.balance,
    feeCents,
    interestCents: applied.interestPaid,
    principalCents: applied.principalPaid,
    overpaymentCents: applied.overpayment,
  };
}
