// The signing flow's context, events and call shapes.
import type { CallRequest, CallResponse } from '#src/api/contract/define-call.ts';
import type { AgreementToSign, getSignatureStatus, signLoanAgreement } from '#src/api/contract/signing.ts';
import type { RetryEvent } from '../kit/retry.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { RealtimeOutput, RealtimeParentEvent } from '../realtime/realtime.machine.ts';
import type { SigningPage } from './pages.ts';

export type SigningInput = {
  /** The visit that opened the flow: it names the page (and the link's resource). */
  entry: RouteEnterEvent;
  /** This tab's realtime session id (made at app start). */
  sessionId: string;
  /** Whether this tab holds a session: a link signed without one ends on /notification/206, not /home. */
  signedIn: boolean;
};

export type SigningContext = {
  page: SigningPage;
  /** The e-mailed link's token on /signature/{resource}; '' elsewhere. */
  resource: string;
  /** The loan asked by its number on /loan-agreement/{loanNo}; '' elsewhere. */
  loanNo: string;
  sessionId: string;
  signedIn: boolean;
  agreement: AgreementToSign | null;
  /** A failed call's message. */
  error: string | null;
  /** The typed name does not match the application's. */
  nameError: string | null;
  /** Why a new agreement is shown (its dates or disclosure changed). */
  notice: string | null;
  /** Seconds left before the signed borrower is taken home. */
  secondsLeft: number;
  /** The realtime channel: not running, started and not yet open, or open at least once (it may be down since). */
  channel: 'closed' | 'connecting' | 'opened';
  /**
   * The agreement's answer may predate what the channel could have said (it was asked before the channel opened,
   * or an open or a sign-status message came while it was on its way, or it is a link's): the status is asked once
   * the channel is open.
   */
  statusDue: boolean;
};

/**
 * What fetching the agreement needs: a link's resource, or none (signed in: the loan asked by its number, `loanNo`,
 * else the borrower's newest wizard loan).
 */
export type LoadRequest = { sessionId: string; resource: string | null; loanNo?: string };
export type SignRequest = CallRequest<typeof signLoanAgreement>;
export type SignerRef = { requestId: string } | { resource: string };
export type SignatureStatus = CallResponse<typeof getSignatureStatus>;

export type SignEvent = { type: 'signing.sign'; typedName: string; consented: true; agreedToTerms: true };

export type SigningEvent =
  | SignEvent
  | RetryEvent
  /** Prepare a new agreement after this one expired (or sign in for one, from a link). */
  | { type: 'signing.renew' }
  /** The green message's OK: home at once. */
  | { type: 'countdown.ok' }
  | RealtimeParentEvent
  /** The channel stopped for good (a close it does not retry), or failed (its socket could not be made). */
  | { type: 'xstate.done.actor.realtime'; output: RealtimeOutput }
  | { type: 'xstate.error.actor.realtime'; error: unknown };
