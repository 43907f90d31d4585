// Each flow's code arriving with its first visit (issue 15, src/app/lazy-flows.ts), on the real app machine
// whose flows are the browser build's slots (src/app/flow-slots.ts): a flow not fetched cannot start.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { accountFlow } from '#src/app/account-actors.ts';
import { FLOW_MACHINES as SLOTS } from '#src/app/flow-slots.ts';
import { lazyFlows } from '#src/app/lazy-flows.ts';
import { legalFlow } from '#src/app/legal-actors.ts';
import { createMemoryHistory } from '#src/app/routing/history.ts';
import { startRouteSync } from '#src/app/routing/route-sync.ts';
import type { EncryptedStore } from '#src/storage/encrypted-store.ts';
import { createCredentialStore } from '#src/storage/credentials.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';
import { PORTFOLIO_110 } from '#src/ui/fixtures/portfolios.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { signOutVisit } from '#machines/home/pages.ts';
import { collectRoutes, routeEnterEvent } from '#machines/kit/route-table.ts';

/** Calls the server would answer: none here, each stays on its way. */
const pending: ApiCall = () => new Promise<never>(() => {});

function startApp(path: string) {
  const storage = memoryStorage();
  const provided = { account: accountFlow({ call: pending, credentials: createCredentialStore(storage), storage }), legal: legalFlow({ call: pending }) };
  const flows = lazyFlows({ call: pending, state: {} as EncryptedStore, openUrl: () => {} }, provided);
  const machine = appMachine.provide({
    actors: {
      ...SLOTS,
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => PORTFOLIO_110),
      ...provided,
    },
    guards: { flowNotLoaded: ({ event }) => flows.notLoaded(event) },
    actions: { goToUrl: () => {}, clearSession: () => {}, loadFlow: ({ event }) => flows.load(event as never) },
  });
  const actor = createActor(machine, { input: { url: `http://localhost${path}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', redirectParam: null } });
  const routes = collectRoutes([appMachine]);
  flows.attach({ machine: machine as never, routes, send: (event) => actor.send(event), failed: () => {} });
  actor.system.inspect((inspected) => {
    if (inspected.type === '@xstate.event' && inspected.actorRef === actor && inspected.event.type === 'route.enter') flows.visited(inspected.event as never);
  });
  const history = createMemoryHistory(path);
  startRouteSync({ actor, routes, history });
  const states: string[] = [];
  actor.subscribe((snapshot) => states.push(JSON.stringify(snapshot.value)));
  actor.start();
  return { actor, routes, history, states };
}

describe('a flow that is not here yet', () => {
  it('is fetched by its first visit, which waits without a page and then opens the flow at its path', async () => {
    const { actor, routes, history, states } = startApp('/repayment/loan-details');
    expect(routes.some((route) => route.meta.path === '/repayment/loan-details')).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'repayment' }), { timeout: 10_000 });
    expect(states).toContain(JSON.stringify({ ready: 'loadingFlow' }));
    expect(routes.some((route) => route.meta.path === '/repayment/loan-details')).toBe(true);
    // The flow runs its own logic now (a slot would have failed), on its page while the loan loads.
    expect(actor.getSnapshot().children.repayment).toBeDefined();
    expect(history.location()).toMatch(/^\/repayment/);
  });

  it('is not opened when another visit came while it was on its way', async () => {
    const { actor, states } = startApp('/sign-in');
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'account' }));
    actor.send(routeEnterEvent([], '/home'));
    actor.send(routeEnterEvent([], '/send-reset-link'));
    // Long enough for the home flow's chunk (a module import here) to arrive.
    await import('#src/app/home-actors.ts');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(actor.getSnapshot().matches({ ready: 'account' })).toBe(true);
    expect(states.some((state) => state.includes('home'))).toBe(false);
  });

  it("is opened with what its visit asked: the header's sign-out, once home is here, signs out", async () => {
    const { actor } = startApp('/sign-in');
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'account' }));
    actor.send(signOutVisit());
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'home' }), { timeout: 10_000 });
    const home = actor.getSnapshot().children.home as unknown as { getSnapshot(): { context: { signOutOnArrival: boolean } } };
    expect(home.getSnapshot().context.signOutOnArrival).toBe(true);
  });
});
