// Where a coupon stands and how the loan's collecting substatus moves with it (decision 0750): notified 205002
// when issued, accepted 205004 / re-planned 205005 when scheduled, settled 205001 / cleared 205007 when paid,
// rejected 205006 when it expires untaken or a payment comes back. Each move is a loan_decision row (the audit).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { COLLECTING_SUBSTATUS, LOAN_STATUS } from '#src/domain/codes/loan.ts';
import { TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import { formatDate } from '#src/domain/format.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { coupon, couponPayment, job, loan, loanDecision, loanPayment, type CouponRow, type LoanRow } from '../db/schema.ts';
import { isPending } from '../jobs/queue.ts';
import type { Db } from '../repayment/ledger.ts';
import { cancelSettlement } from '../repayment/plan.ts';

export const COUPON_JOB = {
  /** The offer (with its link) or the confirmation of what was scheduled, rendered when it runs. */
  mail: 'coupon-mail',
  /** The day after the coupon's last day: still untaken, it is rejected. */
  expire: 'coupon-expire',
  /** A card payment of a coupon plan, charged at 08:00 New York on its date. */
  charge: 'coupon-charge',
} as const;

export const isInEffect = (row: Pick<CouponRow, 'status'>) => row.status === 'issued' || row.status === 'accepted';

/** Issued and past its last day: ended, whether or not the expiry job has run yet. */
export const hasLapsed = (row: Pick<CouponRow, 'status' | 'expiresOn'>, today: IsoDate) => row.status === 'issued' && today > row.expiresOn;

/** 1 in effect, or -1 with the reason in the borrower's words (check-coupon's validity, spec section 3). */
export function validityOf(row: CouponRow, loanRow: Pick<LoanRow, 'loanStatus'>, today: IsoDate): { validity: 1 | -1; reason: string | null } {
  const ended = (reason: string) => ({ validity: -1 as const, reason });
  if (row.status === 'settled' || row.status === 'cleared') return ended('This offer was used: your loan is settled.');
  if (row.status === 'retired') return ended('A newer offer replaced this one. Please use the link in your latest e-mail.');
  if (row.status === 'rejected' && row.endedReason === 'returned') return ended('A payment of this offer was returned by your bank, so the offer ended.');
  if (row.status === 'rejected' || hasLapsed(row, today)) return ended(`This offer ended on ${formatDate(row.expiresOn, 'MMMM D, YYYY')}.`);
  if (loanRow.loanStatus !== LOAN_STATUS.collecting) return ended('Your loan is no longer with our collections team.');
  return { validity: 1, reason: null };
}

/** The loan's collecting substatus moved, with the audit row. */
export async function moveSubStatus(db: Db, row: LoanRow, subStatus: number, action: string, operator: string, reason: string, at: Date): Promise<LoanRow> {
  const [moved] = await db.update(loan).set({ loanSubStatus: subStatus, updatedAt: at }).where(eq(loan.id, row.id)).returning();
  await db.insert(loanDecision).values({
    loanId: row.id,
    action,
    fromStatus: row.loanStatus,
    fromSubStatus: row.loanSubStatus,
    toStatus: moved!.loanStatus,
    toSubStatus: subStatus,
    reason,
    operator,
    at,
  });
  return moved!;
}

export async function updateCoupon(db: Db, id: string, set: Partial<CouponRow>, at: Date): Promise<CouponRow> {
  const [row] = await db
    .update(coupon)
    .set({ ...set, updatedAt: at })
    .where(eq(coupon.id, id))
    .returning();
  return row!;
}

/**
 * The coupon's payments not yet taken (dated after today) are called off: rejected on the ledger with the reason,
 * their settlement or charge cancelled. One already with the bank finishes as the bank says.
 */
export async function cancelScheduledPayments(db: Db, row: CouponRow, at: Date): Promise<void> {
  const today = businessToday(at.getTime());
  const scheduled = await db
    .select({ id: loanPayment.id, loanId: loanPayment.loanId })
    .from(couponPayment)
    .innerJoin(loanPayment, eq(loanPayment.id, couponPayment.loanPaymentId))
    .where(and(eq(couponPayment.couponId, row.id), eq(loanPayment.status, TRANSACTION_STATUS.pending), sql`${loanPayment.paymentDate} > ${today}`));
  if (scheduled.length === 0) return;
  const ids = scheduled.map((one) => one.id);
  await db
    .update(loanPayment)
    .set({ status: TRANSACTION_STATUS.rejected, returnReason: 'Cancelled: the offer ended before this payment was taken', returnedAt: at })
    .where(inArray(loanPayment.id, ids));
  await db.update(couponPayment).set({ cancelledAt: at }).where(inArray(couponPayment.loanPaymentId, ids));
  for (const one of scheduled) {
    await cancelSettlement(db, one.loanId, one.id, at);
    await db
      .update(job)
      .set({ cancelledAt: at })
      .where(and(eq(job.loanId, one.loanId), eq(job.kind, COUPON_JOB.charge), isPending, sql`${job.payload}->>'paymentId' = ${one.id}`));
  }
}

/** The coupon is rejected (expired untaken, or a payment returned): the loan 205006, its later payments called off. */
export async function rejectCoupon(db: Db, loanRow: LoanRow, row: CouponRow, why: 'expired' | 'returned', at: Date, operator: string): Promise<LoanRow> {
  await cancelScheduledPayments(db, row, at);
  // The token stays until it expires: a borrower with the page open is told why the offer ended.
  await updateCoupon(db, row.id, { status: 'rejected', endedReason: why, endedAt: at }, at);
  if (loanRow.loanStatus !== LOAN_STATUS.collecting) return loanRow;
  const reason =
    why === 'expired'
      ? `Coupon ${row.code} expired untaken after ${row.expiresOn}.`
      : `A payment of coupon ${row.code} was returned: the offer ended, its later payments were cancelled.`;
  return moveSubStatus(db, loanRow, COLLECTING_SUBSTATUS.rejected, `coupon-${why}`, operator, reason, at);
}
