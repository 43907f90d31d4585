// The signature and its audit trail (decision 0700), written in the caller's transaction: the signed PDF made
// from the original and the trail, the signature row that keeps both, the agreement and the loan marked
// signed, and every link of the agreement spent. Every instant is the one the sign request was received at.
import { and, eq } from 'drizzle-orm';
import type { Agreement } from '#src/api/contract/signing.ts';
import { IN_PROGRESS_TRACKER, LOAN_STATUS, ORIGINATING_SUBSTATUS, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { agreementSignature, job, loan, loanAgreement, type LoanAgreementRow, type PortfolioRow } from '../db/schema.ts';
import { enqueueJob, isPending } from '../jobs/queue.ts';
import { LOAN_JOB } from '../loans/job-kinds.ts';
import { ESIGN_DISCLOSURE_VERSION } from './esign-disclosure.ts';
import { renderSignedPdf } from './signed-pdf.ts';
import { useSignatureLinks } from './signing-links.ts';

type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

/** What the signer brought: the address the request came from and its browser. */
export type Evidence = { ipAddress: string; userAgent: string };

/** Enough of a user agent to recognize the browser; a longer header is cut, not refused. */
const USER_AGENT_MAX = 512;

/** The signature row, the signed PDF, the agreement and the loan marked signed, the links spent: one transaction. */
export async function recordSignature(
  tx: Db,
  row: LoanAgreementRow,
  signing: { typedName: string; email: string; byLink: boolean; evidence: Evidence; at: Date },
  brand: PortfolioRow,
): Promise<{ row: LoanAgreementRow; pdf: { content: Buffer; sha256: string } }> {
  const { at } = signing;
  const content = row.content as Agreement;
  const trail = {
    title: content.title,
    loanNo: content.loanNo,
    ticket: row.ticket,
    signerName: signing.typedName,
    signerEmail: signing.email,
    signedWith: signing.byLink ? ('link' as const) : ('session' as const),
    adoption: 'typed name' as const,
    disclosureVersion: ESIGN_DISCLOSURE_VERSION,
    agreementViewedAt: row.viewedAt ?? at,
    disclosureAcceptedAt: at,
    signedAt: at,
    completedAt: at,
    ipAddress: signing.evidence.ipAddress,
    userAgent: signing.evidence.userAgent.slice(0, USER_AGENT_MAX),
    originalSha256: row.pdfSha256,
  };
  const signed = await renderSignedPdf(row.pdf, row.signatureBox, trail, brand.primaryColor);
  const signedPdf = Buffer.from(signed.bytes);
  await tx.insert(agreementSignature).values({
    agreementId: row.id,
    signerName: trail.signerName,
    signerEmail: trail.signerEmail,
    signedWith: trail.signedWith,
    adoption: trail.adoption,
    disclosureVersion: trail.disclosureVersion,
    disclosureAcceptedAt: trail.disclosureAcceptedAt,
    agreementViewedAt: trail.agreementViewedAt,
    signedAt: trail.signedAt,
    completedAt: trail.completedAt,
    ipAddress: trail.ipAddress,
    userAgent: trail.userAgent,
    originalSha256: trail.originalSha256,
    signedPagesSha256: signed.signedPagesSha256,
    signedSha256: signed.sha256,
    signedPdf,
  });
  const [updated] = await tx
    .update(loanAgreement)
    .set({ signStatus: SIGNATURE_STATUS.signed, signedAt: at, updatedAt: at })
    .where(eq(loanAgreement.id, row.id))
    .returning();
  // Signed, in auto validation, tracker "application submitted"; the auto-validate job, enqueued in this same
  // transaction, takes it on from there (decision 0720).
  await tx
    .update(loan)
    .set({
      signatureStatus: SIGNATURE_STATUS.signed,
      loanStatus: LOAN_STATUS.originating,
      loanSubStatus: ORIGINATING_SUBSTATUS.autoValidation,
      tracker: IN_PROGRESS_TRACKER.applicationSubmitted,
      updatedAt: at,
    })
    .where(eq(loan.id, row.loanId));
  await enqueueJob(tx, at, { kind: LOAN_JOB.autoValidate, loanId: row.loanId, runAt: at });
  // Signed in time: no cut-off is left to watch, so the check planned for it (redate.ts) goes, unrun.
  await tx.delete(job).where(and(eq(job.loanId, row.loanId), eq(job.kind, LOAN_JOB.agreementCutOff), isPending));
  await useSignatureLinks(tx, row.id, at);
  return { row: updated!, pdf: { content: signedPdf, sha256: signed.sha256 } };
}
