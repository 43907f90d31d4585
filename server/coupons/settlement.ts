// A coupon's payments meeting the bank (decision 0750). When the last one settles, what is left on the loan is
// forgiven by one ledger event (loan_forgiveness, replayed like a payment) and the loan is settled 205001 (it paid
// less than it owed when the offer was made) or cleared 205007 (it paid all of it). A returned one rejects the
// coupon (205006): its later payments are called off and the schedule's withdrawals come back.
import { and, eq, inArray } from 'drizzle-orm';
import { COLLECTING_SUBSTATUS } from '#src/domain/codes/loan.ts';
import { TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import { coupon, couponPayment, loanForgiveness, loanPayment, type CouponRow, type LoanPaymentRow, type LoanRow } from '../db/schema.ts';
import { ledgerOf, rebuild, replayOf, type Db } from '../repayment/ledger.ts';
import { planJobs } from '../repayment/plan.ts';
import { moveSubStatus, rejectCoupon, updateCoupon } from './lifecycle.ts';

const SYSTEM = 'system:coupon';

async function couponOfPayment(db: Db, paymentId: string): Promise<CouponRow | undefined> {
  const [found] = await db
    .select({ coupon })
    .from(couponPayment)
    .innerJoin(coupon, eq(coupon.id, couponPayment.couponId))
    .where(eq(couponPayment.loanPaymentId, paymentId));
  return found?.coupon;
}

/** The coupon's payments on the ledger, called-off ones left out. */
export async function paymentsOfCoupon(db: Db, couponId: string): Promise<LoanPaymentRow[]> {
  const rows = await db
    .select({ payment: loanPayment, cancelledAt: couponPayment.cancelledAt })
    .from(couponPayment)
    .innerJoin(loanPayment, eq(loanPayment.id, couponPayment.loanPaymentId))
    .where(eq(couponPayment.couponId, couponId))
    .orderBy(loanPayment.paymentDate, loanPayment.seq);
  return rows.filter((one) => one.cancelledAt === null).map((one) => one.payment);
}

/** Every payment of an accepted coupon has settled: the rest is forgiven, the loan settled or cleared. */
export async function settleIfPaid(db: Db, loanRow: LoanRow, row: CouponRow, at: Date): Promise<LoanRow> {
  if (row.status !== 'accepted') return loanRow;
  const payments = await paymentsOfCoupon(db, row.id);
  if (payments.length === 0 || payments.some((one) => one.status !== TRANSACTION_STATUS.checked)) return loanRow;
  const cleared = row.settlementCents >= row.owedWhenIssuedCents;
  const moved = await moveSubStatus(
    db,
    loanRow,
    cleared ? COLLECTING_SUBSTATUS.cleared : COLLECTING_SUBSTATUS.settled,
    cleared ? 'coupon-cleared' : 'coupon-settled',
    SYSTEM,
    `Coupon ${row.code}: every payment settled; what is left is forgiven.`,
    at,
  );
  // Forgiven as of the last payment's day: no interest accrues on a settled loan after it.
  const lastDay = payments.at(-1)!.paymentDate;
  const preview = replayOf(await ledgerOf(db, moved), [{ kind: 'forgive', id: 'preview', seq: Number.MAX_SAFE_INTEGER, date: lastDay }]);
  const left = preview.forgiven.get('preview')!;
  if (left.principalCents + left.interestCents > 0) {
    await db.insert(loanForgiveness).values({ loanId: moved.id, couponId: row.id, effectiveDate: lastDay, ...left, createdAt: at });
  }
  const rebuilt = await rebuild(db, moved, at);
  // The token stays until it expires: a borrower with the page open sees the loan settled, not a question again.
  await updateCoupon(db, row.id, { status: cleared ? 'cleared' : 'settled', endedAt: at }, at);
  await planJobs(db, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, at);
  return rebuilt.loan;
}

/** A payment settled (processor.ts): the coupon it belongs to may now be paid. */
export async function couponPaymentSettled(db: Db, loanRow: LoanRow, payment: LoanPaymentRow, at: Date): Promise<void> {
  const row = await couponOfPayment(db, payment.id);
  if (row) await settleIfPaid(db, loanRow, row, at);
}

/** A payment came back (processor.ts), before the ledger is replayed: its coupon, if still running, is rejected. */
export async function couponPaymentReturned(db: Db, loanRow: LoanRow, payment: LoanPaymentRow, at: Date): Promise<LoanRow> {
  const row = await couponOfPayment(db, payment.id);
  if (!row || row.status !== 'accepted') return loanRow;
  return rejectCoupon(db, loanRow, row, 'returned', at, SYSTEM);
}

/** The coupon in effect on a loan (issued or accepted), if any. */
export async function couponInEffect(db: Db, loanId: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupon)
    .where(and(eq(coupon.loanId, loanId), inArray(coupon.status, ['issued', 'accepted'])));
  return row;
}
