// A decision on a loan (decision 0720), whoever takes it: an operator (`npm run ops`), the borrower (withdraw),
// or the server's jobs (auto validation, funding). In the caller's transaction, on the loan row the caller
// locked: the check against rules.ts, the loan's new status and tracker, what the application records, the
// jobs that follow (cancelled or enqueued, e-mails among them) and the loan_decision row.
import { and, eq, sql } from 'drizzle-orm';
import { APPLICATION_TERMINATION, IN_PROGRESS_TRACKER, LOAN_AMOUNT_RESULT, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { DENIAL_MESSAGE } from '../application/qualification-rules.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, loan, loanAgreement, loanDecision, type LoanRow } from '../db/schema.ts';
import { cancelPendingJobs, enqueueJob } from '../jobs/queue.ts';
import { openRepayment } from '../repayment/processor.ts';
import { readSameDayCutOff } from '../services/same-day-cut-off.ts';
import { LOAN_JOB, LOAN_STEP_JOBS, type LoanMail } from './job-kinds.ts';
import { announceLoanStatus } from './watch.ts';
import {
  actionsAllowedIn,
  fundingDateOf,
  fundingStartsAt,
  isAllowed,
  REVIEW_QUEUES,
  stageOf,
  targetOf,
  type Decision,
  type LoanAction,
  type Stage,
} from './rules.ts';

/** The caller's transaction (a job's, or one of its own). */
export type Db = AppDatabase;

export type DecisionInput = {
  decision: Decision;
  /** 'ops:<name>', 'borrower' or 'system:<job>'. */
  operator: string;
  reason?: string | null;
  at: Date;
  /** When an approval counts from for the funding date (the signature, for auto approval); `at` otherwise. */
  fundingAsOf?: Date;
};

export type LifeSettings = { fundingCompletesAfterMs: number | undefined };

/** The decision is not one the loan's stage allows; `allowed` says what is. */
export class DecisionNotAllowed extends Error {
  override name = 'DecisionNotAllowed';
  constructor(
    readonly action: LoanAction,
    readonly stage: Stage,
    readonly allowed: LoanAction[],
  ) {
    super(`${action} is not allowed while the loan is ${stage}.`);
  }
}

/** Locks the loan's row for the rest of the transaction: decisions on one loan take turns. */
export async function lockLoan(db: Db, where: { id: string } | { loanNo: string }): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loan)
    .where('id' in where ? eq(loan.id, where.id) : eq(loan.loanNo, where.loanNo))
    .for('update');
  return row;
}

const mailJob = (db: Db, row: LoanRow, at: Date, mail: LoanMail) =>
  enqueueJob(db, at, { kind: LOAN_JOB.sendMail, loanId: row.id, payload: { mail }, runAt: at });

/** Applies the decision to the locked loan; throws DecisionNotAllowed, writing nothing, when its stage does not allow it. */
export async function applyDecision(db: Db, row: LoanRow, input: DecisionInput, settings: LifeSettings): Promise<LoanRow> {
  const { decision, at } = input;
  const stage = stageOf(row);
  if (!isAllowed(decision.action, stage)) throw new DecisionNotAllowed(decision.action, stage, actionsAllowedIn(stage));

  const ending = decision.action === 'withdraw' || decision.action === 'decline';
  // What was planned for the old status is moot; a loan that ends keeps no e-mail pending either.
  await cancelPendingJobs(db, row.id, at, ending ? undefined : LOAN_STEP_JOBS);
  const changes: Partial<LoanRow> = { ...targetOf(decision), updatedAt: at };
  const applicationChanges: Record<string, unknown> = {};

  switch (decision.action) {
    case 'approve': {
      const cutOff = await readSameDayCutOff(db, row.portfolioId);
      const fundingDate = fundingDateOf(row.disbursementDate, (input.fundingAsOf ?? at).getTime(), cutOff);
      // The home page and the e-mails show the date funding really starts.
      if (fundingDate !== row.disbursementDate) changes.disbursementDate = fundingDate;
      const runAt = fundingStartsAt(fundingDate, cutOff);
      await enqueueJob(db, at, { kind: LOAN_JOB.startFunding, loanId: row.id, runAt: runAt > at ? runAt : at });
      await mailJob(db, row, at, 'approved');
      applicationChanges.terminationReason = APPLICATION_TERMINATION.approved;
      break;
    }
    case 'review':
      applicationChanges.originationStatus = REVIEW_QUEUES[decision.queue].originationStatus;
      applicationChanges.terminationReason = null;
      break;
    case 'block':
      applicationChanges.terminationReason = null;
      break;
    case 'start-funding':
      if (settings.fundingCompletesAfterMs !== undefined) {
        const runAt = new Date(at.getTime() + settings.fundingCompletesAfterMs);
        await enqueueJob(db, at, { kind: LOAN_JOB.completeFunding, loanId: row.id, runAt });
      }
      break;
    case 'fund':
      await mailJob(db, row, at, 'funded');
      break;
    case 'fail-funding':
      await mailJob(db, row, at, 'funding-failed');
      break;
    case 'withdraw':
      await cancelWaitingAgreement(db, row, at);
      await mailJob(db, row, at, 'withdrawn');
      Object.assign(applicationChanges, { status: 'withdrawn', terminationReason: APPLICATION_TERMINATION.withdrawn });
      break;
    case 'decline':
      await cancelWaitingAgreement(db, row, at);
      // Refused like a qualification refusal (result 3): the home page shows no loan amount, the wizard stays shut.
      Object.assign(applicationChanges, {
        status: 'unavailable',
        loanAmountResult: LOAN_AMOUNT_RESULT.unavailable,
        qualifiedAmountCents: 0,
        qualification: sql`jsonb_set(coalesce(${application.qualification}, '{}'::jsonb), '{message}', to_jsonb(${DENIAL_MESSAGE}::text))`,
        terminationReason: null,
      });
      break;
  }

  if (row.applicationId && Object.keys(applicationChanges).length > 0) {
    await db
      .update(application)
      .set({ ...applicationChanges, updatedAt: at })
      .where(eq(application.id, row.applicationId));
  }
  const [updated] = await db.update(loan).set(changes).where(eq(loan.id, row.id)).returning();
  // Funded: the repayment ledger opens in the same transaction (decision 0730).
  if (decision.action === 'fund') await openRepayment(db, updated!, at);
  await db.insert(loanDecision).values({
    loanId: row.id,
    action: decision.action,
    fromStatus: row.loanStatus,
    fromSubStatus: row.loanSubStatus,
    toStatus: updated!.loanStatus,
    toSubStatus: updated!.loanSubStatus,
    reason: input.reason ?? null,
    operator: input.operator,
    at,
  });
  // The home pages watching the loan move their tracker (at the commit, never for a decision rolled back).
  await announceLoanStatus(db, updated!);
  return updated!;
}

/** An agreement still waiting to be signed can no longer be: the loan it would sign has ended. */
async function cancelWaitingAgreement(db: Db, row: LoanRow, at: Date): Promise<void> {
  await db
    .update(loanAgreement)
    .set({ signStatus: SIGNATURE_STATUS.cancelled, updatedAt: at })
    .where(and(eq(loanAgreement.loanId, row.id), eq(loanAgreement.signStatus, SIGNATURE_STATUS.notSigned)));
}

/** A job about the loan gave up: the tracker shows an exception until an operator decides; the status stays. */
export async function markException(db: Db, loanId: string, kind: string, error: string, at: Date): Promise<void> {
  const row = await lockLoan(db, { id: loanId });
  if (!row) return;
  await db.update(loan).set({ tracker: IN_PROGRESS_TRACKER.exception, updatedAt: at }).where(eq(loan.id, row.id));
  await announceLoanStatus(db, { ...row, tracker: IN_PROGRESS_TRACKER.exception });
  await db.insert(loanDecision).values({
    loanId: row.id,
    action: 'exception',
    fromStatus: row.loanStatus,
    fromSubStatus: row.loanSubStatus,
    toStatus: row.loanStatus,
    toSubStatus: row.loanSubStatus,
    reason: `The ${kind} job failed for the last time: ${error}`.slice(0, 1_000),
    operator: `system:${kind}`,
    at,
  });
}
