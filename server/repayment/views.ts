// The replay as the contract shows it (src/api/contract/repayment.ts): installments with their state, totals,
// a new schedule beside the old one, and the transactions. Pure.
import type { LateChargeView, LoanInstallment, LoanTransaction, NewSchedule } from '#src/api/contract/repayment.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { INSTALLMENT_FLAG, TRANSACTION_STATUS, TRANSACTION_TYPE } from '#src/domain/codes/payment.ts';
import type { LoanLateChargeRow, LoanPaymentRow } from '../db/schema.ts';
import { isCancelled, isOpen, type PlanInstallment, type Replay } from './replay.ts';

/**
 * paid, pending (covered by a payment not yet settled), cancelled, past due, due (the next one), upcoming. A loan with
 * collections (205) has its installments still to pay flagged collection (8, spec section 3).
 */
export function installmentsView(installments: readonly PlanInstallment[], today: IsoDate, { inCollection = false } = {}): LoanInstallment[] {
  const firstDue = installments.find((one) => isOpen(one) && one.dueDate >= today);
  return installments.map((one) => {
    let state: LoanInstallment['state'];
    if (isCancelled(one)) state = 'cancelled';
    else if (!isOpen(one)) state = one.pendingCents > 0 ? 'pending' : 'paid';
    else if (one.dueDate < today) state = 'pastDue';
    else state = one === firstDue ? 'due' : 'upcoming';
    return {
      number: one.number,
      dueDate: one.dueDate,
      paymentCents: one.principalCents + one.interestCents + one.feeCents,
      principalCents: one.principalCents,
      interestCents: one.interestCents,
      feeCents: one.feeCents,
      paidCents: one.paidCents,
      flags: inCollection && isOpen(one) ? one.flags | INSTALLMENT_FLAG.collection : one.flags,
      state,
    };
  });
}

export function totalsOf(installments: readonly LoanInstallment[]) {
  const kept = installments.filter((one) => one.state !== 'cancelled');
  const sum = (pick: (one: LoanInstallment) => number) => kept.reduce((total, one) => total + pick(one), 0);
  return {
    paymentCents: sum((one) => one.paymentCents),
    principalCents: sum((one) => one.principalCents),
    interestCents: sum((one) => one.interestCents),
    feeCents: sum((one) => one.feeCents),
    paidCents: sum((one) => one.paidCents),
  };
}

/** The open installments after a change, beside those open before it. */
export function newScheduleOf(
  before: readonly PlanInstallment[],
  after: readonly PlanInstallment[],
  today: IsoDate,
  { inCollection = false } = {},
): NewSchedule {
  const openBefore = before.filter(isOpen);
  const installments = installmentsView(after, today, { inCollection }).filter((_, index) => isOpen(after[index]!));
  const { paidCents: _paid, ...totals } = totalsOf(installments);
  return {
    installments,
    totals,
    previousCount: openBefore.length,
    previousTotalCents: openBefore.reduce((sum, one) => sum + one.paymentCents - one.paidCents, 0),
  };
}

export function transactionsView(payments: readonly LoanPaymentRow[]): LoanTransaction[] {
  return [...payments]
    .sort((a, b) => (a.paymentDate === b.paymentDate ? b.seq - a.seq : a.paymentDate < b.paymentDate ? 1 : -1))
    .map((row) => ({
      transactionId: row.id,
      date: row.paymentDate,
      type: row.type as LoanTransaction['type'],
      mode: row.mode as LoanTransaction['mode'],
      changeType: row.changeType as LoanTransaction['changeType'],
      amountCents: row.amountCents,
      principalCents: row.principalCents,
      interestCents: row.interestCents,
      feeCents: row.feeCents,
      status: row.status as LoanTransaction['status'],
      returnCode: row.returnCode,
      returnReason: row.returnReason,
    }));
}

/** Paid so far and what of it is still being collected: debits not returned, the card fee excluded. */
export function paidOf(payments: readonly LoanPaymentRow[]) {
  const debits = payments.filter((row) => row.type === TRANSACTION_TYPE.debit && row.status !== TRANSACTION_STATUS.rejected);
  const net = (row: LoanPaymentRow) => row.amountCents - row.transactionFeeCents;
  return {
    paidCents: debits.reduce((sum, row) => sum + net(row), 0),
    pendingCents: debits.filter((row) => row.status === TRANSACTION_STATUS.pending).reduce((sum, row) => sum + net(row), 0),
  };
}

/** The agreement's late charges, the latest first: which installment, when, how much, and what is paid of it. */
export function lateChargesView(state: Pick<Replay, 'lateCharges'>, rows: readonly LoanLateChargeRow[]): LateChargeView[] {
  return rows
    .map((row) => {
      const replayed = state.lateCharges.find((one) => one.id === row.id);
      return {
        installmentNumber: row.installmentNumber,
        dueDate: row.dueDate,
        chargedOn: row.chargedOn,
        amountCents: row.amountCents,
        paidCents: replayed?.paidCents ?? 0,
        waivedCents: replayed?.waivedCents ?? 0,
      };
    })
    .sort((a, b) => (a.chargedOn === b.chargedOn ? b.installmentNumber - a.installmentNumber : a.chargedOn < b.chargedOn ? 1 : -1));
}
