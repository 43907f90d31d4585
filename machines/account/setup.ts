// The accounts flow's setup (machines/account/account.machine.ts): its calls (named actors the app provides), its
// actions and guards, typed once for the machine and for its state files (sign-in.states.ts, sign-up.states.ts,
// password.states.ts, consent.states.ts), which write their states with accountSetup.createStateConfig. Beside it,
// what two pages share: the e-mailed link's check.
import { assertEvent, assign, sendParent, setup } from 'xstate';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { notificationPath } from '../app/notification-codes.ts';
import { HOME_PAGE } from '../home/pages.ts';
import type { BusyMeta } from '../kit/busy-words.ts';
import { failureMessage, failureOf, secondsUntil } from '../kit/failure.ts';
import { actionProvidedByApp, actorProvidedByApp } from '../kit/provided-by-app.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import { visit } from '../kit/route-meta.ts';
import { isPath } from '../kit/route-table.ts';
import { ACCOUNT_PATHS, type CreateAccountType } from './pages.ts';
import type {
  AcceptedConsent,
  AccountContext,
  AccountEvent,
  AccountInput,
  AccountParentEvent,
  ConsentStatus,
  LinkInfo,
  LoginChallenge,
  Session,
  SignInAnswer,
} from './types.ts';
import { say, withWords } from './words.ts';

/** What the loading overlay says in the states between pages (their words read when shown). */
export const BUSY_CHECKING_SESSION: BusyMeta = withWords({}, 'busy', 'account.busy.checkingSession');
export const BUSY_SIGNING_IN: BusyMeta = withWords({}, 'busy', 'account.busy.signingIn');

export const isCode = (error: unknown, code: number) => failureOf(error).code === code;

/** The accepted consents as the calls take them: every template on screen, ticked or not, with its version. */
export const acceptedConsents = (consents: readonly ConsentTemplate[], accepted: readonly string[]): AcceptedConsent[] =>
  consents.map(({ templateCode, version }) => ({ templateCode, version, check: accepted.includes(templateCode) }));

const requiredAccepted = (context: AccountContext) =>
  context.consents.length > 0 && context.consents.every((template) => !template.required || context.accepted.includes(template.templateCode));

export const accountSetup = setup({
  types: {
    input: {} as AccountInput,
    context: {} as AccountContext,
    events: {} as AccountEvent,
  },
  actors: {
    loadConsentTemplates: actorProvidedByApp<ConsentTemplate[], { portfolioId: number }>('loadConsentTemplates'),
    sendSetLink: actorProvidedByApp<{ maskedEmail: string }, { email: string; portfolioId: number; consents: AcceptedConsent[] }>('sendSetLink'),
    parseLink: actorProvidedByApp<LinkInfo, { resource: string }>('parseLink'),
    createAccount: actorProvidedByApp<{ session: Session; createAccountType: CreateAccountType }, { resource: string; password: string }>('createAccount'),
    signIn: actorProvidedByApp<SignInAnswer, { email: string; password: string; portfolioId: number }>('signIn'),
    verifyLoginCode: actorProvidedByApp<Session, { challengeId: string; code: string; rememberDevice: boolean }>('verifyLoginCode'),
    resendLoginCode: actorProvidedByApp<LoginChallenge, { challengeId: string }>('resendLoginCode'),
    sendResetLink: actorProvidedByApp<{ maskedEmail: string }, { email: string; portfolioId: number }>('sendResetLink'),
    resetPassword: actorProvidedByApp<{ maskedEmail: string }, { resource: string; password: string }>('resetPassword'),
    changePassword: actorProvidedByApp<Session, { currentPassword: string; newPassword: string }>('changePassword'),
    checkConsentStatus: actorProvidedByApp<ConsentStatus>('checkConsentStatus'),
    saveConsents: actorProvidedByApp<ConsentStatus, { items: AcceptedConsent[] }>('saveConsents'),
  },
  actions: {
    /** Keeps the access token and user credential where the API client reads them. */
    storeSession: actionProvidedByApp('storeSession') as (_: unknown, params: { session: Session }) => void,
    clearMessages: assign({ error: null, notice: null }),
    rememberSession: assign((_, params: { session: Session }) => ({ signedIn: true, customer: params.session.customer })),
    startCooldown: assign(({ context }, params: { resendAvailableAt: string }) => ({
      resendSecondsLeft: secondsUntil(params.resendAvailableAt, context.now()),
    })),
    rememberResource: assign({
      resource: ({ event }) => (event.type === 'route.enter' ? (event.params.resource ?? null) : null),
      link: null,
    }),
    showConsentStatus: assign((_, params: { status: ConsentStatus }) => ({
      consents: params.status.items.map(({ check: _check, ...template }) => template),
      accepted: params.status.items.filter((item) => item.check).map((item) => item.templateCode),
    })),
    rememberPendingPath: assign((_, params: { path: string }) => ({ pendingPath: params.path })),
    /** The link resolved, but to the other purpose: as invalid as an unknown one (-> /notification/302). */
    rememberLink: assign({ link: ({ event }) => (event as unknown as { output: LinkInfo }).output }),
    rememberError: assign({ error: failureMessage }),
    reportInvalidLink: sendParent(visit(notificationPath(NOTIFICATION.invalidLink))),
    /** Back to the home page (the home flow's), where the account actions are. */
    goHome: sendParent(visit(HOME_PAGE.path)),
    reportPasswordChanged: sendParent(
      () => ({ type: 'snackbar.show', message: say('account.snackbar.passwordChanged'), kind: 'info' }) satisfies AccountParentEvent,
    ),
    /** The app's sign-in visit hands the page to come back to; a visit without one (a link, the URL) keeps it. */
    rememberReturnTo: assign({
      returnTo: ({ context, event }) => (event.type === 'route.enter' && 'returnTo' in event ? (event.returnTo ?? null) : context.returnTo),
    }),
    /** A consent ticked or unticked on the consent form (welcome, or the signed-in consent page); the missing-consent message goes. */
    toggleConsent: assign(({ context, event }) => {
      assertEvent(event, 'consent.toggle');
      return {
        accepted: event.checked ? [...new Set([...context.accepted, event.templateCode])] : context.accepted.filter((code) => code !== event.templateCode),
        error: null,
      };
    }),
    /** Continuing with a required consent not ticked. */
    askForRequiredConsents: assign({ error: () => sayResult(RESULT.consentRequired) }),
    forgetCustomer: assign({ signedIn: false, customer: null, challenge: null, createAccountType: null, pendingPath: null }),
  },
  guards: {
    isPath,
    isSignedIn: ({ context }) => context.signedIn,
    /** Whether this browser holds a session from before (the app reads its storage); none until provided. */
    hasStoredSession: () => false,
    consentsAccepted: ({ context }) => requiredAccepted(context),
    resendDue: ({ context }) => context.resendSecondsLeft <= 0,
    needsConsentPage: ({ context, event }) =>
      context.pendingPath === ACCOUNT_PATHS.consent || ('output' in event && (event.output as ConsentStatus).consented === false),
    hasPendingPath: ({ context }) => context.pendingPath !== null,
    isLinkFor: ({ event }, params: { purpose: LinkInfo['purpose'] }) => 'output' in event && (event.output as LinkInfo).purpose === params.purpose,
  },
  delays: { second: 1000 },
});

/**
 * The first states of a page opened from an e-mailed link: the server checks the link, then the borrower
 * edits. A link for the other purpose is as invalid here as an unknown one; an unknown, used or expired link
 * is routed by the app (-92020043 -> /notification/302).
 */
export const checkingLinkFor = (purpose: LinkInfo['purpose']) => ({
  checkingLink: accountSetup.createStateConfig({
    tags: [BUSY],
    invoke: {
      id: 'parseLink',
      src: 'parseLink',
      input: ({ context }) => ({ resource: context.resource ?? '' }),
      onDone: [{ guard: { type: 'isLinkFor', params: { purpose } }, target: 'editing', actions: 'rememberLink' }, { actions: 'reportInvalidLink' }],
      onError: { target: 'linkFailed', actions: 'rememberError' },
    },
  }),
  linkFailed: failedState('checkingLink', 'clearMessages'),
});
