// The loan_agreement rows (decision 0700): the status a borrower meets, and which agreement a loan sends now
// (the waiting one while its terms are unchanged, else a new one, the old one voided or expired). Shared by
// signing-service.ts and the re-dating of a loan whose cut-off passed (redate.ts). Every function takes the
// transaction it writes in.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Agreement, AgreementToSign } from '#src/api/contract/signing.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { loanAgreement, type LoanAgreementRow, type LoanRow } from '../db/schema.ts';
import { termsVersionOf } from './agreement-content.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { sha256Hex } from './signed-pdf.ts';
import { AGREEMENT_VALID_MS } from './signing-links.ts';

type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;
type SignStatus = AgreementToSign['signStatus'];

/** 'ESIGN-' and 24 random base64url characters: opaque, and unique by the column's constraint. */
export const newTicket = () => `ESIGN-${randomBytes(18).toString('base64url')}`;

/** The status as the borrower meets it: a waiting agreement past its 72 hours is expired, written or not. */
export function statusOf(row: Pick<LoanAgreementRow, 'signStatus' | 'expiresAt'>, now: Date): SignStatus {
  return (row.signStatus === SIGNATURE_STATUS.notSigned && row.expiresAt <= now ? SIGNATURE_STATUS.expired : row.signStatus) as SignStatus;
}

/** The agreement of the loan still waiting for a signature (status 0, expired or not). */
export async function waitingAgreementOf(db: Db, loanId: string): Promise<LoanAgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(loanAgreement)
    .where(and(eq(loanAgreement.loanId, loanId), eq(loanAgreement.signStatus, SIGNATURE_STATUS.notSigned)));
  return row;
}

/** The loan's newest agreement, whatever its status. */
export async function latestAgreementOf(db: Db, loanId: string): Promise<LoanAgreementRow | undefined> {
  const [latest] = await db.select().from(loanAgreement).where(eq(loanAgreement.loanId, loanId)).orderBy(desc(loanAgreement.createdAt)).limit(1);
  return latest;
}

const STOPPED: readonly number[] = [SIGNATURE_STATUS.cancelled, SIGNATURE_STATUS.suspended];

/** Whether this agreement is one an operator stopped: cancelled (3) or suspended (5). */
export const isStopped = (row: Pick<LoanAgreementRow, 'signStatus'> | undefined): boolean => row !== undefined && STOPPED.includes(row.signStatus);

/**
 * Whether an operator stopped the loan's signing: an agreement of it is cancelled or suspended and none waits for a
 * signature (sending never makes one after a stopped agreement, so none waits unless an operator resumed it).
 * Read from the statuses, not the newest by creation time, which two agreements made in one instant share.
 */
export async function signingStopped(db: Db, loanId: string): Promise<boolean> {
  const rows = await db.select({ signStatus: loanAgreement.signStatus }).from(loanAgreement).where(eq(loanAgreement.loanId, loanId));
  return rows.some(isStopped) && !rows.some((row) => row.signStatus === SIGNATURE_STATUS.notSigned);
}

/**
 * The loan's agreement to send now: the waiting one when its terms are unchanged and it has not expired,
 * else a new one (the waiting one becomes expired or voided). A cancelled or suspended latest one is answered
 * as it is: an operator stopped the signing, and sending again must not undo that. `created` says a new row
 * was made (and `replaced` the waiting one it ended).
 */
export async function agreementToSend(
  tx: Db,
  loanRow: LoanRow,
  content: Agreement,
  at: Date,
  primaryColor: string,
): Promise<{ row: LoanAgreementRow; send: boolean; created: boolean; replaced: LoanAgreementRow | undefined }> {
  const latest = await latestAgreementOf(tx, loanRow.id);
  if (latest && isStopped(latest)) return { row: latest, send: false, created: false, replaced: undefined };
  const expiresAt = new Date(at.getTime() + AGREEMENT_VALID_MS);
  const waiting = await waitingAgreementOf(tx, loanRow.id);
  const version = termsVersionOf(content);
  if (waiting && waiting.termsVersion === version && statusOf(waiting, at) === SIGNATURE_STATUS.notSigned) {
    const [row] = await tx.update(loanAgreement).set({ sentAt: at, expiresAt, updatedAt: at }).where(eq(loanAgreement.id, waiting.id)).returning();
    return { row: row!, send: true, created: false, replaced: undefined };
  }
  if (waiting) {
    const ended = statusOf(waiting, at) === SIGNATURE_STATUS.expired ? SIGNATURE_STATUS.expired : SIGNATURE_STATUS.voided;
    await tx.update(loanAgreement).set({ signStatus: ended, updatedAt: at }).where(eq(loanAgreement.id, waiting.id));
  }
  const rendered = await renderAgreementPdf(content, primaryColor);
  const pdf = Buffer.from(rendered.bytes);
  const [row] = await tx
    .insert(loanAgreement)
    .values({
      loanId: loanRow.id,
      customerId: loanRow.customerId!,
      ticket: newTicket(),
      termsVersion: version,
      content,
      madeOn: content.madeOn,
      pdf,
      pdfSha256: sha256Hex(pdf),
      signatureBox: rendered.signatureBox,
      signStatus: SIGNATURE_STATUS.notSigned,
      createdAt: at,
      sentAt: at,
      expiresAt,
      updatedAt: at,
    })
    .returning();
  return { row: row!, send: true, created: true, replaced: waiting };
}
