// Everything the app needs from the browser, wired once: history, API client, storage, the app actor and
// the route sync. Kept out of React so the app runs the same with or without a view on screen.
import { createActor } from 'xstate';
import { createApiClient } from '#src/api/client.ts';
import { createCredentialStore } from '#src/storage/credentials.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { indexedDbKeyStore } from '#src/storage/key-store.ts';
import { clearSession } from '#src/storage/session-storage.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { accountFlow } from './account-actors.ts';
import { couponFlow } from './coupon-actors.ts';
import { disbursementFlow } from './disbursement-actors.ts';
import { guidanceFlow } from './guidance-actors.ts';
import { homeFlow } from './home-actors.ts';
import { legalFlow } from './legal-actors.ts';
import { repaymentFlow } from './repayment-actors.ts';
import { resourceLinkFlow } from './resource-link-actors.ts';
import { signingFlow } from './signing-actors.ts';
import { appEventFor } from './api-events.ts';
import { createBehaviorTracker, trackedCalls, trackPageLifecycle } from './behavior-tracker.ts';
import { answeringFrom, readBootAnswers } from './boot-answers.ts';
import { bootActors } from './boot-actors.ts';
import { loadChunk, trackForUse } from './chunk-load.ts';
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
  const machine = appMachine.provide({
    actors: {
      ...bootActors(answeringFrom(readBootAnswers(win.document), call)),
      account: accountFlow({ call, credentials, storage: win.localStorage }),
      guidance: guidanceFlow({ call, openUrl: (url) => win.location.assign(url) }),
      home: homeFlow({ call }),
      disbursement: disbursementFlow({ call }),
      resourceLink: resourceLinkFlow({ call }),
      signing: signingFlow({ call, state }),
      repayment: repaymentFlow({ call, state }),
      coupon: couponFlow({ call, state }),
      legal: legalFlow({ call }),
    },
    actions: {
      goToUrl: (_, { url }) => win.location.replace(url),
      clearSession: () => void clearSession(credentials, state),
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
  actor.start();

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
