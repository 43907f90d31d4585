// identity/authenticate for a coupon link (decision 0750): the link's identifier and the borrower's identity
// answers (the last 4 of the SSN and the date of birth, compared with the loan's borrower) give a random token good
// for 30 minutes. Every mismatch answers the same; five in a row lock the link for 30 minutes, counted on the
// coupon row so that neither a restart nor a second device starts the count again. A link that is unknown, whose
// coupon ended, or whose loan left collection answers -92020043 (the app shows /notification/302).
import { eq } from 'drizzle-orm';
import { COUPON_IDENTITY_ATTEMPTS, COUPON_LOCK_MINUTES } from '#src/api/contract/coupon.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { LOAN_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { coupon, type CouponRow, type LoanRow } from '../db/schema.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import { lockLoan } from '../loans/decisions.ts';
import { hasLapsed, isInEffect, updateCoupon } from './lifecycle.ts';
import { hashOf, newSecret, sameAnswer } from './secrets.ts';

export const COUPON_TOKEN_MINUTES = 30;
const MINUTE = 60_000;

export type IdentityAnswers = { resource: string; ssnLast4: string; dateOfBirth: string };

const usable = (row: CouponRow, loanRow: LoanRow, at: Date) =>
  isInEffect(row) && !hasLapsed(row, businessToday(at.getTime())) && loanRow.loanStatus === LOAN_STATUS.collecting;

export async function authenticateCoupon(orm: AppDatabase, input: IdentityAnswers, at: Date): Promise<{ couponToken: string; expiresAt: string } | Refusal> {
  const [found] = await orm
    .select()
    .from(coupon)
    .where(eq(coupon.identifierHash, hashOf(input.resource)));
  if (!found) return refuse(RESULT.loanStatusInvalid);
  // On the loan row, as every change of the loan's coupon: a schedule or an expiry takes turns with this.
  return orm.transaction(async (tx) => {
    const loanRow = await lockLoan(tx, { id: found.loanId });
    const [row] = await tx.select().from(coupon).where(eq(coupon.id, found.id)).for('update');
    if (!loanRow || !row || !usable(row, loanRow, at)) return refuse(RESULT.loanStatusInvalid);
    if (row.lockedUntil && row.lockedUntil > at) return refuse(RESULT.identityLocked, { lockedUntil: row.lockedUntil.toISOString() });
    // Both compared always: the time taken says nothing about which one matched.
    const ssnMatches = sameAnswer(input.ssnLast4, loanRow.borrowerSsnLast4);
    const birthMatches = sameAnswer(input.dateOfBirth, loanRow.borrowerDateOfBirth);
    if (!ssnMatches || !birthMatches) {
      // A lock that has run out starts the count again.
      const failures = (row.lockedUntil ? 0 : row.failedAttempts) + 1;
      if (failures >= COUPON_IDENTITY_ATTEMPTS) {
        const lockedUntil = new Date(at.getTime() + COUPON_LOCK_MINUTES * MINUTE);
        await updateCoupon(tx, row.id, { failedAttempts: failures, lockedUntil, tokenHash: null, tokenExpiresAt: null }, at);
        return refuse(RESULT.identityLocked, { lockedUntil: lockedUntil.toISOString() });
      }
      await updateCoupon(tx, row.id, { failedAttempts: failures, lockedUntil: null }, at);
      return refuse(RESULT.identityMismatch);
    }
    const couponToken = newSecret();
    const expiresAt = new Date(at.getTime() + COUPON_TOKEN_MINUTES * MINUTE);
    await updateCoupon(tx, row.id, { failedAttempts: 0, lockedUntil: null, tokenHash: hashOf(couponToken), tokenExpiresAt: expiresAt }, at);
    return { couponToken, expiresAt: expiresAt.toISOString() };
  });
}

/** The coupon a token opens, with its loan; an unknown or expired token asks for the answers again (-12404). */
export async function couponOfToken(
  db: Pick<AppDatabase, 'select'>,
  token: string,
  at: Date,
  { lock = false } = {},
): Promise<{ coupon: CouponRow; loanId: string } | Refusal> {
  const query = db
    .select()
    .from(coupon)
    .where(eq(coupon.tokenHash, hashOf(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !row.tokenExpiresAt || row.tokenExpiresAt <= at) return refuse(RESULT.couponTokenExpired);
  return { coupon: row, loanId: row.loanId };
}
