// The next automatic withdrawal and why it is unusual (12 CFR 1041.9(c)): an amount or a date other than the
// installment as originally scheduled, another channel than the loan's repayment mode, or a withdrawal that takes
// again what a returned (or declined) one did not get. Taken by ACH, or from the debit card the borrower authorized
// (107) with the card's fee on top when the schedule does not hold it. Pure, from a replay.
import type { NextWithdrawal } from '#src/api/contract/repayment.ts';
import { shiftToBusinessDay } from '#src/domain/calendar.ts';
import { PAYMENT_MODE, TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import type { LoanPaymentRow } from '../db/schema.ts';
import { isOpen, type Replay } from './replay.ts';

/** A withdrawal is taken on the due date, or the next business day when the due date is not one. */
export const withdrawalDateOf = (dueDate: IsoDate) => shiftToBusinessDay(dueDate, 1);

export type PlannedWithdrawal = NextWithdrawal & { installmentNumber: number; retry: boolean };

/** Where an automatic withdrawal is taken from: the bank account by ACH, or the authorized debit card. */
export type WithdrawalSource = {
  mode: typeof PAYMENT_MODE.ach | typeof PAYMENT_MODE.debitCard;
  /** The account's or the card's last four digits. */
  last4: string;
  /** Added to the installment: the card's fee when the schedule does not already hold it; 0 by ACH. */
  feeCents: number;
};

export function nextWithdrawalOf(
  state: Replay,
  payments: readonly LoanPaymentRow[],
  loan: { repaymentMode: number | null },
  today: IsoDate,
  source: WithdrawalSource,
): PlannedWithdrawal | null {
  const open = state.installments.filter(isOpen);
  const returnedNumbers = new Set(
    payments.filter((row) => row.status === TRANSACTION_STATUS.rejected && row.installmentNumber !== null).map((row) => row.installmentNumber),
  );
  // A returned installment is never taken again on its own: it goes with the next one.
  const next = open.find((one) => one.dueDate >= today && !returnedNumbers.has(one.number));
  if (!next) return null;
  const pastDue = open.filter((one) => one.number < next.number && (one.dueDate < today || returnedNumbers.has(one.number)));
  const retry = pastDue.some((one) => returnedNumbers.has(one.number));
  // A returned installment is taken again with the next one; one never tried (autopay was stopped) is the borrower's to pay.
  const taken = [...(retry ? pastDue.filter((one) => returnedNumbers.has(one.number)) : []), next];
  const interestCents = taken.reduce((sum, one) => sum + Math.max(0, one.interestCents - one.paidInterestCents), 0);
  const dueCents = taken.reduce((sum, one) => sum + one.paymentCents - one.paidCents, 0);
  const date = withdrawalDateOf(next.dueDate);
  const unusual: NextWithdrawal['unusual'] = [];
  if (next.scheduledPaymentCents !== null && dueCents !== next.scheduledPaymentCents) unusual.push('amount');
  if (next.scheduledDueDate !== null && date !== withdrawalDateOf(next.scheduledDueDate)) unusual.push('date');
  if (loan.repaymentMode !== null && loan.repaymentMode !== source.mode) unusual.push('channel');
  if (retry) unusual.push('retry');
  return {
    date,
    amountCents: dueCents + source.feeCents,
    mode: source.mode,
    accountLast4: source.last4,
    // The remaining split; what is not interest is principal, so the three add up to the amount.
    principalCents: dueCents - Math.min(interestCents, dueCents),
    interestCents: Math.min(interestCents, dueCents),
    feeCents: source.feeCents,
    unusual,
    installmentNumber: next.number,
    retry,
  };
}
