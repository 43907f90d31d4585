// The result pages of /notification/{code} (spec section 2): one routed state each, so every code has
// its own heading and its own path, and any other code is simply an unknown path (-> /404). Each page's title
// is the app's catalog's 'app.notification.<state>'.
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { withWords } from './words.ts';

const NOTIFICATION_PAGES = [
  { code: NOTIFICATION.pendingNote, state: 'pendingNote' },
  { code: NOTIFICATION.applicationSuccess, state: 'applicationSubmitted' },
  { code: NOTIFICATION.paymentSuccess, state: 'paymentReceived' },
  { code: NOTIFICATION.bankStatementUploaded, state: 'bankStatementReceived' },
  { code: NOTIFICATION.processing201, state: 'verificationNotSubmitted' },
  { code: NOTIFICATION.processing202, state: 'manualReview' },
  { code: NOTIFICATION.tryAnotherBankAccount, state: 'bankAccountNotVerified' },
  { code: NOTIFICATION.processing204, state: 'payNotConfirmed' },
  { code: NOTIFICATION.processing205, state: 'fundingInProgress' },
  { code: NOTIFICATION.processing206, state: 'requestProcessing' },
  { code: NOTIFICATION.withdrawn, state: 'withdrawn' },
  { code: NOTIFICATION.invalidLink, state: 'invalidLink' },
] as const;

type Titled<T> = { readonly [K in keyof T]: T[K] & { readonly title: string } };

/** Each result page with its title, read from the app's catalog whenever it is read. */
export const NOTIFICATIONS = NOTIFICATION_PAGES.map((page) => withWords({ ...page }, 'title', `app.notification.${page.state}`)) as unknown as Titled<
  typeof NOTIFICATION_PAGES
>;

export type NotificationCode = (typeof NOTIFICATIONS)[number]['code'];

export const notificationPath = (code: NotificationCode) => `/notification/${code}`;

/**
 * Who reads a result page, decided by a transition of the app machine as the page opens (its child state, tagged
 * so): a page offers what fits a borrower signed in or not (302 offers a signed-in borrower their account, anyone
 * else signing in).
 */
export const NOTIFICATION_READER = { signedIn: 'notification.signedIn', signedOut: 'notification.signedOut' } as const;
export type NotificationReader = keyof typeof NOTIFICATION_READER;

/** The reader of the result page shown (signed out unless the page's state says signed in). */
export const notificationReaderOf = (snapshot: { hasTag(tag: string): boolean }): NotificationReader =>
  snapshot.hasTag(NOTIFICATION_READER.signedIn) ? 'signedIn' : 'signedOut';
