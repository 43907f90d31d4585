// Signing the loan agreement (issue 12, decision 0700): prepare and send it, open it from the e-mailed link,
// sign it with its audit trail, answer its status, and serve its PDFs by capability URL. Every refusal is
// decided before anything is written; each call writes in one transaction, with the loan row locked so that a
// send and a sign of the same loan take turns. Mail and realtime messages go out after the commit.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type { Agreement, AgreementToSign, getSignatureStatus } from '#src/api/contract/signing.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { maskEmailAlt } from '#src/domain/format.ts';
import type { Applicant } from '../application/applications.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { agreementSignature, loan, loanAgreement, portfolio, type LoanAgreementRow, type LoanRow, type PortfolioRow } from '../db/schema.ts';
import { isUnsigned } from '../loans/home-flag.ts';
import { isRefusal, refuse, type Refusal } from '../http/refusal.ts';
import { linkOrigin, type LinkRequest } from '../mail/link-origin.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RealtimeHub } from '../realtime.ts';
import { agreementOf, fullNameOf, hasDisclosedTerms } from './agreement-content.ts';
import { agreementToSend, signingStopped, statusOf, waitingAgreementOf } from './agreement-rows.ts';
import { agreementSourceOf, applicationPersonOf, customerEmailOf, wizardLoanOf } from './agreement-sources.ts';
import { esignDisclosure, ESIGN_DISCLOSURE_VERSION } from './esign-disclosure.ts';
import { typedNameMatches } from './name-match.ts';
import { recordSignature, type Evidence } from './record-signature.ts';
import { cutOffPassed, planCutOffCheck, redateIfCutOffPassed, resignFlagOf, whyVoided } from './redate.ts';
import { agreementSignedMail, signingLinkMail } from './signing-mail.ts';
import {
  findDocumentLink,
  findSignatureLink,
  isLive,
  issueDocumentLink,
  issueSignatureLink,
  readsStatus,
  registerWaitingSession,
  takeWaitingSessions,
} from './signing-links.ts';

type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

export type SigningDeps = { orm: AppDatabase; clock: Clock; mailer: Mailer; production: boolean; realtime: RealtimeHub; log: FastifyBaseLogger };

/** Who signs or asks: the signed-in owner by the agreement's id, or the holder of an e-mailed link. */
export type Signer = { requestId: string; customerId: string } | { resource: string };

export type SignInput = { typedName: string; disclosureVersion: string };
export type SignatureStatusAnswer = CallResponse<typeof getSignatureStatus>;

const SIGNING_PAGE = '/signature';

export { statusOf } from './agreement-rows.ts';

/** 'Goldcrest-loan-agreement-GC-12345678.pdf', '-signed' before the extension for the signed one. */
export function documentFileName(agreement: Pick<Agreement, 'lender' | 'loanNo'>, signed: boolean): string {
  const brand = agreement.lender.brandName.split(/\s+/)[0]!.replace(/[^A-Za-z0-9]/g, '') || 'Lender';
  return `${brand}-loan-agreement-${agreement.loanNo.replace(/[^A-Za-z0-9-]/g, '')}${signed ? '-signed' : ''}.pdf`;
}

export function signingService({ orm, clock, mailer, production, realtime, log }: SigningDeps) {
  const now = () => new Date(clock.now());

  async function lockLoan(db: Db, loanId: string): Promise<LoanRow | undefined> {
    const [row] = await db.select().from(loan).where(eq(loan.id, loanId)).for('update');
    return row;
  }

  async function agreementById(db: Db, id: string): Promise<LoanAgreementRow | undefined> {
    const [row] = await db.select().from(loanAgreement).where(eq(loanAgreement.id, id));
    return row;
  }

  /**
   * The loan re-dated, when its date's cut-off passed unsigned (redate.ts), or undefined when its dates still
   * hold. A cheap check first: the transaction and the row lock only when the date can no longer be met.
   */
  async function redated(row: LoanRow, at: Date): Promise<LoanRow | undefined> {
    if (!isUnsigned(row) || !(await cutOffPassed(orm, row, at))) return undefined;
    const done = await orm.transaction(async (tx) => {
      const locked = await lockLoan(tx, row.id);
      return locked ? redateIfCutOffPassed(tx, locked, at) : undefined;
    });
    return done?.loan;
  }

  /**
   * The refusal of a signature of a voided agreement whose loan is still unsigned: the loan has a newer agreement,
   * or gets one when the page fetches it, and the page does so with the reason (redate.ts whyVoided): its date's
   * cut-off passed (-12105), or the borrower confirmed other terms in the wizard (-12106; the confirmation voided
   * it, new-terms.ts, and the next send makes the new one). Undefined when the loan is no longer unsigned or an
   * operator stopped its signing: nothing to fetch.
   */
  async function replacedRefusal(db: Db, row: LoanAgreementRow, loanRow: LoanRow | undefined): Promise<Refusal | undefined> {
    if (!loanRow || !isUnsigned(loanRow) || (await signingStopped(db, loanRow.id))) return undefined;
    const waiting = await waitingAgreementOf(db, loanRow.id);
    if (waiting?.id === row.id) return undefined;
    return refuse((await whyVoided(db as AppDatabase, row, loanRow.portfolioId)) === 'cut-off' ? RESULT.cutOffTimeExpired : RESULT.agreementReplaced);
  }

  /** The agreement as the page and the PDF show it, with a fresh capability URL of its current PDF. */
  async function answerOf(db: Db, row: LoanAgreementRow, at: Date): Promise<AgreementToSign> {
    const signStatus = statusOf(row, at);
    const signed = signStatus === SIGNATURE_STATUS.signed;
    const [signature] = signed
      ? await db.select({ signedSha256: agreementSignature.signedSha256 }).from(agreementSignature).where(eq(agreementSignature.agreementId, row.id))
      : [];
    const agreement = row.content as Agreement;
    const { lender } = agreement;
    return {
      requestId: row.id,
      loanNo: agreement.loanNo,
      ticket: row.ticket,
      signStatus,
      documentUrl: await issueDocumentLink(db, row.id, signature ? 'signed' : 'original', at),
      documentSha256: signature?.signedSha256 ?? row.pdfSha256,
      agreement,
      disclosure: esignDisclosure({
        name: lender.brandName,
        legalName: lender.legalName,
        customerServicePhone: lender.phone,
        customerServiceEmail: lender.email,
      }),
      linkSentTo: maskEmailAlt(await customerEmailOf(db, row.customerId)),
      expiresAt: row.expiresAt.toISOString(),
      signedAt: row.signedAt?.toISOString() ?? null,
      // Its loan re-dated after the cut-off: the borrower re-signs with the new dates (loan flag 10003).
      loanFlag: signStatus === SIGNATURE_STATUS.notSigned ? await resignFlagOf(db, row) : null,
    };
  }

  /** Notes the first time the borrower was shown the agreement (the audit trail's "viewed at"). */
  async function markViewed(db: Db, row: LoanAgreementRow, at: Date): Promise<LoanAgreementRow> {
    if (row.viewedAt) return row;
    const [updated] = await db.update(loanAgreement).set({ viewedAt: at }).where(eq(loanAgreement.id, row.id)).returning();
    return updated ?? row;
  }

  /**
   * The loan send-loan-agreement answers for: the one asked by its number (only the customer's own: another
   * customer's and an unknown number are one refusal, -10811), else the newest the wizard made. An asked loan not
   * signed is signed here only when it is that wizard loan; otherwise there is nothing to sign.
   */
  async function loanToSend(customerId: string, loanNo: string | undefined): Promise<LoanRow | Refusal> {
    if (loanNo === undefined) return (await wizardLoanOf(orm, customerId)) ?? refuse(RESULT.noAgreementToSign);
    const [asked] = await orm
      .select()
      .from(loan)
      .where(and(eq(loan.loanNo, loanNo.toUpperCase()), eq(loan.customerId, customerId)));
    if (!asked) return refuse(RESULT.loanNotFound);
    if (asked.signatureStatus === SIGNATURE_STATUS.signed) return asked;
    // Not signed: signed here only when it is the loan the wizard made.
    return asked.id === (await wizardLoanOf(orm, customerId))?.id ? asked : refuse(RESULT.noAgreementToSign);
  }

  /**
   * send-loan-agreement: the agreement of the borrower's unsigned loan, a fresh signing link mailed (the older
   * ones retired), and this tab registered to hear of the signature. A signed loan answers its signed agreement.
   * `loanNo`: that loan's (a funded loan's signed agreement, from home), else the newest wizard loan's.
   */
  async function send(applicant: Applicant, sessionId: string, linkRequest: LinkRequest, loanNo?: string): Promise<AgreementToSign | Refusal> {
    const { customerId } = applicant;
    const at = now();
    const found = await loanToSend(customerId, loanNo);
    if (isRefusal(found)) return found;
    if (found.signatureStatus === SIGNATURE_STATUS.signed) return signedAgreementOf(found, sessionId);
    // Its date's cut-off passed unsigned: the loan takes new dates first, and this answer is the new agreement.
    const loanRow = (await redated(found, at)) ?? found;
    const source = isUnsigned(loanRow) && hasDisclosedTerms(loanRow) ? await agreementSourceOf(orm, loanRow) : undefined;
    if (!source || !hasDisclosedTerms(source.loan)) return refuse(RESULT.noAgreementToSign);
    const content = agreementOf({ ...source, loan: source.loan }, businessToday(at.getTime()));

    const sent = await orm.transaction(async (tx) => {
      const locked = await lockLoan(tx, loanRow.id);
      if (!locked || !isUnsigned(locked) || locked.updatedAt.getTime() !== loanRow.updatedAt.getTime()) return undefined;
      const { row, send: mail, created } = await agreementToSend(tx, locked, content, at, source.portfolio.primaryColor);
      if (created) await planCutOffCheck(tx, locked, at);
      const resource = mail ? await issueSignatureLink(tx, row.id, locked.id, at, row.expiresAt) : undefined;
      await registerWaitingSession(tx, row.id, sessionId, at);
      return { answer: await answerOf(tx, await markViewed(tx, row, at), at), resource };
    });
    // The loan changed between the reads and the lock (new terms, or signed): the borrower asks again.
    if (!sent) return refuse(RESULT.noAgreementToSign);
    if (sent.resource) {
      const url = `${linkOrigin(linkRequest, source.portfolio, production)}${SIGNING_PAGE}/${sent.resource}`;
      await mailer.send(source.portfolio, source.borrower.email, signingLinkMail(source.portfolio, content.loanNo, url, new Date(sent.answer.expiresAt)));
    }
    return sent.answer;
  }

  async function signedAgreementOf(loanRow: LoanRow, sessionId: string): Promise<AgreementToSign | Refusal> {
    const [row] = await orm
      .select()
      .from(loanAgreement)
      .where(and(eq(loanAgreement.loanId, loanRow.id), eq(loanAgreement.signStatus, SIGNATURE_STATUS.signed)));
    if (!row) return refuse(RESULT.noAgreementToSign);
    return orm.transaction(async (tx) => {
      await registerWaitingSession(tx, row.id, sessionId, now());
      return answerOf(tx, row, now());
    });
  }

  /** parse-signature-resource: the live link's agreement, while it can be signed; this tab waits for it too. */
  async function openLink(resource: string, sessionId: string): Promise<AgreementToSign | Refusal> {
    const at = now();
    const link = await findSignatureLink(orm, resource);
    const opened = link && isLive(link, at) ? await agreementById(orm, link.agreementId) : undefined;
    if (!opened || statusOf(opened, at) !== SIGNATURE_STATUS.notSigned) return refuse(RESULT.loanStatusInvalid);
    // Its date's cut-off passed: the link now opens the re-dated loan's new agreement.
    const [loanRow] = await orm.select().from(loan).where(eq(loan.id, opened.loanId));
    const moved = loanRow && (await redated(loanRow, at)) ? await findSignatureLink(orm, resource) : link;
    const row = moved && isLive(moved, at) ? await agreementById(orm, moved.agreementId) : undefined;
    if (!row || statusOf(row, at) !== SIGNATURE_STATUS.notSigned) return refuse(RESULT.loanStatusInvalid);
    return orm.transaction(async (tx) => {
      await registerWaitingSession(tx, row.id, sessionId, at);
      return answerOf(tx, await markViewed(tx, row, at), at);
    });
  }

  /** The signer's agreement, or the refusal of an unknown one (another customer's is unknown too). */
  async function agreementOfSigner(signer: Signer, at: Date, forStatus: boolean): Promise<{ row: LoanAgreementRow; byLink: boolean } | Refusal> {
    if ('requestId' in signer) {
      const [row] = await orm
        .select()
        .from(loanAgreement)
        .where(and(eq(loanAgreement.id, signer.requestId), eq(loanAgreement.customerId, signer.customerId)));
      return row ? { row, byLink: false } : refuse(RESULT.loanStatusInvalid);
    }
    const link = await findSignatureLink(orm, signer.resource);
    // A used link still answers for its signed agreement (signing twice is one signature); an expired or retired one never signs.
    const usable = link && (forStatus ? readsStatus(link, at) : isLive(link, at) || (link.usedAt !== null && link.retiredAt === null));
    const row = usable ? await agreementById(orm, link.agreementId) : undefined;
    return row ? { row, byLink: true } : refuse(RESULT.loanStatusInvalid);
  }

  /** sign-loan-agreement: the typed name and the disclosure checked, then the signature with its audit trail. */
  async function sign(signer: Signer, input: SignInput, evidence: Evidence): Promise<AgreementToSign | Refusal> {
    const at = now();
    const found = await agreementOfSigner(signer, at, false);
    if ('result' in found) return found;
    const { row, byLink } = found;
    const status = statusOf(row, at);
    if (status === SIGNATURE_STATUS.signed) return orm.transaction((tx) => answerOf(tx, row, at));
    if (status === SIGNATURE_STATUS.expired && !byLink) return refuse(RESULT.agreementExpired);
    // Voided by a re-dating (a page that missed the ticket) or by new terms confirmed in another tab: the borrower
    // is shown the new agreement with the reason, not a dead end.
    if (status === SIGNATURE_STATUS.voided) {
      const [loanRow] = await orm.select().from(loan).where(eq(loan.id, row.loanId));
      const replaced = await replacedRefusal(orm, row, loanRow);
      if (replaced) return replaced;
    }
    if (status !== SIGNATURE_STATUS.notSigned) return refuse(RESULT.loanStatusInvalid);
    if (input.disclosureVersion !== ESIGN_DISCLOSURE_VERSION) return refuse(RESULT.esignDisclosureOutdated);
    const [loanRow] = await orm.select().from(loan).where(eq(loan.id, row.loanId));
    const person = loanRow ? await applicationPersonOf(orm, loanRow) : undefined;
    // The application no longer qualified, or its name changed since the agreement was made: it is out of date.
    if (!loanRow || !person || !isUnsigned(loanRow) || fullNameOf(person) !== (row.content as Agreement).borrower.fullName)
      return refuse(RESULT.loanStatusInvalid);
    // The date's cut-off passed since the agreement was shown: new dates, a new agreement, and the borrower reads it first.
    if (await redated(loanRow, at)) return refuse(RESULT.cutOffTimeExpired);
    if (!typedNameMatches(input.typedName, person)) return refuse(RESULT.signatureNameMismatch);
    const [brand] = await orm.select().from(portfolio).where(eq(portfolio.id, loanRow.portfolioId));
    const email = await customerEmailOf(orm, row.customerId);

    const done = await orm.transaction(async (tx) => {
      const locked = await lockLoan(tx, row.loanId);
      const current = await agreementById(tx, row.id);
      if (!locked || !current) return undefined;
      // Signed meanwhile (a second tap, the other device): the same signature, answered.
      if (current.signStatus === SIGNATURE_STATUS.signed) return { answer: await answerOf(tx, current, at), sessions: [], signed: undefined };
      // Re-dated by the cut-off job (or replaced by new terms) between the checks and this lock: the new agreement is read first.
      if (current.signStatus === SIGNATURE_STATUS.voided) {
        const replaced = await replacedRefusal(tx, current, locked);
        if (replaced) return { replaced };
      }
      if (statusOf(current, at) !== SIGNATURE_STATUS.notSigned || !isUnsigned(locked)) return undefined;
      const signed = await recordSignature(tx, current, { typedName: input.typedName.trim().replace(/\s+/g, ' '), email, byLink, evidence, at }, brand!);
      const sessions = await takeWaitingSessions(tx, current.id);
      return { answer: await answerOf(tx, signed.row, at), sessions, signed };
    });
    if (!done) return refuse(RESULT.loanStatusInvalid);
    if ('replaced' in done) return done.replaced!;
    if (done.signed) await afterSigning(brand!, email, done.answer, done.signed.pdf, done.sessions);
    return done.answer;
  }

  /** The signed copy mailed and every waiting tab told; the signature stands even if either fails (it is logged). */
  async function afterSigning(brand: PortfolioRow, email: string, answer: AgreementToSign, pdf: { content: Buffer; sha256: string }, sessions: string[]) {
    const signedAt = new Date(answer.signedAt!);
    try {
      await mailer.send(brand, email, agreementSignedMail(brand, answer.loanNo, signedAt, { ...pdf, filename: documentFileName(answer.agreement, true) }));
    } catch (error) {
      log.error({ err: error, agreementId: answer.requestId }, 'The signed agreement could not be mailed');
    }
    for (const sessionId of sessions) {
      try {
        await realtime.publish(sessionId, { ticket: answer.ticket, signStatus: SIGNATURE_STATUS.signed });
      } catch (error) {
        log.warn({ err: error, agreementId: answer.requestId }, 'A waiting session could not be told of the signature');
      }
    }
  }

  /** get-signature-status: the ticket, status and current PDF of the signer's agreement. */
  async function status(signer: Signer): Promise<SignatureStatusAnswer | Refusal> {
    const at = now();
    const found = await agreementOfSigner(signer, at, true);
    if ('result' in found) return found;
    const answer = await orm.transaction((tx) => answerOf(tx, found.row, at));
    return { requestId: answer.requestId, ticket: answer.ticket, signStatus: answer.signStatus, documentUrl: answer.documentUrl, signedAt: answer.signedAt };
  }

  /** The PDF a live capability token names, with its download name; undefined for an unknown or expired token. */
  async function document(token: string): Promise<{ bytes: Buffer; fileName: string } | undefined> {
    const link = await findDocumentLink(orm, token);
    if (!link || link.expiresAt <= now()) return undefined;
    const [row] = await orm
      .select({ content: loanAgreement.content, pdf: loanAgreement.pdf, signedPdf: agreementSignature.signedPdf })
      .from(loanAgreement)
      .leftJoin(agreementSignature, eq(agreementSignature.agreementId, loanAgreement.id))
      .where(eq(loanAgreement.id, link.agreementId));
    const signed = link.document === 'signed';
    const bytes = signed ? row?.signedPdf : row?.pdf;
    if (!row || !bytes) return undefined;
    return { bytes, fileName: documentFileName(row.content as Agreement, signed) };
  }

  return { send, openLink, sign, status, document };
}

export type SigningService = ReturnType<typeof signingService>;
