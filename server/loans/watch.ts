// The home page's tracker, pushed (issue 12, decision 0720 point 11): a tab showing a signed loan in progress
// asks to watch it (watch-loan, with its realtime session id), and every change of the loan's status or tracker
// is then announced on that tab's channel as { type: 'loan-status', loanNo, loanStatus, tracker }, in the
// transaction of the change (delivered at its commit, never for a change rolled back). The tabs are kept with the
// loan's signed agreement (agreement_waiting_session, the newest 30), the same rows that told them of the
// signature: a loan is watched from its signature on.
import { and, eq } from 'drizzle-orm';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type { watchLoan } from '#src/api/contract/loan-life.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { agreementWaitingSession, loan, loanAgreement, type LoanRow } from '../db/schema.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import { notifyIn } from '../realtime.ts';
import { registerWaitingSession } from '../signing/signing-links.ts';

type WatchAnswer = CallResponse<typeof watchLoan>;

/** The loan's signed agreement, whose waiting tabs hear of the loan from then on. */
async function signedAgreementId(db: Pick<AppDatabase, 'select'>, loanId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: loanAgreement.id })
    .from(loanAgreement)
    .where(and(eq(loanAgreement.loanId, loanId), eq(loanAgreement.signStatus, SIGNATURE_STATUS.signed)));
  return row?.id;
}

/** Tells every tab watching the loan its status and tracker now; in the caller's transaction (sent at its commit). */
export async function announceLoanStatus(db: AppDatabase, row: Pick<LoanRow, 'id' | 'loanNo' | 'loanStatus' | 'tracker'>): Promise<void> {
  const sessions = await db
    .select({ sessionId: agreementWaitingSession.sessionId })
    .from(agreementWaitingSession)
    .innerJoin(loanAgreement, eq(loanAgreement.id, agreementWaitingSession.agreementId))
    .where(and(eq(loanAgreement.loanId, row.id), eq(loanAgreement.signStatus, SIGNATURE_STATUS.signed)));
  for (const { sessionId } of sessions) {
    await notifyIn(db, sessionId, { type: 'loan-status', loanNo: row.loanNo, loanStatus: row.loanStatus, tracker: row.tracker });
  }
}

export function loanWatchService(orm: AppDatabase, clock: Clock) {
  /** watch-loan: the signed-in owner's loan only (another customer's is unknown, -10811); its status now. */
  async function watch(customerId: string, loanNo: string, sessionId: string): Promise<WatchAnswer | Refusal> {
    const [row] = await orm
      .select()
      .from(loan)
      .where(and(eq(loan.loanNo, loanNo.toUpperCase()), eq(loan.customerId, customerId)));
    if (!row) return refuse(RESULT.loanNotFound);
    const agreementId = await signedAgreementId(orm, row.id);
    // An unsigned loan (or one made elsewhere, without an agreement) has nothing to push yet: its status is answered.
    if (agreementId) await orm.transaction((tx) => registerWaitingSession(tx, agreementId, sessionId, new Date(clock.now())));
    return { loanNo: row.loanNo, loanStatus: row.loanStatus, tracker: row.tracker as WatchAnswer['tracker'], watched: agreementId !== undefined };
  }
  return { watch };
}

export type LoanWatchService = ReturnType<typeof loanWatchService>;
