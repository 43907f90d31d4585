// The loan's life after signing (issue 12, decision 0720): every rule in one place, pure. Where a loan is
// (its stage), which decisions each stage allows and what each one makes of the loan, how auto validation
// routes a signed loan, and when funding starts. tests/server/loans/rules.test.ts is its table.
import { MILITARY, OPT_IN_FLAG } from '#src/domain/codes/customer.ts';
import {
  IN_PROGRESS_TRACKER,
  LOAN_RISK_REPORT,
  LOAN_STATUS,
  ORIGINATING_SUBSTATUS,
  ORIGINATION_STATUS,
  SIGNATURE_STATUS,
  TERMINATED_SUBSTATUS,
} from '#src/domain/codes/loan.ts';
import { hasFlag } from '#src/domain/codes/flags.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { businessInstant, earliestFundingDate, parseCutOffTime } from '#src/domain/same-day-funding.ts';

export type LoanState = { loanStatus: number; loanSubStatus: number | null; signatureStatus: number; tracker: number | null };

/** Where a loan is in its life, as the decisions see it. */
export type Stage =
  | 'unsigned' // 101, or 102 without a signature: the borrower's turn
  | 'validating' // 102005 signed: auto validation is running
  | 'in-review' // 102 in a review queue
  | 'blocked' // 102008
  | 'approved' // 104: waiting for its funding time
  | 'funding' // 201: the money is on its way
  | 'funding-failed' // 201 with the exception tracker: the bank refused it
  | 'funded' // 202 to 205
  | 'withdrawn' // 103
  | 'closed'; // 206 (declined, among others)

export function stageOf(loan: LoanState): Stage {
  switch (loan.loanStatus) {
    case LOAN_STATUS.initializing:
      return 'unsigned';
    case LOAN_STATUS.originating:
      if (loan.signatureStatus !== SIGNATURE_STATUS.signed) return 'unsigned';
      if (loan.loanSubStatus === ORIGINATING_SUBSTATUS.autoValidation) return 'validating';
      return loan.loanSubStatus === ORIGINATING_SUBSTATUS.blocked ? 'blocked' : 'in-review';
    case LOAN_STATUS.withdrawn:
      return 'withdrawn';
    case LOAN_STATUS.approved:
      return 'approved';
    case LOAN_STATUS.pending:
      return loan.tracker === IN_PROGRESS_TRACKER.exception ? 'funding-failed' : 'funding';
    case LOAN_STATUS.terminated:
      return 'closed';
    default:
      return 'funded';
  }
}

/** The review queues an operator or auto validation sends a loan to: its sub-status and the application's origination status. */
export const REVIEW_QUEUES = {
  customer: { subStatus: ORIGINATING_SUBSTATUS.customerReview, originationStatus: ORIGINATION_STATUS.customerReview },
  agent: { subStatus: ORIGINATING_SUBSTATUS.agentReview, originationStatus: ORIGINATION_STATUS.agentReview },
  underwriter: { subStatus: ORIGINATING_SUBSTATUS.underwriterReview, originationStatus: ORIGINATION_STATUS.underwriterReview },
  tribe: { subStatus: ORIGINATING_SUBSTATUS.tribeReview, originationStatus: ORIGINATION_STATUS.tribeReview },
  // An agent's review done in writing (the borrower asked not to be called): still an agent review for origination.
  'non-voice': { subStatus: ORIGINATING_SUBSTATUS.nonVoiceAgentReview, originationStatus: ORIGINATION_STATUS.agentReview },
} as const;
export type ReviewQueue = keyof typeof REVIEW_QUEUES;
export const isReviewQueue = (name: string): name is ReviewQueue => Object.hasOwn(REVIEW_QUEUES, name);

export const LOAN_ACTIONS = ['approve', 'decline', 'review', 'block', 'start-funding', 'fund', 'fail-funding', 'withdraw'] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];
export type Decision = { action: 'review'; queue: ReviewQueue } | { action: Exclude<LoanAction, 'review'> };

/** Which stages each decision may be taken from. Withdrawing is possible until the funding starts. */
const ALLOWED_FROM: Readonly<Record<LoanAction, readonly Stage[]>> = {
  approve: ['validating', 'in-review', 'blocked'],
  decline: ['unsigned', 'validating', 'in-review', 'blocked', 'approved', 'funding-failed'],
  review: ['validating', 'in-review', 'blocked', 'approved'],
  block: ['validating', 'in-review', 'approved'],
  'start-funding': ['approved'],
  // The operator says the money arrived: from its funding time, a retry after a failure, or at once.
  fund: ['approved', 'funding', 'funding-failed'],
  'fail-funding': ['funding'],
  withdraw: ['unsigned', 'validating', 'in-review', 'blocked', 'approved'],
};

export const isAllowed = (action: LoanAction, stage: Stage) => ALLOWED_FROM[action].includes(stage);
export const allowedFrom = (action: LoanAction): readonly Stage[] => ALLOWED_FROM[action];
export const actionsAllowedIn = (stage: Stage): LoanAction[] => LOAN_ACTIONS.filter((action) => isAllowed(action, stage));

/** What a decision makes of the loan: status, sub-status and the in-progress tracker the home page shows. */
export function targetOf(decision: Decision): { loanStatus: number; loanSubStatus: number | null; tracker: number | null } {
  switch (decision.action) {
    case 'approve':
      return { loanStatus: LOAN_STATUS.approved, loanSubStatus: null, tracker: IN_PROGRESS_TRACKER.applicationApproved };
    case 'review':
      return { loanStatus: LOAN_STATUS.originating, loanSubStatus: REVIEW_QUEUES[decision.queue].subStatus, tracker: IN_PROGRESS_TRACKER.preUnderwriterReview };
    case 'block':
      return { loanStatus: LOAN_STATUS.originating, loanSubStatus: ORIGINATING_SUBSTATUS.blocked, tracker: IN_PROGRESS_TRACKER.exception };
    case 'start-funding':
      return { loanStatus: LOAN_STATUS.pending, loanSubStatus: null, tracker: IN_PROGRESS_TRACKER.fundingInProgress };
    case 'fund':
      return { loanStatus: LOAN_STATUS.disbursed, loanSubStatus: null, tracker: IN_PROGRESS_TRACKER.fundingCompleted };
    case 'fail-funding':
      return { loanStatus: LOAN_STATUS.pending, loanSubStatus: null, tracker: IN_PROGRESS_TRACKER.exception };
    case 'withdraw':
      return { loanStatus: LOAN_STATUS.withdrawn, loanSubStatus: null, tracker: null };
    case 'decline':
      return { loanStatus: LOAN_STATUS.terminated, loanSubStatus: TERMINATED_SUBSTATUS.cancelled, tracker: null };
  }
}

// ---- Auto validation: where a signed loan goes, decided from what its application holds. ----

/** What auto validation reads (server/loans/validation-facts.ts gathers it). */
export type ValidationFacts = {
  /** The SSN is on the black list now (the list may have grown since the application qualified). */
  blackListed: boolean;
  /** When the application's bank verification (IBV) succeeded; null without one (income from a statement). */
  verifiedAt: Date | null;
  riskReport: number;
  inCollection: boolean;
  /** MILITARY: 1 military, 0 unknown, -1 not military; null when the application does not say. */
  military: number | null;
  /** The account the money goes to is one the bank verification found. */
  payoutAccountVerified: boolean;
  /** The opt-in flags include "do not call". */
  doNotCall: boolean;
  principalCents: number;
};

/** A verification is relied on for this long, like the offer it qualified (decision 0600: about a month). */
export const VERIFICATION_FRESH_DAYS = 30;
/** From this amount the lending entity itself (the "tribe" of the spec's queue) reviews the loan. */
export const TRIBE_REVIEW_FROM_CENTS = 1_500_00;

export type ValidationOutcome =
  { action: 'approve'; reason: string } | { action: 'review'; queue: ReviewQueue; reason: string } | { action: 'block'; reason: string };

const DAY_MS = 86_400_000;

/**
 * First match wins:
 * 1. SSN on the black list: blocked (102008), nobody lends.
 * 2. No successful bank verification (a statement was read instead): underwriter review, a person checks the income.
 * 3. The verification is older than VERIFICATION_FRESH_DAYS: customer review, the borrower verifies again.
 * 4. A risk flag: no credit report, a high-risk report, or a loan in collection: underwriter review.
 * 5. Military status other than "not military": underwriter review (the Military Lending Act caps a covered
 *    borrower's rate at 36%; the underwriter checks the borrower's status).
 * 6. The money would go to an account the verification did not find: agent review (an agent confirms it with
 *    the borrower), non-voice agent review when the borrower asked not to be called.
 * 7. TRIBE_REVIEW_FROM_CENTS or more: tribe review.
 * 8. Otherwise the checks are clean: approved (104).
 */
export function decideAutoValidation(facts: ValidationFacts, now: Date): ValidationOutcome {
  if (facts.blackListed) return { action: 'block', reason: 'The SSN is on the black list.' };
  if (!facts.verifiedAt) return { action: 'review', queue: 'underwriter', reason: 'The income was not verified by a bank verification.' };
  if (now.getTime() - facts.verifiedAt.getTime() > VERIFICATION_FRESH_DAYS * DAY_MS) {
    return { action: 'review', queue: 'customer', reason: `The bank verification is older than ${VERIFICATION_FRESH_DAYS} days.` };
  }
  if (facts.riskReport === LOAN_RISK_REPORT.noReport) return { action: 'review', queue: 'underwriter', reason: 'There is no credit report.' };
  if (facts.riskReport === LOAN_RISK_REPORT.high) return { action: 'review', queue: 'underwriter', reason: 'The credit report shows a high risk.' };
  if (facts.inCollection) return { action: 'review', queue: 'underwriter', reason: 'The borrower has a loan in collection.' };
  if (facts.military !== MILITARY.notMilitary)
    return { action: 'review', queue: 'underwriter', reason: 'The military status must be checked (Military Lending Act).' };
  if (!facts.payoutAccountVerified) {
    const queue = facts.doNotCall ? 'non-voice' : 'agent';
    return { action: 'review', queue, reason: 'The money would go to an account the bank verification did not find.' };
  }
  if (facts.principalCents >= TRIBE_REVIEW_FROM_CENTS)
    return { action: 'review', queue: 'tribe', reason: 'The amount is one the lending entity reviews itself.' };
  return { action: 'approve', reason: 'Bank verification current, account verified, no red flags.' };
}

export const doNotCallIn = (optInFlags: number | null | undefined) =>
  optInFlags !== null && optInFlags !== undefined && hasFlag(optInFlags, OPT_IN_FLAG.doNotCall);

// ---- Funding: when it starts. ----

/**
 * The date funding starts: the borrower's disbursement date, unless it can no longer be met as of `asOf` (the
 * signature for auto approval, the operator's approval otherwise); then the earliest funding date as of then:
 * the same day before the portfolio's cut-off on a business day, else the next business day (decision 0600).
 */
export function fundingDateOf(disbursementDate: IsoDate | null, asOfMs: number, cutOffTime: string): IsoDate {
  const earliest = earliestFundingDate(asOfMs, cutOffTime);
  return disbursementDate !== null && disbursementDate > earliest ? disbursementDate : earliest;
}

/** Funding starts at the portfolio's cut-off on the funding date: when that day's same-day ACH file goes. */
export function fundingStartsAt(fundingDate: IsoDate, cutOffTime: string): Date {
  const time = parseCutOffTime(cutOffTime);
  if (!time) throw new RangeError(`Not a cut-off time ('HH:mm'): ${JSON.stringify(cutOffTime)}`);
  return new Date(businessInstant(fundingDate, time));
}
