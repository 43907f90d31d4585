// The sandbox ACH processor (decision 0730): an ACH debit is pending (1) from its date until it settles
// ACH_SETTLE_BUSINESS_DAYS business days later (checked, 3), or comes back returned (rejected, -1) with a Nacha
// return code. A return flips the row's status and replays the ledger: the balance comes back, a paid-off loan
// opens again; it counts toward the two failures in a row that stop automatic withdrawals (12 CFR 1041.8).
// An automatic payment from an authorized debit card is answered at once: checked, or rejected and counted the same.
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MODE, TRANSACTION_STATUS, TRANSACTION_TYPE } from '#src/domain/codes/payment.ts';
import { couponPaymentReturned, couponPaymentSettled } from '../coupons/settlement.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { loanPayment, type LoanPaymentRow, type LoanRow, type PaymentCardRow } from '../db/schema.ts';
import { cancelPendingJobs, enqueueJob } from '../jobs/queue.ts';
import { recordWithdrawalFailure, recordWithdrawalSuccess, type Autopay } from './autopay.ts';
import { cardDeclineOf } from './cards.ts';
import { hasLedger, openLedger, rebuild, recordPayment, type Db, type Ledger, type NewPayment } from './ledger.ts';
import { cancelSettlement, mailJob, planJobs, REPAYMENT_JOB, settleInstant } from './plan.ts';
import type { PlannedWithdrawal, WithdrawalSource } from './withdrawals.ts';

/** What a borrower's save read of the loan in its transaction, on the locked row: a payment does not change it. */
export type KnownOfLoan = { ledger: Ledger; autopay: Autopay; source: WithdrawalSource };

/** The return codes the sandbox takes (`npm run ops -- return <loanNo> --reason R01`), in the borrower's words. */
export const RETURN_REASONS = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R08: 'Payment stopped',
} as const;
export type ReturnCode = keyof typeof RETURN_REASONS;
export const isReturnCode = (code: string): code is ReturnCode => Object.hasOwn(RETURN_REASONS, code);

/** Writes a payment, replays, plans what follows: the settlement of an ACH debit, the e-mail of a card payment. */
/** `known`: what the caller read in this transaction on the locked loan (a borrower's save): not read again. */
export async function takePayment(db: Db, row: LoanRow, payment: NewPayment, at: Date, known?: KnownOfLoan) {
  const taken = await recordPayment(db, row, payment, at, known?.ledger);
  if (payment.mode === PAYMENT_MODE.ach) {
    await enqueueJob(db, at, {
      kind: REPAYMENT_JOB.settle,
      loanId: row.id,
      payload: { paymentId: taken.payment.id },
      runAt: settleInstant(payment.paymentDate),
    });
  } else if (payment.status === TRANSACTION_STATUS.checked) {
    await mailJob(db, taken.loan, at, 'payment-received', { paymentId: taken.payment.id });
  }
  await planJobs(db, taken.loan, taken.state, taken.ledger.payments, at, known && { autopay: known.autopay, source: known.source });
  return taken;
}

/** Pending to checked; the run of failures ends. */
export async function settlePayment(db: Db, row: LoanRow, payment: LoanPaymentRow, at: Date): Promise<boolean> {
  if (payment.status !== TRANSACTION_STATUS.pending) return false;
  await db.update(loanPayment).set({ status: TRANSACTION_STATUS.checked, settledAt: at }).where(eq(loanPayment.id, payment.id));
  await cancelSettlement(db, row.id, payment.id, at);
  if (payment.mode === PAYMENT_MODE.ach) await recordWithdrawalSuccess(db, row.customerId, at);
  await mailJob(db, row, at, 'payment-received', { paymentId: payment.id });
  await couponPaymentSettled(db, row, payment, at);
  return true;
}

/** Pending to rejected with the bank's code; the ledger replayed; the second failure in a row stops autopay. */
export async function returnPayment(db: Db, row: LoanRow, payment: LoanPaymentRow, code: ReturnCode, at: Date) {
  await db
    .update(loanPayment)
    .set({ status: TRANSACTION_STATUS.rejected, returnCode: code, returnReason: RETURN_REASONS[code], returnedAt: at })
    .where(eq(loanPayment.id, payment.id));
  await cancelSettlement(db, row.id, payment.id, at);
  // A coupon's payment ends its coupon first: the replay then leaves out its later payments and plans withdrawals again.
  const current = await couponPaymentReturned(db, row, payment, at);
  const rebuilt = await rebuild(db, current, at);
  return { ...rebuilt, ...(await afterFailedWithdrawal(db, rebuilt, payment.id, at)) };
}

/** A failed withdrawal counted (12 CFR 1041.8), the borrower told, automatic ones stopped at the second, jobs re-planned. */
async function afterFailedWithdrawal(db: Db, rebuilt: Awaited<ReturnType<typeof rebuild>>, paymentId: string, at: Date) {
  const { failures, stopped } = await recordWithdrawalFailure(db, rebuilt.loan, at);
  await mailJob(db, rebuilt.loan, at, 'payment-failed', { paymentId });
  if (stopped.length > 0) {
    await mailJob(db, rebuilt.loan, at, 'autopay-stopped', { failures: String(failures), loanNos: stopped.map((one) => one.loanNo).join(',') });
    for (const one of stopped) if (one.id !== rebuilt.loan.id) await cancelPendingJobs(db, one.id, at, [REPAYMENT_JOB.withdraw]);
  }
  await planJobs(db, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, at);
  return { failures, stopped };
}

/**
 * An automatic payment on its due date from the debit card the borrower authorized (107): the sandbox processor
 * answers at once. Approved: a checked row, the ledger replayed, the run of failures ended, "payment received".
 * Declined: a rejected row with why (the installment is owed again and taken with the next one), counted as a failed
 * withdrawal (12 CFR 1041.8), "payment failed". All in the job's transaction on the locked loan.
 */
export async function chargeCardWithdrawal(db: Db, row: LoanRow, card: PaymentCardRow, next: PlannedWithdrawal, today: IsoDate, at: Date) {
  const payment: NewPayment = {
    mode: PAYMENT_MODE.debitCard,
    changeType: null,
    purpose: 'installment',
    paymentDate: today,
    amountCents: next.amountCents,
    transactionFeeCents: next.feeCents,
    status: TRANSACTION_STATUS.checked,
    installmentNumber: next.installmentNumber,
    retry: next.retry,
    cardId: card.id,
  };
  const declined = cardDeclineOf(card, today);
  if (!declined) {
    const taken = await takePayment(db, row, payment, at);
    await recordWithdrawalSuccess(db, row.customerId, at);
    return { ...taken, failures: 0, stopped: [] as LoanRow[] };
  }
  const rejected = await recordPayment(db, row, { ...payment, status: TRANSACTION_STATUS.rejected, returnCode: CARD_RETURN_CODE, returnReason: declined }, at);
  return { ...rejected, ...(await afterFailedWithdrawal(db, rejected, rejected.payment.id, at)) };
}

/** The return code a declined card payment is kept with (as a coupon's declined card payment, decision 0750). */
export const CARD_RETURN_CODE = 'CARD';

/** The loan's ACH debits still pending, oldest first. */
export async function pendingAchDebits(db: Db, loanId: string): Promise<LoanPaymentRow[]> {
  return db
    .select()
    .from(loanPayment)
    .where(
      and(
        eq(loanPayment.loanId, loanId),
        eq(loanPayment.type, TRANSACTION_TYPE.debit),
        eq(loanPayment.mode, PAYMENT_MODE.ach),
        eq(loanPayment.status, TRANSACTION_STATUS.pending),
      ),
    )
    .orderBy(loanPayment.seq);
}

/** The loan's newest pending ACH debit: the one a bank return names in the sandbox. */
export async function latestPendingAchDebit(db: Db, loanId: string): Promise<LoanPaymentRow | undefined> {
  return (await pendingAchDebits(db, loanId)).at(-1);
}

/**
 * A loan just became 202: its ledger opens (the funding credit, the disclosed installments, autopay as the borrower
 * authorized it), the loan is replayed, the first withdrawal planned and, with autopay, its notice sent (12 CFR
 * 1041.9(b): at least three business days before it; the first installment is a week or more after funding, and a
 * withdrawal the notice would reach later waits for it, planWithdrawal).
 */
export async function openRepayment(db: Db, row: LoanRow, at: Date): Promise<void> {
  await openLedger(db, row, at);
  if (!(await hasLedger(db, row.id))) return;
  const rebuilt = await rebuild(db, row, at);
  await planJobs(db, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, at, { firstNotice: true });
}
