// A loan's balance on any date: the payoff amount, a payment applied interest first, and the
// remaining installments rebuilt from that date.
import type { IsoDate } from '../iso-date.ts';
import { accruedInterest, assertCents, type AnnualRateBps } from './interest.ts';
import { buildSchedule, type Schedule } from './schedule.ts';

/** What a borrower owes, as of the date interest has been accrued to. */
export type LoanBalance = {
  principal: number;
  /** Interest earned and not yet paid, in cents. */
  unpaidInterest: number;
  /** Interest is accrued up to and including this date. */
  accruedThrough: IsoDate;
  annualRateBps: AnnualRateBps;
};

export type PaymentAllocation = {
  /** The balance after the payment, accrued through the payment date. */
  balance: LoanBalance;
  interestPaid: number;
  principalPaid: number;
  /** Paid beyond the payoff amount: to be refunded. */
  overpayment: number;
};

/** A new loan's balance on its disbursement date. */
export function openingBalance(principal: number, disbursementDate: IsoDate, annualRateBps: AnnualRateBps): LoanBalance {
  assertCents(principal, 'The principal');
  return { principal, unpaidInterest: 0, accruedThrough: disbursementDate, annualRateBps };
}

/** The balance with interest accrued to a later date. */
export function accrueTo(balance: LoanBalance, date: IsoDate): LoanBalance {
  if (date < balance.accruedThrough) throw new RangeError(`Interest is already accrued through ${balance.accruedThrough}, after ${date}`);
  const earned = accruedInterest(balance.principal, balance.annualRateBps, balance.accruedThrough, date);
  return { ...balance, unpaidInterest: balance.unpaidInterest + earned, accruedThrough: date };
}

/** Everything owed on a date: principal, unpaid interest and the interest accrued until then. */
export function payoffAmount(balance: LoanBalance, date: IsoDate): number {
  const accrued = accrueTo(balance, date);
  return accrued.principal + accrued.unpaidInterest;
}

/** A payment on a date pays the interest owed first, then principal; any excess is an overpayment. */
export function applyPayment(balance: LoanBalance, payment: { date: IsoDate; amount: number }): PaymentAllocation {
  assertCents(payment.amount, 'A payment');
  const accrued = accrueTo(balance, payment.date);
  const interestPaid = Math.min(payment.amount, accrued.unpaidInterest);
  const principalPaid = Math.min(payment.amount - interestPaid, accrued.principal);
  return {
    balance: { ...accrued, principal: accrued.principal - principalPaid, unpaidInterest: accrued.unpaidInterest - interestPaid },
    interestPaid,
    principalPaid,
    overpayment: payment.amount - interestPaid - principalPaid,
  };
}

/** The remaining installments re-levelled over the due dates still ahead, from the balance's date. */
export function rescheduleFrom(balance: LoanBalance, dueDates: readonly IsoDate[]): Schedule {
  const ahead = dueDates.filter((dueDate) => dueDate > balance.accruedThrough);
  return buildSchedule({
    principal: balance.principal,
    startDate: balance.accruedThrough,
    annualRateBps: balance.annualRateBps,
    dueDates: ahead,
    carriedInterest: balance.unpaidInterest,
  });
}
