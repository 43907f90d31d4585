// The app statechart: boot (session id, date pattern, holidays, the portfolio of this host), the device
// redirect, and global routing (spec section 2 and 8). Its routed states carry their page in `meta`;
// the app keeps the URL in step with them (src/app/routing). Effects are provided by the app.
import { and, assign, forwardTo, raise, sendTo, setup, stateIn, type InputFrom } from 'xstate';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { toDayjsPattern } from '#src/domain/date-pattern.ts';
import { deviceRedirectUrl } from './device-redirect.ts';
import { byFlow, FLOW_MACHINES, FLOWS, flowOf, type Flow, type FlowId, type FlowMachine } from '../flows.ts';
import { NOTIFICATION_READER, NOTIFICATIONS, notificationPath } from './notification-codes.ts';
import { APP_PAGES, APP_PATHS, NOTIFICATION_PAGES } from './pages.ts';
import { portfolioLookupFor, type PortfolioLookup } from './portfolio-lookup.ts';
import { actionProvidedByApp, actorProvidedByApp } from '../kit/provided-by-app.ts';
import { visit, type RouteEnterEvent } from '../kit/route-meta.ts';
import { isPath } from '../kit/route-table.ts';
import { createSessionId } from './session-id.ts';
import { snackbarMachine, type SnackbarShowEvent } from './snackbar.machine.ts';
import type { AppContext, AppEvent, AppInput, SignInVisit } from './types.ts';
import { say } from './words.ts';

const NOT_RETURNABLE = [APP_PATHS.root, APP_PATHS.signIn, APP_PATHS.notFound, APP_PATHS.denied, APP_PATHS.serverError];
/** Pages worth coming back to after signing in: not sign-in itself, not error or result pages. */
export function returnablePath(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/)[0]!;
  if (NOT_RETURNABLE.includes(pathname as (typeof NOT_RETURNABLE)[number]) || pathname.startsWith('/notification/')) return null;
  return path;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : say('app.boot.unreachable'));

const redirectTarget = (context: AppContext) =>
  context.portfolio &&
  deviceRedirectUrl({
    url: context.url,
    userAgent: context.userAgent,
    redirectParam: context.redirectParam,
    domains: { web: context.portfolio.domainOfWeb, wap: context.portfolio.domainOfWap },
  });

const ownedBy = (flow: Flow) => ({ type: 'ownedByFlow' as const, params: { flow: flow.id } });

/** The state that runs a flow: the flow invoked with what the app knows and the visit that opened it. */
const flowState = <K extends FlowId>(flow: Flow<K>) => ({
  invoke: {
    id: flow.id,
    systemId: flow.id,
    src: flow.id,
    input: ({ context, event }: { context: AppContext; event: AppEvent }): InputFrom<FlowMachine<K>> => {
      if (event.type !== 'route.enter') throw new Error(`Flow ${flow.id} starts with a visit, not ${event.type}`);
      return flow.input({
        portfolioId: context.portfolio?.portfolioId ?? 0,
        customer: context.customer ?? null,
        entry: event,
        sessionId: context.sessionId,
        signedIn: (context.sessionHeld ?? false) || Boolean(context.customer),
        returnTo: context.returnTo,
      });
    },
  },
});

/** A result page's reader, decided as it opens: its buttons are those for a borrower signed in or not (notification-codes.ts). */
const readerStates = {
  initial: 'opening' as const,
  states: {
    opening: { always: [{ guard: 'holdsSession' as const, target: 'signedIn' }, { target: 'signedOut' }] },
    signedIn: { tags: [NOTIFICATION_READER.signedIn] },
    signedOut: { tags: [NOTIFICATION_READER.signedOut] },
  },
};

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    loadDatePattern: actorProvidedByApp<string>('loadDatePattern'),
    loadHolidays: actorProvidedByApp<readonly string[]>('loadHolidays'),
    loadPortfolio: actorProvidedByApp<Portfolio, PortfolioLookup>('loadPortfolio'),
    snackbar: snackbarMachine,
    ...FLOW_MACHINES,
  },
  actions: {
    /** Leaves for another origin: the device redirect. */
    goToUrl: actionProvidedByApp('goToUrl') as (_: unknown, params: { url: string }) => void,
    /** Forgets the signed-in customer: credentials and the encrypted local state. */
    clearSession: actionProvidedByApp('clearSession'),
    /** Fetches the code of the visited path's flow, then visits it again (the browser's build, src/app/lazy-flows.ts). */
    loadFlow: actionProvidedByApp('loadFlow'),
    /** Sends the visitor to the root as if they had typed it; the routing rules take it from there. */
    enterRoot: raise(visit(APP_PATHS.root)),
    /** To sign in, handing the page to come back to (what lands the borrower there is the sign-in flow's). */
    enterSignIn: raise(({ context }): SignInVisit => ({ ...visit(APP_PATHS.signIn), returnTo: context.returnTo })),
    rememberBootError: assign({ bootError: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    showSnackbar: sendTo('snackbar', (_, params: Omit<SnackbarShowEvent, 'type'>) => ({ type: 'snackbar.show' as const, ...params })),
  },
  guards: {
    needsDeviceRedirect: ({ context }) => Boolean(redirectTarget(context)),
    pathContainsSimulator: ({ event }) => event.type === 'route.enter' && event.path.includes('/simulator'),
    isPath,
    /** The visited path's flow has no code here yet; false unless the app loads flows when they start. */
    flowNotLoaded: () => false,
    ownedByFlow: ({ event }, params: { flow: string }) => event.type === 'route.enter' && flowOf(params.flow).owns(event.path),
    holdsSession: ({ context }) => (context.sessionHeld ?? false) || Boolean(context.customer),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    ...input,
    sessionId: createSessionId(),
    datePattern: null,
    holidays: [],
    portfolio: null,
    bootError: null,
    returnTo: null,
    customer: null,
    sessionHeld: input.sessionHeld ?? false,
    notificationCode: null,
  }),
  invoke: { id: 'snackbar', systemId: 'snackbar', src: 'snackbar' },
  initial: 'booting',
  states: {
    booting: {
      type: 'parallel',
      entry: assign({ bootError: null }),
      states: {
        datePattern: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadDatePattern',
                onDone: { target: 'loaded', actions: assign({ datePattern: ({ event }) => toDayjsPattern(event.output) }) },
                onError: { target: '#app.bootFailed', actions: 'rememberBootError' },
              },
            },
            loaded: { type: 'final' },
          },
        },
        holidays: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadHolidays',
                onDone: { target: 'loaded', actions: assign({ holidays: ({ event }) => event.output }) },
                onError: { target: '#app.bootFailed', actions: 'rememberBootError' },
              },
            },
            loaded: { type: 'final' },
          },
        },
        portfolio: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadPortfolio',
                input: ({ context }) => portfolioLookupFor(new URL(context.url).hostname),
                onDone: { target: 'loaded', actions: assign({ portfolio: ({ event }) => event.output }) },
                onError: { target: '#app.bootFailed', actions: 'rememberBootError' },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
      onDone: [{ guard: 'needsDeviceRedirect', target: 'leaving' }, { target: 'ready' }],
    },
    bootFailed: {
      on: { 'boot.retry': 'booting' },
    },
    leaving: {
      entry: { type: 'goToUrl', params: ({ context }) => ({ url: redirectTarget(context) ?? '/' }) },
    },
    ready: {
      initial: 'awaitingRoute',
      on: {
        'route.enter': [
          // Any path with /simulator goes to the root, and the root goes on to sign-in.
          { guard: 'pathContainsSimulator', actions: 'enterRoot' },
          { guard: { type: 'isPath', params: { path: APP_PATHS.root } }, actions: 'enterSignIn' },
          // The visit waits for its flow's code: on the page it came from, or (the first visit) without a page.
          { guard: and(['flowNotLoaded', stateIn('#app.ready.awaitingRoute')]), target: '.loadingFlow', actions: 'loadFlow' },
          { guard: 'flowNotLoaded', actions: 'loadFlow' },
          // A visit to a flow's page: handed to the flow while it runs, otherwise the flow starts with it.
          ...FLOWS.flatMap((flow) =>
            flow.onRevisit === 'forward'
              ? [
                  {
                    guard: and([ownedBy(flow), stateIn(`#app.ready.${flow.id}`)]),
                    actions: forwardTo<AppContext, RouteEnterEvent, undefined, AppEvent>(flow.id),
                  },
                  { guard: ownedBy(flow), target: `.${flow.id}` },
                ]
              : [{ guard: ownedBy(flow), target: `.${flow.id}`, reenter: true }],
          ),
          { guard: { type: 'isPath', params: { path: APP_PATHS.notFound } }, target: '.notFound' },
          { guard: { type: 'isPath', params: { path: APP_PATHS.denied } }, target: '.denied' },
          { guard: { type: 'isPath', params: { path: APP_PATHS.serverError } }, target: '.serverError' },
          ...NOTIFICATIONS.map(({ code, state }) => ({
            guard: { type: 'isPath' as const, params: { path: notificationPath(code) } },
            target: `.notification.${state}`,
          })),
          { target: '.notFound' },
        ],
        'api.loanStatusInvalid': { target: '.notification.invalidLink' },
        'api.signInRequired': {
          actions: [assign({ returnTo: ({ event }) => returnablePath(event.returnTo), customer: null, sessionHeld: false }), 'enterSignIn'],
        },
        'api.transportFailed': { actions: { type: 'showSnackbar', params: ({ event }) => ({ message: event.message, kind: 'error' as const }) } },
        'snackbar.show': { actions: { type: 'showSnackbar', params: ({ event }) => ({ message: event.message, kind: event.kind }) } },
        'session.signOut': { actions: ['clearSession', assign({ returnTo: null, customer: null, sessionHeld: false }), 'enterSignIn'] },
        // Signed in: the flow that signed the borrower in says where they land.
        'session.signedIn': {
          actions: [assign({ customer: ({ event }) => event.customer, sessionHeld: true, returnTo: null }), raise(({ event }) => visit(event.landing))],
        },
      },
      states: {
        /** Booted; the app now sends the URL the visitor is on. */
        awaitingRoute: { tags: ['awaitingRoute'] },
        /** The first visit's flow is on its way (the browser loads each flow with its first visit); no page yet. */
        loadingFlow: {},
        /** The flows of the registry (machines/flows.ts): their states are the pages. */
        ...byFlow<{ [K in FlowId]: ReturnType<typeof flowState<K>> }>((flow) => flowState(flow) as never),
        notFound: { meta: APP_PAGES.notFound },
        denied: { meta: APP_PAGES.denied },
        serverError: { meta: APP_PAGES.serverError },
        notification: {
          // Always entered through one of its pages; `initial` only satisfies the statechart rules.
          initial: NOTIFICATIONS[0].state,
          states: Object.fromEntries(
            NOTIFICATIONS.map(({ code, state }) => [state, { meta: NOTIFICATION_PAGES[state], entry: assign({ notificationCode: code }), ...readerStates }]),
          ),
        },
      },
    },
  },
});
