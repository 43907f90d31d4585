// The accounts flow (issue 4): welcome and consent, sign-in with the login-code step, account creation and
// password reset by e-mailed link, change password. The app machine invokes it while one of its pages is open and
// forwards every visit of its paths as `route.enter`; its routed states carry the pages (pages.ts), and the URL ->
// state rows are made from that table. Every call is a named actor the app provides (setup.ts). Signed in, it tells
// the app where the borrower lands (session.signedIn): a new account's page, else the page the app handed to come
// back to, else home. Its states are written in one file per part: sign-in.states.ts, sign-up.states.ts,
// password.states.ts and consent.states.ts.
import { and, raise } from 'xstate';
import type { RouteMeta } from '../kit/route-meta.ts';
import { consentPage, welcomePage } from './consent.states.ts';
import { ACCOUNT_PAGES, type Opening } from './pages.ts';
import { changePasswordPage, resetPasswordPage, sendResetLinkPage } from './password.states.ts';
import { accountSetup } from './setup.ts';
import { checkingConsent, checkingSession, landing, restoring, signInPage } from './sign-in.states.ts';
import { createAccountPage, sendSetLinkPage } from './sign-up.states.ts';
import type { Customer } from './types.ts';

/** The page table's rows (pages.ts) that open as `opens` says, for the URL -> state rows. */
const PAGE_ROWS: ReadonlyArray<{ meta: RouteMeta } & Opening> = Object.values(ACCOUNT_PAGES);
const opening = (opens: Opening['opens']) => PAGE_ROWS.filter((row) => row.opens === opens);
const isPathOf = (path: string) => ({ type: 'isPath' as const, params: { path } });
/** What a visit hands the flow, by what its page remembers: the e-mailed link's {resource}, the page to come back to. */
const remembered = ({ remembers }: Pick<Opening, 'remembers'>): Array<'rememberResource' | 'rememberReturnTo'> =>
  remembers === 'resource' ? ['rememberResource'] : remembers === 'returnTo' ? ['rememberReturnTo'] : [];

export const accountMachine = accountSetup.createMachine({
  id: 'account',
  context: ({ input }) => ({
    portfolioId: input.portfolioId,
    firstVisit: input.entry,
    now: input.now ?? (() => Date.now()),
    consents: [],
    accepted: [],
    email: input.customer?.email ?? '',
    maskedEmail: null,
    resource: null,
    link: null,
    challenge: null,
    resendSecondsLeft: 0,
    signedIn: input.customer !== null,
    customer: input.customer,
    createAccountType: null,
    returnTo: input.returnTo ?? null,
    pendingPath: null,
    error: null,
    notice: null,
  }),
  initial: 'entering',
  on: {
    // The URL -> state rows, made from the page table (pages.ts): each page's path opens its state as the page
    // opens, with what the visit hands the flow.
    'route.enter': [
      ...opening(undefined).map(({ meta: { path }, state, ...row }) => ({ guard: isPathOf(path), target: `.${state}`, actions: remembered(row) })),
      // The e-mail step needs the consents first.
      ...opening('consented').map(({ meta: { path }, state, ...row }) => ({
        guard: and([isPathOf(path), 'consentsAccepted']),
        target: `.${state}`,
        actions: remembered(row),
      })),
      ...opening('consented').map(({ meta: { path } }) => ({ guard: isPathOf(path), target: `.${ACCOUNT_PAGES.welcome.state}` })),
      // A session kept in this browser is asked about first: a live one goes on (home, or the page asked for)
      // instead of showing the form. Asked each time: one that ended since is only known to the server.
      ...opening('signedOut').map(({ meta: { path }, ...row }) => ({
        guard: and([isPathOf(path), 'hasStoredSession']),
        target: '.checkingSession',
        actions: remembered(row),
      })),
      ...opening('signedOut').map(({ meta: { path }, state, ...row }) => ({ guard: isPathOf(path), target: `.${state}`, actions: remembered(row) })),
      ...opening('signedIn').map(({ meta: { path }, state, ...row }) => ({
        guard: and([isPathOf(path), 'isSignedIn']),
        target: `.${state}`,
        actions: remembered(row),
      })),
      // A signed-in page before the session is known: ask the server first (no session -> /sign-in).
      ...opening('signedIn').map(({ meta: { path } }) => ({
        guard: isPathOf(path),
        target: '.restoring',
        actions: { type: 'rememberPendingPath' as const, params: { path } },
      })),
    ],
  },
  states: {
    /** Started by a visit; raises it as its first event. */
    entering: {
      entry: raise(({ context }) => context.firstVisit),
    },
    welcome: welcomePage,
    sendSetLink: sendSetLinkPage,
    signIn: signInPage,
    createAccount: createAccountPage,
    sendResetLink: sendResetLinkPage,
    resetPassword: resetPasswordPage,
    restoring,
    checkingSession,
    landing,
    // Signed in: the consent page and change password. /home and signing out are the home flow's (home.machine.ts).
    signedIn: {
      initial: 'checkingConsent',
      states: {
        checkingConsent,
        consent: consentPage,
        changePassword: changePasswordPage,
      },
    },
  },
});

export type { Customer };
