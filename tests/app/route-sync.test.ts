import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, waitFor } from 'xstate';
import { createApiClient } from '#src/api/client.ts';
import { getHoliday } from '#src/api/contract/calendar.ts';
import { appEventFor } from '#src/app/api-events.ts';
import { bootActors } from '#src/app/boot-actors.ts';
import { createMemoryHistory } from '#src/app/routing/history.ts';
import { historyModeFor, startRouteSync } from '#src/app/routing/route-sync.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { collectRoutes } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_110 } from '#src/ui/fixtures/portfolios.ts';
import type { Received } from '../api/loopback-server.ts';
import { bootAnswer, bootServer, NOT_FOUND, ok, settled } from './boot-server.ts';
import { NOTIFICATION_CONTENT } from '#src/views/notification/notification-content.ts';

// The real app machine, the real API client and boot actors against a loopback server, and the route sync
// on a memory history: the URL rules of spec section 2 as a visitor would see them in the address bar.
let special: { code: number; message: string } | undefined;

function answer({ url }: Received) {
  const boot = bootAnswer(url, { holidays: special ? { json: { ...special, data: null } } : undefined });
  if (boot) return boot;
  if (url.startsWith('/dolphin-loan/assistant/get-portfolio-by-domain?domain=p110.localhost')) return ok(PORTFOLIO_110);
  return NOT_FOUND;
}

const server = bootServer(answer);

async function visitFirst(path: string, host = 'localhost:5173') {
  special = undefined;
  const history = createMemoryHistory(path);
  const call = createApiClient({ baseUrl: server.origin, report: (report) => actor.send(appEventFor(report, history.location())) });
  const actor = createActor(appMachine.provide({ actors: bootActors(call), actions: { goToUrl: () => {}, clearSession: () => {} } }), {
    input: { url: `http://${host}${path}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', redirectParam: null },
  });
  const stop = startRouteSync({ actor, routes: ROUTES, history });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready') && !snapshot.hasTag('awaitingRoute'));
  await settled();
  return { actor, history, call, stop };
}

describe('a first visit', () => {
  it.each([
    ['/', ['/sign-in']],
    ['/sign-in', ['/sign-in']],
    ['/no-such-page', ['/404']],
    ['/loan/simulator', ['/sign-in']],
    ['/notification/999', ['/404']],
    ['/notification/302', ['/notification/302']],
    ['/403', ['/403']],
  ])('to %s ends on %j, the refused address replaced', async (path, entries) => {
    const { history } = await visitFirst(path);
    expect(history.entries()).toEqual(entries);
  });

  it('boots with the portfolio of the host it is served from', async () => {
    const { actor } = await visitFirst('/sign-in', 'p110.localhost:8080');
    expect(actor.getSnapshot().context.portfolio?.portfolioName).toBe('Goldcrest Lending');
    expect(actor.getSnapshot().context.datePattern).toBe('MM/DD/YYYY');
    expect(server.received.some(({ url }) => url === '/dolphin-loan/assistant/get-portfolio-by-domain?domain=p110.localhost')).toBe(true);
  });
});

describe('moving around', () => {
  it("adds a history entry for the visitor's own move, and the back button returns", async () => {
    const { actor, history } = await visitFirst('/notification/103');
    actor.send(NOTIFICATION_CONTENT[103].actions.find((action) => action.name === 'backToAccount')!.event);
    await settled();
    expect(history.entries()).toEqual(['/notification/103', '/home']);
    history.back();
    await settled();
    expect(actor.getSnapshot().matches({ ready: { notification: 'paymentReceived' } })).toBe(true);
    expect(history.pathname()).toBe('/notification/103');
  });

  it('follows an in-app link through the machine', async () => {
    const { actor, history } = await visitFirst('/sign-in');
    history.visit('/simulator/x');
    await settled();
    expect(history.entries()).toEqual(['/sign-in', '/sign-in']);
    history.visit('/500');
    await settled();
    expect(actor.getSnapshot().matches({ ready: 'serverError' })).toBe(true);
    expect(history.entries()).toEqual(['/sign-in', '/sign-in', '/500']);
  });
});

describe('special result codes from the API', () => {
  it('-92020043 replaces the page with /notification/302', async () => {
    const { call, history } = await visitFirst('/403');
    special = { code: -92020043, message: 'This link is no longer valid.' };
    await expect(call(getHoliday, {})).rejects.toMatchObject({ code: -92020043 });
    await settled();
    expect(history.entries()).toEqual(['/notification/302']);
  });

  it('-82030002 replaces the page with /sign-in and remembers where the visitor was', async () => {
    const { actor, call, history } = await visitFirst('/403');
    special = { code: -82030002, message: 'Your session has expired. Please sign in again.' };
    await expect(call(getHoliday, {})).rejects.toMatchObject({ code: -82030002 });
    await settled();
    expect(history.entries()).toEqual(['/sign-in']);
    // /403 is not a page worth coming back to; returnablePath's own rows are in the machine tests.
    expect(actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('a network failure shows the red snackbar and leaves the page as it is', async () => {
    const { actor, history } = await visitFirst('/sign-in');
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', report: (report) => actor.send(appEventFor(report, history.location())) });
    await expect(offline(getHoliday, {})).rejects.toMatchObject({ kind: 'network' });
    await settled();
    expect(history.entries()).toEqual(['/sign-in']);
    expect(actor.getSnapshot().children.snackbar?.getSnapshot()).toMatchObject({ value: 'visible', context: { kind: 'error' } });
  });
});

describe('flow machines to come', () => {
  // The same sync runs any flow: a parent that starts a child flow with a param route filled from context.
  const account = setup({ types: { context: {} as { resource: string }, events: {} as { type: 'next' } } }).createMachine({
    id: 'account',
    context: { resource: 'unknown' },
    initial: 'welcome',
    states: {
      welcome: { meta: { path: '/welcome', title: 'Welcome' }, on: { next: { target: 'createAccount', actions: assign({ resource: 'link-42' }) } } },
      createAccount: { meta: { path: '/create-account/:resource', title: 'Create Account' } },
    },
  });
  const parent = setup({ actors: { account } }).createMachine({
    id: 'parent',
    initial: 'ready',
    states: { ready: { invoke: { id: 'account', src: 'account' } } },
  });

  it("follows the child's pages and params, pushing the visitor's steps", async () => {
    const history = createMemoryHistory('/welcome');
    const actor = createActor(parent);
    startRouteSync({ actor, routes: collectRoutes([account]), history });
    actor.start();
    await settled();
    actor.getSnapshot().children.account?.send({ type: 'next' });
    await settled();
    expect(history.entries()).toEqual(['/welcome', '/create-account/link-42']);
  });
});

describe('historyModeFor', () => {
  it.each([
    [{ type: 'route.enter' }, 'replace'],
    [{ type: 'api.signInRequired' }, 'replace'],
    [undefined, 'replace'],
    [{ type: 'notification.goToAccount' }, 'push'],
    [{ type: 'xstate.done.actor.submit' }, 'push'],
    [{ type: 'xstate.after.5000.signature.success' }, 'push'],
  ] as const)('%j -> %s', (event, mode) => {
    expect(historyModeFor(event)).toBe(mode);
  });
});
