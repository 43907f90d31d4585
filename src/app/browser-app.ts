// Everything the app needs from the browser, wired once: history, API client, storage, the app actor and
// the route sync. Kept out of React so the app runs the same with or without a view on screen.
import { createActor } from 'xstate';
import { createApiClient } from '#src/api/client.ts';
import { createCredentialStore } from '#src/storage/credentials.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { indexedDbKeyStore } from '#src/storage/key-store.ts';
import { clearSession } from '#src/storage/session-storage.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { say } from '#machines/app/words.ts';
import type { RouteEnterEvent } from '#machines/kit/route-meta.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { accountFlow } from './account-actors.ts';
import { legalFlow } from './legal-actors.ts';
import { appEventFor } from './api-events.ts';
import { createBehaviorTracker, trackedCalls, trackPageLifecycle } from './behavior-tracker.ts';
import { answeringFrom, readBootAnswers } from './boot-answers.ts';
import { bootActors } from './boot-actors.ts';
import { loadChunk, reloadOnce, trackForUse } from './chunk-load.ts';
import { lazyFlows } from './lazy-flows.ts';
import type { AppHistory } from './routing/history.ts';
import { startRouteSync } from './routing/route-sync.ts';

export function startBrowserApp(win: Window, apiBaseUrl = win.location.origin) {
  // react-router-dom's history arrives as a chunk while the app boots; the machines need it only once booted
  // (they wait in awaitingRoute). Until then the visitor is where the address bar says.
  let history: AppHistory | undefined;
  const whereVisitorIs = () => history?.location() ?? `${win.location.pathname}${win.location.search}${win.location.hash}`;

  const credentials = createCredentialStore(win.localStorage);
  const state = createEncryptedStore({ storage: win.localStorage, keyStore: indexedDbKeyStore });
  const report = (event: Parameters<typeof appEventFor>[0]) => {
    // A session the server refuses (ended, expired, never issued) is forgotten, so sign-in does not offer it again.
    if (event.type === 'api.signInRequired') credentials.clear();
    actor.send(appEventFor(event, whereVisitorIs()));
  };
  // Page visits and call outcomes, sent with sendBeacon on page hide (issue 16): who for, once booted.
  const tracker = createBehaviorTracker({
    baseUrl: apiBaseUrl,
    send: (url, body) => win.navigator.sendBeacon?.(url, body) ?? false,
    now: () => Date.now(),
    context: () => {
      const { portfolio, sessionId } = actor.getSnapshot().context;
      return portfolio ? { portfolioId: portfolio.portfolioId, sessionId, tracking: portfolio.behaviorTracking } : undefined;
    },
  });
  trackPageLifecycle(win, tracker);
  const call = trackedCalls(createApiClient({ baseUrl: apiBaseUrl, credentials: credentials.read, report }), tracker);
  // Every other flow's code arrives with its first visit (src/app/lazy-flows.ts).
  // The answers the server embedded (the boot calls; /welcome's consent templates) are used before asking the API.
  const answered = answeringFrom(readBootAnswers(win.document), call);
  const provided = { account: accountFlow({ call: answered, credentials, storage: win.localStorage }), legal: legalFlow({ call }) };
  const flows = lazyFlows({ call, state, openUrl: (url) => win.location.assign(url) }, provided);
  const machine = appMachine.provide({
    actors: { ...bootActors(answered), ...provided },
    guards: { flowNotLoaded: ({ event }) => flows.notLoaded(event) },
    actions: {
      goToUrl: (_, { url }) => win.location.replace(url),
      clearSession: () => void clearSession(credentials, state),
      loadFlow: ({ event }) => flows.load(event as RouteEnterEvent),
    },
  });
  const actor = createActor(machine, {
    input: {
      url: win.location.href,
      userAgent: win.navigator.userAgent,
      redirectParam: new URL(win.location.href).searchParams.get('redirect'),
      sessionHeld: credentials.read().accessToken !== null,
    },
  });
  flows.attach({
    machine: machine as unknown as Parameters<typeof flows.attach>[0]['machine'],
    routes: ROUTES,
    send: (event) => actor.send(event),
    // A flow's chunk that cannot be fetched: the page loads afresh at that path once, as a view's chunk does.
    failed: (path) => {
      if (!reloadOnce(win.sessionStorage, () => win.location.assign(path))) actor.send({ type: 'api.transportFailed', message: say('app.failed.chunk') });
    },
  });
  actor.system.inspect((inspected) => {
    if (inspected.type === '@xstate.event' && inspected.actorRef === actor && inspected.event.type === 'route.enter')
      flows.visited(inspected.event as RouteEnterEvent);
  });
  actor.start();
  // The flow of the page opened on downloads beside the boot calls.
  void flows.preload(win.location.pathname);

  // A failed download is thrown where the App renders the router, to the chunk error boundary.
  const routerHistory = trackForUse(
    loadChunk(() => import('./routing/browser-router.ts')).then(({ createBrowserHistory }) => {
      const browserHistory = createBrowserHistory(win);
      history = browserHistory;
      startRouteSync({ actor, routes: ROUTES, history: browserHistory, onPage: (route) => tracker.pageShown(route) });
      return browserHistory;
    }),
  );
  return { actor, history: routerHistory, call, state };
}
