// Types of the home-page flow (machines/home/home.machine.ts).
import type * as v from 'valibot';
import type { Customer } from '#src/api/contract/customer.ts';
import type { getPersonal } from '#src/api/contract/application.ts';
import type { listDisbursementLoan, RepaymentLoan } from '#src/api/contract/loan.ts';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type { watchLoan } from '#src/api/contract/loan-life.ts';
import type { RealtimeParentEvent } from '../realtime/realtime.machine.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { HomeVisit } from './pages.ts';
import type { RetryEvent } from '../kit/retry.ts';

export type Personal = v.InferOutput<(typeof getPersonal)['response']>;
export type Disbursement = v.InferOutput<(typeof listDisbursementLoan)['response']>;
export type AttachDetails = { loanNo: string; ssnLast4: string; dateOfBirth: string };
export type WatchAnswer = CallResponse<typeof watchLoan>;

export type HomeInput = {
  /** The customer the app knows from signing in (null after a reload): the greeting until get-personal answers. */
  customer: Customer | null;
  /** Sign out as soon as the page shows (the visit that opened it asked to: signOutVisit, pages.ts). */
  signOutOnArrival?: boolean;
  /** This tab's realtime session id (made at app start): flag 4 watches its loan on that channel. */
  sessionId?: string;
};

export type HomeContext = {
  customer: Customer | null;
  signOutOnArrival: boolean;
  /** This tab's realtime session id; '' when none was given (nothing is watched). */
  sessionId: string;
  personal: Personal | null;
  disbursement: Disbursement | null;
  repaymentLoans: RepaymentLoan[];
  error: string | null;
  attachError: string | null;
  /** Said once a loan was attached. */
  notice: string | null;
};

export type HomeEvent =
  | HomeVisit
  | RetryEvent
  | { type: 'home.continueApplication' }
  | { type: 'home.chooseLoanAmount' }
  | { type: 'home.sign' }
  | { type: 'home.viewLoan' }
  | { type: 'home.fixInformation' }
  | { type: 'home.signOut' }
  | { type: 'home.reload' }
  /** Withdraw the loan being disbursed (before its funding starts): asked, then confirmed or kept. */
  | { type: 'withdraw.open' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' }
  | { type: 'attach.open' }
  | { type: 'attach.cancel' }
  | ({ type: 'attach.submit' } & AttachDetails)
  /** The realtime channel, while flag 4 watches its loan. */
  | RealtimeParentEvent;

/** What the flow tells the app: a page to visit, or that the borrower signed out. */
export type HomeParentEvent = RouteEnterEvent | { type: 'session.signOut' };
