// The application locked after signing (issue 12, decision 0720 point 12): once the loan made from it is signed,
// the application is what the agreement was made of, and the borrower changes none of it (answers, bank account,
// bank verification, statements) until the loan is withdrawn or closed, which frees the application (a withdrawal
// withdraws it, a new one may be started; a decline refuses it). The calls that change an application ask here.
import { and, eq, exists, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LOAN_STATUS, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { loan } from '../db/schema.ts';

/** Whether a signed loan of this application is still open (originating, approved, funding or being repaid). */
export async function lockedBySignedLoan(db: Pick<AppDatabase, 'select'>, applicationId: string): Promise<boolean> {
  const [row] = await db.select({ id: loan.id }).from(loan).where(openSignedLoanOf(applicationId)).limit(1);
  return row !== undefined;
}

/** The same question inside another query (`applicationId` a column of its row): one round trip for a read. */
export function lockedBySignedLoanSql(db: Pick<AppDatabase, 'select'>, applicationId: SQLWrapper): SQL {
  return exists(db.select({ id: loan.id }).from(loan).where(openSignedLoanOf(applicationId)));
}

/**
 * Withdrawn and terminated loans free the application. Written out as the one-open-loan index's condition is
 * (schema.ts), not as parameters: a plan made once for a prepared statement can then find the loan by that index
 * (decision 0214, fourth pass); with parameters it read every loan.
 */
const FREEING_STATUSES = sql.raw(`${LOAN_STATUS.withdrawn}, ${LOAN_STATUS.terminated}`);

function openSignedLoanOf(applicationId: string | SQLWrapper) {
  return and(eq(loan.applicationId, applicationId), eq(loan.signatureStatus, SIGNATURE_STATUS.signed), sql`${loan.loanStatus} not in (${FREEING_STATUSES})`);
}
