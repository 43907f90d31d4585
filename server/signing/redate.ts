// The cut-off before signing (issue 12, decision 0700 point 13): a loan is disclosed with its disbursement date,
// and once that date's same-day cut-off has passed unsigned, the date can no longer be met. The loan is then
// re-dated as the wizard would quote it on the earliest date that can be met (the same pricing and quote code,
// server/disbursement), its waiting agreement voided (4) and a new one made with the new dates, the live
// signing links moved to the new agreement, and every tab waiting for the old one told with the
// cut-off-time-expired ticket (loan flag 10003): the borrower reads the new dates and signs again. Never a
// signature on dates that cannot be kept. Runs in the caller's transaction on the loan row it locked, from
// send-loan-agreement, parse-signature-resource, sign-loan-agreement, and the job planned at the cut-off.
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { CompleteChoices, DisbursementMode, RepaymentMode } from '#src/api/contract/disbursement.ts';
import type { EmploymentAnswers } from '#src/api/contract/application.ts';
import { CUT_OFF_TIME_EXPIRED_TICKET } from '#src/api/contract/realtime.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { LOAN_FLAG, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { PaymentFrequency } from '#src/domain/codes/payroll.ts';
import type { UsState } from '#src/domain/codes/us-states.ts';
import { earliestFundingDate, isPickableDisbursementDate } from '#src/domain/same-day-funding.ts';
import { payrollOf } from '../application/answer-rules.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  agreementWaitingSession,
  application,
  loan,
  loanAgreement,
  loanInstallment,
  loanRequest,
  signatureLink,
  type LoanAgreementRow,
  type LoanRow,
} from '../db/schema.ts';
import { loanTermsOf } from '../disbursement/wizard.ts';
import { offerFor, pricingOf } from '../disbursement/pricing.ts';
import { quoteOf } from '../disbursement/quote.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { LOAN_JOB } from '../loans/job-kinds.ts';
import { fundingStartsAt } from '../loans/rules.ts';
import { notifyIn } from '../realtime.ts';
import { readSameDayCutOff } from '../services/same-day-cut-off.ts';
import { agreementOf, hasDisclosedTerms } from './agreement-content.ts';
import { agreementToSend, signingStopped } from './agreement-rows.ts';
import { agreementSourceOf } from './agreement-sources.ts';
import { isUnsigned } from '../loans/home-flag.ts';

type Tx = AppDatabase;

/** Whether the loan's disbursement date can no longer be met as of `at`: its cut-off passed, or the date itself. */
export async function cutOffPassed(db: Tx, row: Pick<LoanRow, 'disbursementDate' | 'portfolioId'>, at: Date): Promise<boolean> {
  if (!row.disbursementDate) return false;
  return !isPickableDisbursementDate(row.disbursementDate, at.getTime(), await readSameDayCutOff(db, row.portfolioId));
}

/**
 * The job that re-dates the loan at its date's cut-off if it is still unsigned then, so a tab left open on the
 * agreement hears of the new dates before the borrower signs (planned with every new agreement).
 */
export async function planCutOffCheck(db: Tx, row: Pick<LoanRow, 'id' | 'disbursementDate' | 'portfolioId'>, at: Date): Promise<void> {
  if (!row.disbursementDate) return;
  const runAt = fundingStartsAt(row.disbursementDate, await readSameDayCutOff(db, row.portfolioId));
  await enqueueJob(db, at, { kind: LOAN_JOB.agreementCutOff, loanId: row.id, runAt: runAt > at ? runAt : at });
}

/**
 * Why an agreement of an unsigned loan was voided (4): its date's cut-off had passed when it was, so the loan was
 * re-dated ('cut-off', -12105), or its date still held, so the borrower confirmed other terms in the wizard and a
 * new agreement replaced it ('replaced', -12106). The voiding instant is the row's updatedAt (nothing writes a
 * voided row again).
 */
export async function whyVoided(db: Tx, row: Pick<LoanAgreementRow, 'content' | 'updatedAt'>, portfolioId: number): Promise<'cut-off' | 'replaced'> {
  const { disbursementDate } = row.content as { disbursementDate: string | null };
  return (await cutOffPassed(db, { disbursementDate, portfolioId }, row.updatedAt)) ? 'cut-off' : 'replaced';
}

/**
 * Loan flag 10003 (re-sign agreement, spec section 3) of an agreement waiting for a signature: the agreement it
 * replaced (the loan's one made just before it) was voided because the loan's date passed its cut-off unsigned, so
 * this one carries new dates the borrower has not signed. Null for a first agreement, one that replaced an expired
 * one or one voided by new terms the borrower confirmed (-12106's case), and once signed.
 */
export async function resignFlagOf(
  db: Pick<Tx, 'select'>,
  row: Pick<LoanAgreementRow, 'loanId' | 'createdAt' | 'signStatus'>,
): Promise<typeof LOAN_FLAG.resignAgreement | null> {
  if (row.signStatus !== SIGNATURE_STATUS.notSigned) return null;
  const [previous] = await db
    .select({ signStatus: loanAgreement.signStatus, content: loanAgreement.content, updatedAt: loanAgreement.updatedAt, portfolioId: loan.portfolioId })
    .from(loanAgreement)
    .innerJoin(loan, eq(loan.id, loanAgreement.loanId))
    .where(and(eq(loanAgreement.loanId, row.loanId), lt(loanAgreement.createdAt, row.createdAt)))
    .orderBy(desc(loanAgreement.createdAt))
    .limit(1);
  if (previous?.signStatus !== SIGNATURE_STATUS.voided) return null;
  return (await whyVoided(db as Tx, previous, previous.portfolioId)) === 'cut-off' ? LOAN_FLAG.resignAgreement : null;
}

export type Redated = { loan: LoanRow; agreement: LoanAgreementRow; voided: LoanAgreementRow | undefined };

/**
 * Re-dates the locked, unsigned loan whose date's cut-off passed: new terms on the earliest date that can be met,
 * a new agreement, the old one voided, its links and waiting tabs moved to the new one, and those tabs told (at
 * the commit). Undefined, writing nothing, when there is nothing to re-date (signed, or its date still holds) or
 * the program no longer prices these terms (the signature is then refused as out of date).
 */
export async function redateIfCutOffPassed(tx: Tx, row: LoanRow, at: Date): Promise<Redated | undefined> {
  if (!isUnsigned(row) || !hasDisclosedTerms(row) || !(await cutOffPassed(tx, row, at))) return undefined;
  // An operator cancelled or suspended its signing: the loan keeps the terms it was stopped with (nothing is sent to sign).
  if (await signingStopped(tx, row.id)) return undefined;
  const terms = await termsOn(tx, row, earliestFundingDate(at.getTime(), await readSameDayCutOff(tx, row.portfolioId)));
  if (!terms) return undefined;

  const [updated] = await tx
    .update(loan)
    .set({ ...terms.loan, updatedAt: at })
    .where(eq(loan.id, row.id))
    .returning();
  await tx.delete(loanInstallment).where(eq(loanInstallment.loanId, row.id));
  await tx.insert(loanInstallment).values(terms.schedule.map((payment) => ({ loanId: row.id, ...payment })));
  // The wizard's saved request follows the loan: its date and the quote shown are the new ones.
  const [request] = await tx.select().from(loanRequest).where(eq(loanRequest.loanId, row.id));
  if (request) {
    await tx
      .update(loanRequest)
      .set({ choices: { ...request.choices, disbursementDate: terms.choices.disbursementDate }, quote: terms.storedQuote, updatedAt: at })
      .where(eq(loanRequest.id, request.id));
  }

  const source = await agreementSourceOf(tx, updated!);
  if (!source || !hasDisclosedTerms(source.loan)) throw new Error(`Loan ${row.loanNo} lost its agreement's sources while being re-dated`);
  const made = await agreementToSend(
    tx,
    updated!,
    agreementOf({ ...source, loan: source.loan }, businessToday(at.getTime())),
    at,
    source.portfolio.primaryColor,
  );
  const voided = made.replaced;
  if (made.created) await planCutOffCheck(tx, updated!, at);
  if (voided && made.created) {
    // The e-mailed link opens the new agreement: the borrower holding it reads the new dates and signs them.
    await tx
      .update(signatureLink)
      .set({ agreementId: made.row.id })
      .where(and(eq(signatureLink.agreementId, voided.id), isNull(signatureLink.retiredAt), isNull(signatureLink.usedAt)));
    const sessions = await tx
      .update(agreementWaitingSession)
      .set({ agreementId: made.row.id })
      .where(eq(agreementWaitingSession.agreementId, voided.id))
      .returning({ sessionId: agreementWaitingSession.sessionId });
    for (const { sessionId } of sessions) {
      await notifyIn(tx, sessionId, { type: 'sign-status', ticket: CUT_OFF_TIME_EXPIRED_TICKET, signStatus: SIGNATURE_STATUS.voided });
    }
  }
  return { loan: updated!, agreement: made.row, voided };
}

/** The loan's own choices quoted again on a new disbursement date, as the wizard's confirm would make them. */
async function termsOn(tx: Tx, row: LoanRow & { disbursementDate: string }, disbursementDate: string) {
  if (!row.applicationId || row.paymentFrequency === null || row.repaymentMode === null || row.disbursementMode === null || !row.bankAccountId)
    return undefined;
  const [open] = await tx
    .select({ personal: application.personal, employment: application.employment })
    .from(application)
    .where(eq(application.id, row.applicationId));
  const state = (open?.personal as { address?: { state?: string } } | null)?.address?.state as UsState | undefined;
  const employment = open?.employment as EmploymentAnswers | null | undefined;
  if (!state || !employment) return undefined;
  const pricing = pricingOf(row.portfolioId);
  const offer = offerFor(pricing, state, row.principalCents);
  if (!offer) return undefined;
  const input = {
    amountCents: row.principalCents,
    paymentFrequency: row.paymentFrequency as PaymentFrequency,
    repaymentMode: row.repaymentMode as RepaymentMode,
    disbursementDate,
    disbursementMode: row.disbursementMode as DisbursementMode,
  };
  const quote = quoteOf(pricing, offer, payrollOf(employment), input);
  if (offer.aprCapPercent !== null && quote.disclosure.aprPercent > offer.aprCapPercent) return undefined;
  const choices: CompleteChoices = { ...input, achAuthorized: row.achAuthorized ?? false, bankAccountId: row.bankAccountId };
  return { loan: loanTermsOf(choices, quote), schedule: quote.schedule, choices, storedQuote: { inputs: input, schedule: quote.schedule } };
}
