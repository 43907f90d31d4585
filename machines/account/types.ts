// The accounts flow's input, context and events (issue 4). Passwords and login codes travel in events to
// the call that needs them and are never kept in context.
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type { ConsentTemplate, checkConsentStatus } from '#src/api/contract/consent.ts';
import type { Customer, parseLinkResource, resendVerificationCode, Session, signIn } from '#src/api/contract/customer.ts';
import type { CreateAccountType } from './pages.ts';
import type { SignInVisit } from '../app/types.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { RetryEvent } from '../kit/retry.ts';

export type LinkInfo = CallResponse<typeof parseLinkResource>;
export type SignInAnswer = CallResponse<typeof signIn>;
export type LoginChallenge = CallResponse<typeof resendVerificationCode>;
export type ConsentStatus = CallResponse<typeof checkConsentStatus>;
export type AcceptedConsent = { templateCode: string; version: string; check: boolean };

export type AccountInput = {
  portfolioId: number;
  /** The customer the app already knows is signed in (kept across pages), or null. */
  customer: Customer | null;
  /** The visit that opened the flow; the flow routes it as its first event. */
  entry: SignInVisit;
  /** The page to come back to once signed in, kept by the app (FlowStart.returnTo), or null. */
  returnTo?: string | null;
  /** Milliseconds since the epoch; injectable so the resend cool-down can be tested. */
  now?: () => number;
};

export type AccountContext = {
  portfolioId: number;
  firstVisit: RouteEnterEvent;
  now: () => number;
  /** The consent templates on screen (welcome, or the signed-in consent page) and the codes ticked. */
  consents: ConsentTemplate[];
  accepted: string[];
  /** The e-mail last typed (sign-in, set link, reset link): kept to fill the form again, never a password. */
  email: string;
  /** Where the last e-mail went, masked: '*****.com'. */
  maskedEmail: string | null;
  /** The {resource} of an e-mailed link and what it resolved to. */
  resource: string | null;
  link: LinkInfo | null;
  /** The login-code step in progress, and the seconds until another code may be asked for. */
  challenge: LoginChallenge | null;
  resendSecondsLeft: number;
  /** True once a session is known to be live: signed in here, or checked with the server. */
  signedIn: boolean;
  customer: Customer | null;
  /** Set by account creation: decides the landing page. */
  createAccountType: CreateAccountType | null;
  /** The page to come back to once signed in: handed by the app (its sign-in visit, or at start). */
  returnTo: string | null;
  /** A signed-in page asked for before the session was checked. */
  pendingPath: string | null;
  /** The message of the last refused or failed call, shown on the page. */
  error: string | null;
  /** A confirmation shown on the page ("We sent a new code"). */
  notice: string | null;
};

export type AccountEvent =
  | SignInVisit
  | { type: 'consent.toggle'; templateCode: string; checked: boolean }
  | { type: 'consent.continue' }
  | RetryEvent
  | { type: 'setLink.submit'; email: string }
  | { type: 'setLink.resend' }
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'signIn.submitCode'; code: string; rememberDevice: boolean }
  | { type: 'signIn.resendCode' }
  | { type: 'signIn.startOver' }
  | { type: 'createAccount.submit'; password: string }
  | { type: 'resetLink.submit'; email: string }
  | { type: 'resetPassword.submit'; password: string }
  | { type: 'changePassword.submit'; currentPassword: string; newPassword: string };

/** What the flow tells the app machine. */
export type AccountParentEvent =
  | { type: 'session.signedIn'; customer: Customer | null; landing: string }
  | { type: 'session.signOut' }
  | RouteEnterEvent
  | { type: 'snackbar.show'; message: string; kind: 'info' | 'error' };

export type { Customer, Session };
