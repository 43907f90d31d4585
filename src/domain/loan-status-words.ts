// A loan's status and substatus in the words a borrower understands (issue 18, defect 9): what is happening
// and, where it waits on someone, on whom. The code labels (src/domain/codes/loan.ts) stay for staff and logs.
import { COLLECTING_SUBSTATUS, LOAN_STATUS, ORIGINATING_SUBSTATUS, SUSPENDED_SUBSTATUS, TERMINATED_SUBSTATUS } from './codes/loan.ts';

const BY_SUBSTATUS: ReadonlyMap<number, string> = new Map([
  [ORIGINATING_SUBSTATUS.customerReview, 'Waiting for you to review and sign'],
  [ORIGINATING_SUBSTATUS.agentReview, 'An agent is reviewing your application'],
  [ORIGINATING_SUBSTATUS.nonVoiceAgentReview, 'An agent is reviewing your application'],
  [ORIGINATING_SUBSTATUS.underwriterReview, 'An underwriter is reviewing your application'],
  [ORIGINATING_SUBSTATUS.tribeReview, 'The lender is giving its final approval'],
  [ORIGINATING_SUBSTATUS.autoValidation, 'We are checking your application'],
  [ORIGINATING_SUBSTATUS.blocked, 'On hold: please call us'],
  [SUSPENDED_SUBSTATUS.hardReturn, 'Payments paused after a returned payment'],
  [SUSPENDED_SUBSTATUS.cccs, 'Payments arranged with a credit counselor'],
  [SUSPENDED_SUBSTATUS.bankruptcy, 'Payments paused: bankruptcy'],
  [SUSPENDED_SUBSTATUS.noFuturePayment, 'No payments are scheduled'],
  // A coupon's life (decision 0750): settled for less is not paid in full, and a borrower is told which.
  [COLLECTING_SUBSTATUS.notified, 'An offer to settle is in your e-mail'],
  [COLLECTING_SUBSTATUS.accepted, 'Offer accepted: your payment is scheduled'],
  [COLLECTING_SUBSTATUS.replanned, 'Offer accepted: your payments are scheduled'],
  [COLLECTING_SUBSTATUS.settled, 'Settled: the rest forgiven'],
  [COLLECTING_SUBSTATUS.cleared, 'Paid in full'],
  [TERMINATED_SUBSTATUS.paidOff, 'Paid off'],
  [TERMINATED_SUBSTATUS.voided, 'Voided'],
  [TERMINATED_SUBSTATUS.cancelled, 'Cancelled'],
]);

const BY_STATUS: ReadonlyMap<number, string> = new Map([
  [LOAN_STATUS.initializing, 'We are preparing your loan'],
  [LOAN_STATUS.originating, 'We are reviewing your application'],
  [LOAN_STATUS.withdrawn, 'Withdrawn'],
  [LOAN_STATUS.approved, 'Approved'],
  [LOAN_STATUS.pending, 'Your money is on its way'],
  [LOAN_STATUS.disbursed, 'Active: being repaid'],
  [LOAN_STATUS.processing, 'Active: a payment is being processed'],
  [LOAN_STATUS.suspended, 'Payments paused'],
  [LOAN_STATUS.collecting, 'With our collections team'],
  [LOAN_STATUS.terminated, 'Closed'],
]);

export function loanStatusInWords(loanStatus: number, loanSubStatus: number | null): string {
  return (loanSubStatus !== null ? BY_SUBSTATUS.get(loanSubStatus) : undefined) ?? BY_STATUS.get(loanStatus) ?? `Status ${loanStatus}`;
}
