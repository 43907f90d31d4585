// The app's statechart as the server runs it to render a first page (decision 0303): the real app machine,
// booted from the same answers the page embeds for the browser, the accounts flow with calls that never answer
// (no public page the server renders asks anything on arrival), and no stored session (the server cannot see
// the browser's storage; a browser holding one does not hydrate, src/main.tsx). The machine settles on the
// page of the visited path exactly as the browser's will.
import { createActor, waitFor } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { answeringFrom, type BootAnswer } from '#src/app/boot-answers.ts';
import { accountFlow } from '#src/app/account-actors.ts';
import { bootActors } from '#src/app/boot-actors.ts';
import { createRouterHistory, memoryUrlHistory, type RouterHistory } from '#src/app/routing/router-history.ts';
import { startRouteSync } from '#src/app/routing/route-sync.ts';
import { createCredentialStore } from '#src/storage/credentials.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';
import type { AppActor } from '#src/views/app-actor.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { activeRoute, type ActiveRoute } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';

/** A call the server does not make: it stays pending, as a call on its way does in the browser. */
const unanswered: ApiCall = () => new Promise<never>(() => {});

export type ServerApp = { actor: AppActor; history: RouterHistory; route: ActiveRoute; stop: () => void };

/** The app booted from `answers` and settled on the page of `url`, or null when it does not settle there in time. */
export async function settleServerApp({
  url,
  userAgent,
  answers,
  timeoutMs = 1000,
}: {
  url: URL;
  userAgent: string;
  answers: BootAnswer[];
  timeoutMs?: number;
}): Promise<ServerApp | null> {
  const storage = memoryStorage();
  // An answer the page does not carry fails the boot here (the browser would ask the API): nothing is rendered.
  const bootCall = answeringFrom(answers, (definition) => Promise.reject(new Error(`The page carries no answer for ${definition.path}`)));
  const machine = appMachine.provide({
    actors: {
      ...bootActors(bootCall),
      // /welcome's consent templates come with the page; nothing else is asked on arrival.
      account: accountFlow({ call: answeringFrom(answers, unanswered), credentials: createCredentialStore(storage), storage }),
    },
    actions: { goToUrl: () => {}, clearSession: () => {} },
  });
  const actor = createActor(machine, { input: { url: url.href, userAgent, redirectParam: url.searchParams.get('redirect'), sessionHeld: false } });
  const history = createRouterHistory(memoryUrlHistory([`${url.pathname}${url.search}`]));
  actor.start();
  const stopSync = startRouteSync({ actor, routes: ROUTES, history });
  const stop = () => {
    stopSync();
    actor.stop();
  };
  try {
    const snapshot = await waitFor(actor, (state) => state.matches('bootFailed') || state.matches('leaving') || activeRoute(state) !== undefined, {
      timeout: timeoutMs,
    });
    // The route sync replaces the URL with the page's own in a microtask; the page's path is the route's.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const route = activeRoute(actor.getSnapshot());
    if (!route || !snapshot.matches('ready')) {
      stop();
      return null;
    }
    return { actor: actor as AppActor, history, route, stop };
  } catch {
    stop();
    return null;
  }
}
