// Loan statuses, substatuses and the other loan and application status sets (spec sections 3 and 4).
import { defineCodes } from './define-codes.ts';

const loanStatus = defineCodes({
  initializing: [101, 'Initializing'],
  originating: [102, 'Originating'],
  withdrawn: [103, 'Withdrawn'],
  approved: [104, 'Approved'],
  pending: [201, 'Pending'],
  disbursed: [202, 'Disbursed'],
  processing: [203, 'Processing'],
  suspended: [204, 'Suspended'],
  collecting: [205, 'Collecting'],
  terminated: [206, 'Terminated'],
});
export const LOAN_STATUS = loanStatus.codes;
export type LoanStatus = (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS];
export const loanStatusLabel = loanStatus.label;
export const isLoanStatus = loanStatus.has;

/** Statuses of a loan being repaid (home page flag 5): disbursed 202, processing 203, suspended 204, collecting 205. */
export const REPAYING_STATUSES: readonly number[] = [LOAN_STATUS.disbursed, LOAN_STATUS.processing, LOAN_STATUS.suspended, LOAN_STATUS.collecting];
export const isRepayingStatus = (status: number) => REPAYING_STATUSES.includes(status);

const originatingSubStatus = defineCodes({
  customerReview: [102001, 'Customer review'],
  agentReview: [102002, 'Agent review'],
  underwriterReview: [102003, 'Underwriter review'],
  tribeReview: [102004, 'Tribe review'],
  autoValidation: [102005, 'Auto validation'],
  nonVoiceAgentReview: [102006, 'Non-voice agent review'],
  blocked: [102008, 'Blocked'],
});
export const ORIGINATING_SUBSTATUS = originatingSubStatus.codes;

const suspendedSubStatus = defineCodes({
  badStanding: [204001, 'Bad standing'],
  // The spec gives active duty the same value as bad standing; the label stays "Bad standing".
  activeDuty: [204001, 'Active duty'],
  hardReturn: [204002, 'Hard return'],
  cccs: [204003, 'Consumer credit counseling (CCCS)'],
  bankruptcy: [204004, 'Bankruptcy'],
  noFuturePayment: [204005, 'No future payment'],
  miscellaneous: [204006, 'Miscellaneous'],
});
export const SUSPENDED_SUBSTATUS = suspendedSubStatus.codes;

const collectingSubStatus = defineCodes({
  settled: [205001, 'Settled'],
  notified: [205002, 'Notified'],
  pocketed: [205003, 'Pocketed'],
  accepted: [205004, 'Accepted'],
  replanned: [205005, 'Re-planned'],
  rejected: [205006, 'Rejected'],
  cleared: [205007, 'Cleared'],
});
export const COLLECTING_SUBSTATUS = collectingSubStatus.codes;

const terminatedSubStatus = defineCodes({
  voided: [206001, 'Voided'],
  paidOff: [206002, 'Paid off'],
  cancelled: [206003, 'Cancelled'],
});
export const TERMINATED_SUBSTATUS = terminatedSubStatus.codes;

const subStatusSets = new Map<number, typeof originatingSubStatus | typeof suspendedSubStatus | typeof collectingSubStatus | typeof terminatedSubStatus>([
  [LOAN_STATUS.originating, originatingSubStatus],
  [LOAN_STATUS.suspended, suspendedSubStatus],
  [LOAN_STATUS.collecting, collectingSubStatus],
  [LOAN_STATUS.terminated, terminatedSubStatus],
]);

/** The label of any loan substatus, e.g. 206002 -> 'Paid off'. */
export function loanSubStatusLabel(code: number): string | undefined {
  return subStatusSets.get(statusOfSubStatus(code))?.label(code);
}

/** The substatuses a loan status can carry (empty for statuses without substatuses). */
export function subStatusesOf(status: number): ReadonlyArray<{ value: number; label: string }> {
  return subStatusSets.get(status)?.options ?? [];
}

/** A substatus belongs to the status whose code starts it: 204003 belongs to 204. */
export function statusOfSubStatus(subStatus: number): number {
  return Math.floor(subStatus / 1000);
}

const applicationTermination = defineCodes({
  withdrawn: [30001, 'Withdrawn'],
  approved: [30002, 'Approved'],
});
export const APPLICATION_TERMINATION = applicationTermination.codes;
export const applicationTerminationLabel = applicationTermination.label;

const originationStatus = defineCodes({
  customerReview: [20001, 'Customer review'],
  agentReview: [20002, 'Agent review'],
  underwriterReview: [20003, 'Underwriter review'],
  tribeReview: [20004, 'Tribe review'],
});
export const ORIGINATION_STATUS = originationStatus.codes;
export const originationStatusLabel = originationStatus.label;

const inProgressTracker = defineCodes({
  applicationSubmitted: [1, 'Application submitted'],
  preUnderwriterReview: [2, 'Pre-underwriter review'],
  applicationApproved: [3, 'Application approved'],
  fundingInProgress: [4, 'Funding in progress'],
  fundingCompleted: [5, 'Funding completed'],
  exception: [6, 'Exception'],
});
export const IN_PROGRESS_TRACKER = inProgressTracker.codes;
export const inProgressTrackerLabel = inProgressTracker.label;
export const inProgressTrackerSteps = inProgressTracker.options;

const signatureStatus = defineCodes({
  notSigned: [0, 'Not signed'],
  signed: [1, 'Signed'],
  expired: [2, 'Expired'],
  cancelled: [3, 'Cancelled'],
  voided: [4, 'Voided'],
  suspended: [5, 'Suspended'],
});
export const SIGNATURE_STATUS = signatureStatus.codes;
export const signatureStatusLabel = signatureStatus.label;

const loanRiskReport = defineCodes({
  high: [1, 'High risk'],
  none: [0, 'No risk'],
  noReport: [-1, 'No report'],
});
export const LOAN_RISK_REPORT = loanRiskReport.codes;
export const loanRiskReportLabel = loanRiskReport.label;

const loanAmountResult = defineCodes({
  availableMatchedAccount: [1, 'Available with matched account'],
  availableUnmatchedAccount: [2, 'Available with unmatched account'],
  unavailable: [3, 'Unavailable'],
});
export const LOAN_AMOUNT_RESULT = loanAmountResult.codes;
export const loanAmountResultLabel = loanAmountResult.label;

const loanFlag = defineCodes({
  recreateRequestCode: [10000, 'Recreate request code'],
  recalculateLoanAmount: [10001, 'Recalculate loan amount'],
  recalculatePaymentPlan: [10002, 'Recalculate payment plan'],
  resignAgreement: [10003, 'Re-sign agreement'],
});
export const LOAN_FLAG = loanFlag.codes;
export const loanFlagLabel = loanFlag.label;

const homePageFlag = defineCodes({
  noLoanAmount: [1, 'No loan amount'],
  prepareApplication: [2, 'Prepare application'],
  unsigned: [3, 'Unsigned'],
  inProgress: [4, 'In progress'],
  repaymentLoan: [5, 'Repayment loan'],
  repairInformation: [6, 'Repair information'],
});
export const HOME_PAGE_FLAG = homePageFlag.codes;
export const homePageFlagLabel = homePageFlag.label;

const requestMode = defineCodes({
  preview: [0, 'Preview'],
  save: [1, 'Save'],
});
export const REQUEST_MODE = requestMode.codes;
export const requestModeLabel = requestMode.label;

const paymentAction = defineCodes({
  payOff: ['payOff', 'Pay off'],
  payOffInN: ['payOffInN', 'Pay off in N installments'],
  payDown: ['payDown', 'Pay down'],
});
export const PAYMENT_ACTION = paymentAction.codes;
export const paymentActionLabel = paymentAction.label;
