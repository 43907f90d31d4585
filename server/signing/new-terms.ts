// New terms confirmed in the wizard (decision 0720 point 16): the agreement still waiting for a signature was
// made of the old terms, so it is voided (4) in the confirming transaction itself. Nobody can sign the old terms
// in the moment before the next send-loan-agreement makes the new agreement: a signature of it answers -12106
// (signing-service.ts), and every tab waiting on it is told with its own ticket and status 4, delivered at the
// commit or never (notifyIn), so the signing page fetches the new agreement before the borrower presses Sign.
import { eq } from 'drizzle-orm';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { loanAgreement, type LoanRow } from '../db/schema.ts';
import { notifyIn } from '../realtime.ts';
import { statusOf, waitingAgreementOf } from './agreement-rows.ts';
import { takeWaitingSessions } from './signing-links.ts';

/** Voids the loan's waiting agreement, if any, and tells its waiting tabs; in the caller's transaction, on the loan row it locked or changed. */
export async function voidForNewTerms(tx: AppDatabase, row: Pick<LoanRow, 'id'>, at: Date): Promise<void> {
  const waiting = await waitingAgreementOf(tx, row.id);
  if (!waiting) return;
  // One past its 72 hours ends as expired, as sending again would end it (agreement-rows.ts agreementToSend).
  const ended = statusOf(waiting, at) === SIGNATURE_STATUS.expired ? SIGNATURE_STATUS.expired : SIGNATURE_STATUS.voided;
  await tx.update(loanAgreement).set({ signStatus: ended, updatedAt: at }).where(eq(loanAgreement.id, waiting.id));
  // The tabs forget the old agreement: the page registers again with the new one when it fetches it.
  for (const sessionId of await takeWaitingSessions(tx, waiting.id)) {
    await notifyIn(tx, sessionId, { type: 'sign-status', ticket: waiting.ticket, signStatus: ended });
  }
}
