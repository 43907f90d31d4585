// The app statechart: boot (session id, date pattern, holidays, the portfolio of this host), the device
// redirect, and global routing (spec section 2 and 8). Its routed states carry their page in `meta`;
// the app keeps the URL in step with them (src/app/routing). Effects are provided by the app.
import { and, assign, forwardTo, raise, sendTo, setup, stateIn } from 'xstate';
import type { Customer } from '#src/api/contract/customer.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { toDayjsPattern } from '#src/domain/date-pattern.ts';
import { accountMachine } from './account.machine.ts';
import { ACCOUNT_PATHS, landingPath, type CreateAccountType } from './account-paths.ts';
import { deviceRedirectUrl } from './device-redirect.ts';
import { guidanceMachine } from './guidance.machine.ts';
import { homeMachine } from './home.machine.ts';
import { HOME_PATHS } from './home-paths.ts';
import { resourceLinkMachine } from './resource-link.machine.ts';
import { RESOURCE_LINK_PATHS } from './resource-link-paths.ts';
import type { GuidanceParentEvent } from './guidance-types.ts';
import { GUIDANCE_PATHS } from './guidance-steps.ts';
import { NOTIFICATIONS, notificationPath, type NotificationCode } from './notification-codes.ts';
import { portfolioLookupFor, type PortfolioLookup } from './portfolio-lookup.ts';
import { actionProvidedByApp, actorProvidedByApp } from './provided-by-app.ts';
import type { RouteEnterEvent, RouteMeta } from './route-meta.ts';
import { matchPattern } from './route-table.ts';
import { createSessionId } from './session-id.ts';
import { snackbarMachine, type SnackbarShowEvent } from './snackbar.machine.ts';

export const APP_PATHS = {
  root: '/',
  signIn: '/sign-in',
  notFound: '/404',
  denied: '/403',
  serverError: '/500',
  /** The guidance flow's entry (machines/guidance.machine.ts owns every page under it). */
  guidance: '/guidance',
} as const;

export type AppInput = {
  /** The page's full URL at start. */
  url: string;
  userAgent: string;
  /** The `redirect` query parameter the visitor arrived with. */
  redirectParam: string | null;
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
  | { type: 'account.signedIn'; customer: Customer | null; createAccountType: CreateAccountType | null }
  | GuidanceParentEvent
  | { type: 'resourceLink.signInFirst'; returnTo: string }
  | { type: 'notification.goToAccount' }
  | { type: 'notification.tryAnotherBankAccount' }
  | { type: 'notification.uploadStatement' };


const NOT_RETURNABLE = [APP_PATHS.root, APP_PATHS.signIn, APP_PATHS.notFound, APP_PATHS.denied, APP_PATHS.serverError];
/** Pages worth coming back to after signing in: not sign-in itself, not error or result pages. */
export function returnablePath(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/)[0]!;
  if (NOT_RETURNABLE.includes(pathname as (typeof NOT_RETURNABLE)[number]) || pathname.startsWith('/notification/')) return null;
  return path;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'The service could not be reached.');

const redirectTarget = (context: AppContext) =>
  context.portfolio &&
  deviceRedirectUrl({
    url: context.url,
    userAgent: context.userAgent,
    redirectParam: context.redirectParam,
    domains: { web: context.portfolio.domainOfWeb, wap: context.portfolio.domainOfWap },
  });

const page = (meta: RouteMeta) => ({ meta });

/** The paths the accounts flow owns; their visits are forwarded to it. */
const ACCOUNT_PATTERNS: readonly string[] = Object.values(ACCOUNT_PATHS);
const isAccountPath = (path: string) => ACCOUNT_PATTERNS.some((pattern) => matchPattern(pattern, path) !== null);
const visit = (path: string) => ({ type: 'route.enter' as const, path, params: {} });
const RESOURCE_LINK_PATTERNS: readonly string[] = Object.values(RESOURCE_LINK_PATHS);
/** /guidance and every page under it belong to the guidance flow. */
const isGuidancePath = (path: string) => path === APP_PATHS.guidance || path.startsWith(`${APP_PATHS.guidance}/`);

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
    account: accountMachine,
    guidance: guidanceMachine,
    home: homeMachine,
    resourceLink: resourceLinkMachine,
  },
  actions: {
    /** Leaves for another origin: the device redirect. */
    goToUrl: actionProvidedByApp('goToUrl') as (_: unknown, params: { url: string }) => void,
    /** Forgets the signed-in customer: credentials and the encrypted local state. */
    clearSession: actionProvidedByApp('clearSession'),
    /** Sends the visitor to the root as if they had typed it; the routing rules take it from there. */
    enterRoot: raise(visit(APP_PATHS.root)),
    enterSignIn: raise(visit(APP_PATHS.signIn)),
    rememberBootError: assign({ bootError: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    showSnackbar: sendTo('snackbar', (_, params: Omit<SnackbarShowEvent, 'type'>) => ({ type: 'snackbar.show' as const, ...params })),
  },
  guards: {
    needsDeviceRedirect: ({ context }) => Boolean(redirectTarget(context)),
    pathContainsSimulator: ({ event }) => event.type === 'route.enter' && event.path.includes('/simulator'),
    isPath: ({ event }, params: { path: string }) => event.type === 'route.enter' && matchPattern(params.path, event.path) !== null,
    isAccountPath: ({ event }) => event.type === 'route.enter' && isAccountPath(event.path),
    isGuidancePath: ({ event }) => event.type === 'route.enter' && isGuidancePath(event.path),
    isResourceLinkPath: ({ event }) => event.type === 'route.enter' && RESOURCE_LINK_PATTERNS.some((pattern) => matchPattern(pattern, event.path) !== null),
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
          // The accounts flow runs while one of its pages is open, and routes its own visits.
          { guard: and(['isAccountPath', stateIn('#app.ready.account')]), actions: forwardTo('account') },
          { guard: 'isAccountPath', target: '.account' },
          // Likewise the guidance flow (machines/guidance.machine.ts).
          { guard: and(['isGuidancePath', stateIn('#app.ready.guidance')]), actions: forwardTo('guidance') },
          { guard: 'isGuidancePath', target: '.guidance' },
          // The home page (machines/home.machine.ts); a new visit while it is open reloads it.
          { guard: and([{ type: 'isPath', params: { path: HOME_PATHS.home } }, stateIn('#app.ready.home')]), actions: forwardTo('home') },
          { guard: { type: 'isPath', params: { path: HOME_PATHS.home } }, target: '.home' },
          // An e-mailed resource link: checked, then on to its page (each visit a new check).
          { guard: 'isResourceLinkPath', target: '.resourceLink', reenter: true },
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
        'api.signInRequired': { actions: [assign({ returnTo: ({ event }) => returnablePath(event.returnTo), customer: null }), 'enterSignIn'] },
        'api.transportFailed': { actions: { type: 'showSnackbar', params: ({ event }) => ({ message: event.message, kind: 'error' as const }) } },
        'snackbar.show': { actions: { type: 'showSnackbar', params: ({ event }) => ({ message: event.message, kind: event.kind }) } },
        'session.signOut': { actions: ['clearSession', assign({ returnTo: null, customer: null }), 'enterSignIn'] },
        // Signed in: a new account starts where its link says, anyone else where they were, else at home.
        'account.signedIn': {
          actions: [
            assign({ customer: ({ event }) => event.customer }),
            raise(({ context, event }) => visit(landingPath(event.createAccountType, context.returnTo))),
            assign({ returnTo: null }),
          ],
        },
        // The guidance flow's outcomes: a result page, or home once the borrower has seen the amount.
        'guidance.notification': { actions: raise(({ event }) => visit(notificationPath(event.code))) },
        'guidance.home': { actions: raise(visit(HOME_PATHS.home)) },
        // A resource link that needs a session: sign in first, then back to the link's page.
        'resourceLink.signInFirst': { actions: [assign({ returnTo: ({ event }) => returnablePath(event.returnTo) }), 'enterSignIn'] },
        // A result page's ways on open signed-in pages: a visitor whose session has ended is asked to sign in
        // by the page's first call (api.signInRequired) and comes back to it; one still signed in goes straight on.
        'notification.goToAccount': { actions: raise(visit(HOME_PATHS.home)) },
        'notification.tryAnotherBankAccount': { actions: raise(visit(HOME_PATHS.guidanceBankAccount)) },
        'notification.uploadStatement': { actions: raise(visit(GUIDANCE_PATHS.bankStatement)) },
      },
      states: {
        /** Booted; the app now sends the URL the visitor is on. */
        awaitingRoute: { tags: ['awaitingRoute'] },
        /** The accounts flow (machines/account.machine.ts): its states are the pages. */
        account: {
          invoke: {
            id: 'account',
            systemId: 'account',
            src: 'account',
            input: ({ context, event }) => ({
              portfolioId: context.portfolio?.portfolioId ?? 0,
              customer: context.customer ?? null,
              entry: event.type === 'route.enter' ? event : visit(APP_PATHS.signIn),
            }),
          },
        },
        /** The guidance flow (machines/guidance.machine.ts): the application's pages. */
        guidance: {
          invoke: {
            id: 'guidance',
            systemId: 'guidance',
            src: 'guidance',
            input: ({ context, event }) => ({
              portfolioId: context.portfolio?.portfolioId ?? 0,
              entry: event.type === 'route.enter' ? event : visit(APP_PATHS.guidance),
            }),
          },
        },
        /** The home page (machines/home.machine.ts): the page of the home-page flag. */
        home: {
          invoke: { id: 'home', systemId: 'home', src: 'home', input: ({ context }) => ({ customer: context.customer ?? null }) },
        },
        /** A resource-link page (machines/resource-link.machine.ts). */
        resourceLink: {
          invoke: {
            id: 'resourceLink',
            systemId: 'resourceLink',
            src: 'resourceLink',
            input: ({ context, event }) => ({
              entry: event.type === 'route.enter' ? event : visit(APP_PATHS.root),
              signedIn: Boolean(context.customer),
            }),
          },
        },
        notFound: page({ path: APP_PATHS.notFound, title: 'NotFound' }),
        denied: page({ path: APP_PATHS.denied, title: 'Deny' }),
        serverError: page({ path: APP_PATHS.serverError, title: 'Error' }),
        notification: {
          // Always entered through one of its pages; `initial` only satisfies the statechart rules.
          initial: NOTIFICATIONS[0].state,
          states: Object.fromEntries(
            NOTIFICATIONS.map(({ code, state, title }) => [
              state,
              { meta: { path: notificationPath(code), title } satisfies RouteMeta, entry: assign({ notificationCode: code }) },
            ]),
          ),
        },
      },
    },
  },
});
