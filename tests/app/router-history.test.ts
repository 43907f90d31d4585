import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { routerTable } from '#src/app/routing/machine-router.tsx';
import { createRouterHistory, memoryUrlHistory } from '#src/app/routing/router-history.ts';
import { startRouteSync } from '#src/app/routing/route-sync.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { activeRoute, type Route } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { NOTIFICATION_CONTENT } from '#src/views/notification/notification-content.ts';

// react-router-dom's history under the AppHistory of the route sync, in memory: what its <Link> calls on a
// click (push) and what the back and forward buttons do (go), as the browser would.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function routerHistory(path: string) {
  const router = memoryUrlHistory([path]);
  let newEntries = 0;
  const history = createRouterHistory(router, { onNewEntry: () => (newEntries += 1) });
  const visits: string[] = [];
  const stopVisits = history.onVisit((pathname) => visits.push(pathname));
  return { router, history, visits, stopVisits, newEntries: () => newEntries };
}

describe('the router table', () => {
  it('has one route per routed state, named by the state, and a catch-all', () => {
    const table = routerTable(ROUTES);
    expect(table.map((route) => route.path)).toEqual([...ROUTES.map((route) => route.meta.path), '*']);
    for (const route of ROUTES) expect(matchRoutes(table, route.meta.path)?.[0]?.route.id).toBe(route.stateId);
    expect(matchRoutes(table, '/notification/999')?.[0]?.route.id).toBe('unmatched');
  });

  it("reads a state's ':param' path as the machines do", () => {
    const route: Route = { machineId: 'account', stateId: 'account.createAccount', meta: { path: '/create-account/:resource', title: 'Create Account' } };
    const [match] = matchRoutes(routerTable([route]), '/create-account/link-42') ?? [];
    expect(match?.route.id).toBe('account.createAccount');
    expect(match?.params).toEqual({ resource: 'link-42' });
  });
});

describe('the router-backed history', () => {
  it("follows the machines' pushes and replaces without reporting them as visits", async () => {
    const { router, history, visits, newEntries } = routerHistory('/sign-in');
    history.push('/500');
    await settled();
    history.replace('/403');
    await settled();
    expect(router.location.pathname).toBe('/403');
    expect(visits).toEqual([]);
    expect(newEntries()).toBe(1);
    router.go(-1);
    expect(router.location.pathname).toBe('/sign-in');
  });

  it("reports a followed link and the back and forward buttons as the visitor's moves", async () => {
    const { router, history, visits, newEntries } = routerHistory('/sign-in');
    history.push('/403');
    await settled();
    router.push('/404'); // what <Link to="/404"> does on a plain click
    expect(visits).toEqual(['/404']);
    expect(newEntries()).toBe(2);
    router.go(-1); // back onto the entry the machines wrote: still the visitor's move
    router.go(1);
    expect(visits).toEqual(['/404', '/403', '/404']);
    expect(newEntries()).toBe(2);
  });

  it('keeps the query and hash of where the visitor is, and stops reporting once unsubscribed', async () => {
    const { history, visits, stopVisits } = routerHistory('/sign-in');
    history.visit('/sign-in?redirect=%2Fhome#form');
    await settled();
    expect(history.location()).toBe('/sign-in?redirect=%2Fhome#form');
    expect(history.pathname()).toBe('/sign-in');
    stopVisits();
    history.visit('/403');
    await settled();
    expect(visits).toEqual(['/sign-in']);
    expect(history.pathname()).toBe('/403');
  });
});

// The boot answers come from fixtures here: what is under test is the routing once booted.
describe('the app machine on the router', () => {
  const machineWithBootAnswers = () =>
    appMachine.provide({
      actors: {
        loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
        loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
        loadPortfolio: fromPromise(async () => PORTFOLIO_118),
      },
      actions: { goToUrl: () => {}, clearSession: () => {} },
    });
  const input = (path: string) => ({ url: `http://localhost:5173${path}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', redirectParam: null });

  async function visitFirst(path: string) {
    const { router, history } = routerHistory(path);
    const actor = createActor(machineWithBootAnswers(), { input: input(path) });
    const entered: string[] = [];
    actor.system.inspect((inspected) => {
      const event = inspected.type === '@xstate.event' ? (inspected.event as AnyEventObject) : undefined;
      if (event?.type === 'route.enter') entered.push(event.path as string);
    });
    startRouteSync({ actor, routes: ROUTES, history });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && !snapshot.hasTag('awaitingRoute'));
    await settled();
    return { actor, router, entered };
  }

  it('enters the page when the router arrives after the boot, as its chunk may in the browser', async () => {
    const actor = createActor(machineWithBootAnswers(), { input: input('/loan/simulator') });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('awaitingRoute'));
    const { router, history } = routerHistory('/loan/simulator');
    startRouteSync({ actor, routes: ROUTES, history });
    await settled();
    expect(activeRoute(actor.getSnapshot())?.path).toBe('/sign-in');
    expect(router.location.pathname).toBe('/sign-in');
    expect(router.action).toBe('REPLACE');
  });

  it('replaces a refused first address: / ends on /sign-in with nothing to go back to', async () => {
    const { router, entered } = await visitFirst('/');
    expect(router.location.pathname).toBe('/sign-in');
    expect(router.action).toBe('REPLACE');
    router.go(-1);
    await settled();
    expect(router.location.pathname).toBe('/sign-in');
    expect(entered).toEqual(['/']);
  });

  it('sends a followed link to the machine, whose refusal replaces it; back returns to the page before', async () => {
    const { actor, router, entered } = await visitFirst('/403');
    router.push('/loan/simulator');
    await settled();
    expect(router.location.pathname).toBe('/sign-in');
    expect(entered).toEqual(['/403', '/loan/simulator']);
    router.go(-1);
    await settled();
    expect(router.location.pathname).toBe('/403');
    expect(activeRoute(actor.getSnapshot())?.path).toBe('/403');
  });

  it("pushes the machine's own move without echoing it back, and back returns through the machine", async () => {
    const { actor, router, entered } = await visitFirst('/notification/103');
    actor.send(NOTIFICATION_CONTENT[103].actions.find((action) => action.name === 'backToAccount')!.event);
    await settled();
    expect(router.location.pathname).toBe('/home');
    expect(router.action).toBe('PUSH');
    // The button's own visit, and no echo of the machine's push.
    expect(entered).toEqual(['/notification/103', '/home']);
    router.go(-1);
    await settled();
    expect(activeRoute(actor.getSnapshot())?.path).toBe('/notification/103');
    expect(entered).toEqual(['/notification/103', '/home', '/notification/103']);
  });
});
