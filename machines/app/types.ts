// The app statechart's input, context and events (machines/app/app.machine.ts).
import type { Customer } from '#src/api/contract/customer.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { NotificationCode } from './notification-codes.ts';
import type { SnackbarShowEvent } from './snackbar.machine.ts';

export type AppInput = {
  /** The page's full URL at start. */
  url: string;
  userAgent: string;
  /** The `redirect` query parameter the visitor arrived with. */
  redirectParam: string | null;
  /** This browser held a session when the page loaded (a reload of a signed-in page): the customer is not known yet, but signed in. */
  sessionHeld?: boolean;
};

export type AppContext = AppInput & {
  sessionId: string;
  /** The display pattern of dates, day token uppercased for dayjs: 'MM/DD/YYYY'. */
  datePattern: string | null;
  /** Federal Reserve closure dates, 'YYYY-MM-DD'. */
  holidays: readonly string[];
  portfolio: Portfolio | null;
  bootError: string | null;
  /** Where to come back to after signing in again. */
  returnTo: string | null;
  /** The signed-in customer, kept while the visitor moves between flows (not across reloads); absent = unknown. */
  customer?: Customer | null;
  /** Whether this tab is signed in: held a session at load, or signed in since; false once signed out or refused. */
  sessionHeld?: boolean;
  notificationCode: NotificationCode | null;
};

export type AppEvent =
  | RouteEnterEvent
  | { type: 'boot.retry' }
  | { type: 'api.loanStatusInvalid' }
  | { type: 'api.signInRequired'; returnTo: string | null }
  | { type: 'api.transportFailed'; message: string }
  | SnackbarShowEvent
  | { type: 'session.signOut' }
  /** Signed in (the accounts flow): who, and the page the flow lands the borrower on. */
  | { type: 'session.signedIn'; customer: Customer | null; landing: string };

/**
 * The app's visit to the sign-in page, with the page to come back to once signed in (returnTo, kept since a call
 * asked for a session): the flow that signs in decides the landing from it.
 */
export type SignInVisit = RouteEnterEvent & { returnTo?: string | null };
