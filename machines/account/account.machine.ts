// The accounts flow (issue 4): welcome and consent, sign-in with the login-code step, account creation and
// password reset by e-mailed link, change password, sign-out. The app machine invokes it while one of its
// pages is open and forwards every visit of its paths as `route.enter`; its routed states carry the pages.
// Every call is a named actor the app provides. Signed in, it tells the app where the borrower lands
// (session.signedIn): a new account's page, else the page the app handed to come back to, else home.
import { and, assertEvent, assign, not, raise, sendParent, setup } from 'xstate';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { notificationPath } from '../app/notification-codes.ts';
import { ACCOUNT_PAGES, ACCOUNT_PATHS, landingPath, type CreateAccountType, type Opening } from './pages.ts';
import { failureMessage, failureOf, retryInstantOf, secondsUntil } from '../kit/failure.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import type {
  AcceptedConsent,
  AccountContext,
  AccountEvent,
  AccountInput,
  AccountParentEvent,
  ConsentStatus,
  Customer,
  LinkInfo,
  LoginChallenge,
  Session,
  SignInAnswer,
} from './types.ts';
import { actionProvidedByApp, actorProvidedByApp } from '../kit/provided-by-app.ts';
import { HOME_PATHS } from '../home/pages.ts';
import { visit, type RouteMeta } from '../kit/route-meta.ts';
import { isPath } from '../kit/route-table.ts';
import type { BusyMeta } from '../kit/busy-words.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { say, withWords } from './words.ts';

/** What the loading overlay says in the states between pages (their words read when shown). */
const BUSY_CHECKING_SESSION: BusyMeta = withWords({}, 'busy', 'account.busy.checkingSession');
const BUSY_SIGNING_IN: BusyMeta = withWords({}, 'busy', 'account.busy.signingIn');

const isCode = (error: unknown, code: number) => failureOf(error).code === code;

/** The accepted consents as the calls take them: every template on screen, ticked or not, with its version. */
export const acceptedConsents = (consents: readonly ConsentTemplate[], accepted: readonly string[]): AcceptedConsent[] =>
  consents.map(({ templateCode, version }) => ({ templateCode, version, check: accepted.includes(templateCode) }));

const requiredAccepted = (context: AccountContext) =>
  context.consents.length > 0 && context.consents.every((template) => !template.required || context.accepted.includes(template.templateCode));

/**
 * The first states of a page opened from an e-mailed link: the server checks the link, then the borrower
 * edits. A link for the other purpose is as invalid here as an unknown one; an unknown, used or expired link
 * is routed by the app (-92020043 -> /notification/302).
 */
const checkingLinkFor = (purpose: LinkInfo['purpose']) =>
  ({
    checkingLink: {
      tags: [BUSY],
      invoke: {
        id: 'parseLink',
        src: 'parseLink',
        input: ({ context }: { context: AccountContext }) => ({ resource: context.resource ?? '' }),
        onDone: [{ guard: { type: 'isLinkFor', params: { purpose } }, target: 'editing', actions: 'rememberLink' }, { actions: 'reportInvalidLink' }],
        onError: { target: 'linkFailed', actions: 'rememberError' },
      },
    },
    linkFailed: failedState('checkingLink', 'clearMessages'),
  }) as const;

/** The page table's rows (pages.ts) that open as `opens` says, for the URL -> state rows. */
const PAGE_ROWS: ReadonlyArray<{ meta: RouteMeta } & Opening> = Object.values(ACCOUNT_PAGES);
const opening = (opens: Opening['opens']) => PAGE_ROWS.filter((row) => row.opens === opens);
const isPathOf = (path: string) => ({ type: 'isPath' as const, params: { path } });
/** What a visit hands the flow, by what its page remembers: the e-mailed link's {resource}, the page to come back to. */
const remembered = ({ remembers }: Pick<Opening, 'remembers'>): Array<'rememberResource' | 'rememberReturnTo'> =>
  remembers === 'resource' ? ['rememberResource'] : remembers === 'returnTo' ? ['rememberReturnTo'] : [];

export const accountMachine = setup({
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
    goHome: sendParent(visit(HOME_PATHS.home)),
    reportPasswordChanged: sendParent(
      () => ({ type: 'snackbar.show', message: say('account.snackbar.passwordChanged'), kind: 'info' }) satisfies AccountParentEvent,
    ),
    /** The app's sign-in visit hands the page to come back to; a visit without one (a link, the URL) keeps it. */
    rememberReturnTo: assign({
      returnTo: ({ context, event }) => (event.type === 'route.enter' && 'returnTo' in event ? (event.returnTo ?? null) : context.returnTo),
    }),
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
}).createMachine({
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

    welcome: {
      meta: ACCOUNT_PAGES.welcome.meta,
      entry: 'clearMessages',
      initial: 'loading',
      states: {
        loading: {
          tags: [BUSY],
          invoke: {
            id: 'loadConsentTemplates',
            src: 'loadConsentTemplates',
            input: ({ context }) => ({ portfolioId: context.portfolioId }),
            onDone: {
              target: 'ready',
              // Ticks survive a reload of the same templates; a new version must be read again.
              actions: assign(({ context, event }) => ({
                consents: event.output,
                accepted: context.accepted.filter((code) => event.output.some((template) => template.templateCode === code)),
              })),
            },
            onError: { target: 'failed', actions: assign({ error: failureMessage }) },
          },
        },
        failed: failedState('loading', 'clearMessages'),
        ready: {
          on: {
            'consent.toggle': {
              actions: assign({
                accepted: ({ context, event }) =>
                  event.checked ? [...new Set([...context.accepted, event.templateCode])] : context.accepted.filter((code) => code !== event.templateCode),
                error: null,
              }),
            },
            'consent.continue': [{ guard: 'consentsAccepted', target: '#account.sendSetLink' }, { actions: assign({ error: RESULT.consentRequired.message }) }],
          },
        },
      },
    },

    sendSetLink: {
      meta: ACCOUNT_PAGES.sendSetLink.meta,
      entry: 'clearMessages',
      initial: 'editing',
      states: {
        editing: {
          on: { 'setLink.submit': { target: 'sending', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } },
        },
        sending: {
          invoke: {
            id: 'sendSetLink',
            src: 'sendSetLink',
            input: ({ context }) => ({
              email: context.email,
              portfolioId: context.portfolioId,
              consents: acceptedConsents(context.consents, context.accepted),
            }),
            onDone: { target: 'sent', actions: assign({ maskedEmail: ({ event }) => event.output.maskedEmail }) },
            onError: { target: 'editing', actions: assign({ error: failureMessage }) },
          },
        },
        sent: { on: { 'setLink.resend': { target: 'resending', actions: 'clearMessages' } } },
        resending: {
          invoke: {
            id: 'sendSetLink',
            src: 'sendSetLink',
            input: ({ context }) => ({
              email: context.email,
              portfolioId: context.portfolioId,
              consents: acceptedConsents(context.consents, context.accepted),
            }),
            onDone: {
              target: 'sent',
              actions: assign({
                notice: ({ context }) => say('account.notice.setLinkResent', { maskedEmail: context.maskedEmail ?? say('account.notice.yourAddress') }),
              }),
            },
            onError: { target: 'sent', actions: assign({ error: failureMessage }) },
          },
        },
      },
    },

    signIn: {
      meta: ACCOUNT_PAGES.signIn.meta,
      // Arriving because a call failed (a signed-in page whose session check could not be made): say why.
      entry: assign(({ event }) => ({
        challenge: null,
        notice: null,
        error: event.type.startsWith('xstate.error.actor.') ? failureMessage({ event }) : null,
      })),
      initial: 'form',
      states: {
        form: {
          on: { 'signIn.submit': { target: 'submitting', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } },
        },
        submitting: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context, event }) => {
              assertEvent(event, 'signIn.submit');
              return { email: event.email, password: event.password, portfolioId: context.portfolioId };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'signedIn',
                target: '#account.signedIn.checkingConsent',
                actions: [
                  { type: 'storeSession', params: ({ event }) => ({ session: (event.output as Extract<SignInAnswer, { status: 'signedIn' }>).session }) },
                  { type: 'rememberSession', params: ({ event }) => ({ session: (event.output as Extract<SignInAnswer, { status: 'signedIn' }>).session }) },
                ],
              },
              {
                target: 'code',
                actions: [
                  assign({ challenge: ({ event }) => challengeOf(event.output) }),
                  { type: 'startCooldown', params: ({ event }) => ({ resendAvailableAt: challengeOf(event.output).resendAvailableAt }) },
                ],
              },
            ],
            onError: { target: 'form', actions: assign({ error: failureMessage }) },
          },
        },
        code: {
          type: 'parallel',
          on: { 'signIn.startOver': { target: 'form', actions: ['clearMessages', assign({ challenge: null })] } },
          states: {
            entry: {
              initial: 'entering',
              states: {
                entering: {
                  on: { 'signIn.submitCode': { target: 'verifying', actions: 'clearMessages' } },
                },
                verifying: {
                  invoke: {
                    id: 'verifyLoginCode',
                    src: 'verifyLoginCode',
                    input: ({ context, event }) => {
                      assertEvent(event, 'signIn.submitCode');
                      return { challengeId: context.challenge?.challengeId ?? '', code: event.code, rememberDevice: event.rememberDevice };
                    },
                    onDone: {
                      target: '#account.signedIn.checkingConsent',
                      actions: [
                        { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                        { type: 'rememberSession', params: ({ event }) => ({ session: event.output }) },
                      ],
                    },
                    onError: { target: 'entering', actions: assign({ error: failureMessage }) },
                  },
                },
              },
            },
            resend: {
              initial: 'coolingDown',
              states: {
                /** A visible countdown: one delayed transition per second until resendAvailableAt. */
                coolingDown: {
                  always: { guard: 'resendDue', target: 'available' },
                  after: {
                    second: { target: 'coolingDown', reenter: true, actions: assign({ resendSecondsLeft: ({ context }) => context.resendSecondsLeft - 1 }) },
                  },
                },
                available: { on: { 'signIn.resendCode': { target: 'sending', actions: 'clearMessages' } } },
                sending: {
                  invoke: {
                    id: 'resendLoginCode',
                    src: 'resendLoginCode',
                    input: ({ context }) => ({ challengeId: context.challenge?.challengeId ?? '' }),
                    onDone: {
                      target: 'coolingDown',
                      actions: [
                        assign({
                          challenge: ({ event }) => event.output,
                          notice: ({ event }) => say('account.notice.codeResent', { maskedEmail: event.output.maskedEmail }),
                        }),
                        { type: 'startCooldown', params: ({ event }) => ({ resendAvailableAt: event.output.resendAvailableAt }) },
                      ],
                    },
                    onError: [
                      {
                        // Asked too soon: the server says when; count down to that instead.
                        guard: ({ event }) => retryInstantOf(failureOf(event.error)) !== undefined,
                        target: 'coolingDown',
                        actions: [
                          assign({ error: failureMessage }),
                          { type: 'startCooldown', params: ({ event }) => ({ resendAvailableAt: retryInstantOf(failureOf(event.error))! }) },
                        ],
                      },
                      {
                        // No more codes for this sign-in, or for this account this hour (decision 0211).
                        guard: ({ event }) => isCode(event.error, RESULT.loginCodeResendLimit.code) || isCode(event.error, RESULT.loginCodeMailLimit.code),
                        target: 'exhausted',
                        actions: assign({ error: failureMessage }),
                      },
                      { target: 'available', actions: assign({ error: failureMessage }) },
                    ],
                  },
                },
                /** No more codes for this sign-in: starting over is the way on. */
                exhausted: {},
              },
            },
          },
        },
      },
    },

    createAccount: {
      meta: ACCOUNT_PAGES.createAccount.meta,
      entry: 'clearMessages',
      initial: 'checkingLink',
      states: {
        ...checkingLinkFor('createAccount'),
        editing: { on: { 'createAccount.submit': { target: 'creating', actions: 'clearMessages' } } },
        creating: {
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ context, event }) => {
              assertEvent(event, 'createAccount.submit');
              return { resource: context.resource ?? '', password: event.password };
            },
            onDone: {
              target: '#account.landing',
              actions: [
                { type: 'storeSession', params: ({ event }) => ({ session: event.output.session }) },
                { type: 'rememberSession', params: ({ event }) => ({ session: event.output.session }) },
                assign({ createAccountType: ({ event }) => event.output.createAccountType }),
              ],
            },
            onError: { target: 'editing', actions: assign({ error: failureMessage }) },
          },
        },
      },
    },

    sendResetLink: {
      meta: ACCOUNT_PAGES.sendResetLink.meta,
      entry: 'clearMessages',
      initial: 'editing',
      states: {
        editing: { on: { 'resetLink.submit': { target: 'sending', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } } },
        sending: {
          invoke: {
            id: 'sendResetLink',
            src: 'sendResetLink',
            input: ({ context }) => ({ email: context.email, portfolioId: context.portfolioId }),
            onDone: { target: 'sent', actions: assign({ maskedEmail: ({ event }) => event.output.maskedEmail }) },
            onError: { target: 'editing', actions: assign({ error: failureMessage }) },
          },
        },
        sent: { on: { 'resetLink.submit': { target: 'sending', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } } },
      },
    },

    resetPassword: {
      meta: ACCOUNT_PAGES.resetPassword.meta,
      entry: 'clearMessages',
      initial: 'checkingLink',
      states: {
        ...checkingLinkFor('resetPassword'),
        editing: { on: { 'resetPassword.submit': { target: 'saving', actions: 'clearMessages' } } },
        saving: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'resetPassword.submit');
              return { resource: context.resource ?? '', password: event.password };
            },
            // Every session of the customer ended on the server, this one included.
            onDone: { target: 'done', actions: 'forgetCustomer' },
            onError: { target: 'editing', actions: assign({ error: failureMessage }) },
          },
        },
        done: {},
      },
    },

    /** A signed-in page was asked for and no session is known yet: the consent status tells both. */
    restoring: {
      meta: BUSY_CHECKING_SESSION,
      invoke: {
        id: 'checkConsentStatus',
        src: 'checkConsentStatus',
        onDone: [
          {
            guard: 'needsConsentPage',
            target: 'signedIn.consent.editing',
            actions: [assign({ signedIn: true }), { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) }],
          },
          {
            actions: [
              assign({ signedIn: true }),
              raise(({ context }) => ({ type: 'route.enter' as const, path: context.pendingPath ?? ACCOUNT_PATHS.changePassword, params: {} })),
              assign({ pendingPath: null }),
            ],
          },
        ],
        // No session: the app has already been told (-82030001/-82030002 -> /sign-in and back here later);
        // any other failure is shown on the sign-in page.
        onError: { target: 'signIn' },
      },
    },

    /**
     * /sign-in with a session kept from before: a live one goes on as signed in. The app forgets one the server
     * refuses (browser-app.ts) and its refusal sends the app to /sign-in: that visit waits for the answer here.
     */
    checkingSession: {
      meta: BUSY_CHECKING_SESSION,
      on: { 'route.enter': { guard: { type: 'isPath', params: { path: ACCOUNT_PATHS.signIn } }, actions: 'rememberReturnTo' } },
      invoke: {
        id: 'checkConsentStatus',
        src: 'checkConsentStatus',
        onDone: [
          {
            guard: 'needsConsentPage',
            target: 'signedIn.consent.editing',
            actions: [assign({ signedIn: true }), { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) }],
          },
          { target: 'landing', actions: assign({ signedIn: true }) },
        ],
        onError: { target: 'signIn' },
      },
    },

    /** Signed in: a new account starts where its link says, anyone else where they were, else at home. */
    landing: {
      meta: BUSY_SIGNING_IN,
      entry: [
        sendParent(({ context }): AccountParentEvent => ({
          type: 'session.signedIn',
          customer: context.customer,
          landing: landingPath(context.createAccountType, context.returnTo),
        })),
        assign({ returnTo: null }),
      ],
    },

    // Signed in: the consent page and change password. /home and signing out are the home flow's (home.machine.ts).
    signedIn: {
      initial: 'checkingConsent',
      states: {
        /** Just signed in: any consent whose text changed is asked for again before going on. */
        checkingConsent: {
          meta: BUSY_SIGNING_IN,
          invoke: {
            id: 'checkConsentStatus',
            src: 'checkConsentStatus',
            onDone: [
              {
                guard: 'needsConsentPage',
                target: 'consent.editing',
                actions: { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) },
              },
              { target: '#account.landing' },
            ],
            onError: { target: '#account.landing' },
          },
        },
        consent: {
          meta: ACCOUNT_PAGES.consent.meta,
          entry: 'clearMessages',
          initial: 'loading',
          states: {
            loading: {
              tags: [BUSY],
              invoke: {
                id: 'checkConsentStatus',
                src: 'checkConsentStatus',
                onDone: { target: 'editing', actions: { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) } },
                onError: { target: 'failed', actions: assign({ error: failureMessage }) },
              },
            },
            failed: failedState('loading', 'clearMessages'),
            editing: {
              on: {
                'consent.toggle': {
                  actions: assign({
                    accepted: ({ context, event }) =>
                      event.checked ? [...new Set([...context.accepted, event.templateCode])] : context.accepted.filter((code) => code !== event.templateCode),
                    error: null,
                  }),
                },
                'consent.continue': [
                  { guard: 'consentsAccepted', target: 'saving', actions: 'clearMessages' },
                  { actions: assign({ error: RESULT.consentRequired.message }) },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'saveConsents',
                src: 'saveConsents',
                input: ({ context }) => ({ items: acceptedConsents(context.consents, context.accepted) }),
                onDone: [
                  {
                    guard: and(['hasPendingPath', not(({ context }) => context.pendingPath === ACCOUNT_PATHS.consent)]),
                    actions: [
                      raise(({ context }) => ({ type: 'route.enter' as const, path: context.pendingPath!, params: {} })),
                      assign({ pendingPath: null }),
                    ],
                  },
                  { target: '#account.landing' },
                ],
                onError: { target: 'editing', actions: assign({ error: failureMessage }) },
              },
            },
          },
        },
        changePassword: {
          meta: ACCOUNT_PAGES.changePassword.meta,
          entry: 'clearMessages',
          initial: 'editing',
          states: {
            editing: { on: { 'changePassword.submit': { target: 'saving', actions: 'clearMessages' } } },
            saving: {
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ event }) => {
                  assertEvent(event, 'changePassword.submit');
                  return { currentPassword: event.currentPassword, newPassword: event.newPassword };
                },
                // Every other session ended; this device carries on with the new one.
                onDone: {
                  target: 'done',
                  actions: [
                    { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                    { type: 'rememberSession', params: ({ event }) => ({ session: event.output }) },
                    'reportPasswordChanged',
                    'goHome',
                  ],
                },
                onError: { target: 'editing', actions: assign({ error: failureMessage }) },
              },
            },
            /** Changed: the app is taking the borrower home. */
            done: {},
          },
        },
      },
    },
  },
});

function challengeOf(answer: SignInAnswer): LoginChallenge {
  if (answer.status !== 'codeRequired') throw new Error('Not a login-code answer');
  return { challengeId: answer.challengeId, maskedEmail: answer.maskedEmail, resendAvailableAt: answer.resendAvailableAt };
}

export type { Customer };
