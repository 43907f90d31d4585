// The tokens of signing (decision 0700), each a 256-bit random value stored as its SHA-256 like the account
// links (decision 0504): the e-mailed signing link, the capability URL of a PDF, and the realtime sessions
// waiting to hear that an agreement was signed. Every function takes the transaction it writes in.
import { and, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { newToken, sha256 } from '../accounts/secrets.ts';
import type { AppDatabase } from '../db/database.ts';
import { agreementDocumentLink, agreementWaitingSession, loanAgreement, signatureLink, type SignatureLinkRow } from '../db/schema.ts';

type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

const HOUR_MS = 60 * 60 * 1000;
/** An agreement and its signing link last 72 hours from the last time the link was sent. */
export const AGREEMENT_VALID_MS = 72 * HOUR_MS;
/** A PDF's capability URL works for 24 hours; each answer makes a new one. */
export const DOCUMENT_LINK_VALID_MS = 24 * HOUR_MS;
/** A signing link still reads the status (never signs) for a week after it was sent: the phone that signed sees it. */
export const LINK_STATUS_READABLE_MS = 7 * 24 * HOUR_MS;
/** Tabs kept per agreement to tell of its signature: a few dozen is every device a borrower uses, and then some. */
export const MAX_WAITING_SESSIONS = 30;

export const DOCUMENT_PATH = '/documents/loan-agreement';
export const documentUrlOf = (token: string) => `${DOCUMENT_PATH}/${token}.pdf`;

/** Retires every live link of the loan's agreements, then issues the one new link of this agreement. */
export async function issueSignatureLink(db: Db, agreementId: string, loanId: string, now: Date, expiresAt: Date): Promise<string> {
  const ofLoan = db.select({ id: loanAgreement.id }).from(loanAgreement).where(eq(loanAgreement.loanId, loanId));
  await db
    .update(signatureLink)
    .set({ retiredAt: now })
    .where(and(inArray(signatureLink.agreementId, ofLoan), isNull(signatureLink.retiredAt), isNull(signatureLink.usedAt)));
  const resource = newToken();
  await db.insert(signatureLink).values({ tokenHash: sha256(resource), agreementId, createdAt: now, expiresAt });
  return resource;
}

export async function findSignatureLink(db: Db, resource: string): Promise<SignatureLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(signatureLink)
    .where(eq(signatureLink.tokenHash, sha256(resource)));
  return row;
}

/** A link that may open the signing page: not retired, not used, not expired. */
export const isLive = (link: SignatureLinkRow, now: Date) => link.retiredAt === null && link.usedAt === null && link.expiresAt > now;

/** A link that may read the status: not retired, and sent within the week. */
export const readsStatus = (link: SignatureLinkRow, now: Date) => link.retiredAt === null && now.getTime() - link.createdAt.getTime() < LINK_STATUS_READABLE_MS;

/** Signing spends every unused link of the agreement: none opens the signing page again. */
export async function useSignatureLinks(db: Db, agreementId: string, now: Date): Promise<void> {
  await db
    .update(signatureLink)
    .set({ usedAt: now })
    .where(and(eq(signatureLink.agreementId, agreementId), isNull(signatureLink.usedAt), isNull(signatureLink.retiredAt)));
}

/** A new capability URL of one of the agreement's PDFs. */
export async function issueDocumentLink(db: Db, agreementId: string, document: 'original' | 'signed', now: Date): Promise<string> {
  const token = newToken();
  await db
    .insert(agreementDocumentLink)
    .values({ tokenHash: sha256(token), agreementId, document, createdAt: now, expiresAt: new Date(now.getTime() + DOCUMENT_LINK_VALID_MS) });
  return documentUrlOf(token);
}

export async function findDocumentLink(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(agreementDocumentLink)
    .where(eq(agreementDocumentLink.tokenHash, sha256(token)));
  return row;
}

/** Keeps the session among those waiting for the agreement (the newest MAX_WAITING_SESSIONS). */
export async function registerWaitingSession(db: Db, agreementId: string, sessionId: string, now: Date): Promise<void> {
  await db
    .insert(agreementWaitingSession)
    .values({ agreementId, sessionId, registeredAt: now })
    .onConflictDoUpdate({ target: [agreementWaitingSession.agreementId, agreementWaitingSession.sessionId], set: { registeredAt: now } });
  const newest = db
    .select({ sessionId: agreementWaitingSession.sessionId })
    .from(agreementWaitingSession)
    .where(eq(agreementWaitingSession.agreementId, agreementId))
    .orderBy(desc(agreementWaitingSession.registeredAt), desc(agreementWaitingSession.sessionId))
    .limit(MAX_WAITING_SESSIONS);
  await db
    .delete(agreementWaitingSession)
    .where(and(eq(agreementWaitingSession.agreementId, agreementId), notInArray(agreementWaitingSession.sessionId, newest)));
}

/** The sessions to tell of the signature, forgotten as they are read: the agreement will not be signed again. */
export async function takeWaitingSessions(db: Db, agreementId: string): Promise<string[]> {
  const rows = await db
    .delete(agreementWaitingSession)
    .where(eq(agreementWaitingSession.agreementId, agreementId))
    .returning({ sessionId: agreementWaitingSession.sessionId });
  return rows.map((row) => row.sessionId).sort();
}
