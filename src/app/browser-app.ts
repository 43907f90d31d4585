// Everything the app needs from the browser, wired once: history, API client, storage, the app actor and
// the route sync. Kept out of React so the app runs the same with or without a view on screen.
import { createActor } from 'xstate';
import { createApiClient } from '#src/api/client.ts';
import { createCredentialStore } from '#src/storage/credentials.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { indexedDbKeyStore } from '#src/storage/key-store.ts';
import { clearSession } from '#src/storage/session-storage.ts';
import { appMachine } from '#machines/app.machine.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { appEventFor } from './api-events.ts';
import { bootActors } from './boot-actors.ts';
import { createBrowserHistory } from './routing/history.ts';
import { startRouteSync } from './routing/route-sync.ts';

export function startBrowserApp(win: Window, apiBaseUrl = win.location.origin) {
  const history = createBrowserHistory(win);
  const credentials = createCredentialStore(win.localStorage);
  const state = createEncryptedStore({ storage: win.localStorage, keyStore: indexedDbKeyStore });
  const report = (event: Parameters<typeof appEventFor>[0]) => actor.send(appEventFor(event, history.location()));
  const call = createApiClient({ baseUrl: apiBaseUrl, credentials: credentials.read, report });
  const machine = appMachine.provide({
    actors: bootActors(call),
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
    },
  });
  startRouteSync({ actor, routes: ROUTES, history });
  actor.start();
  return { actor, history, call, state };
}
