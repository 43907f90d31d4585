// The browser's behaviour tracking (issue 16): the real app machine and route sync on a memory history, the real
// API client against a loopback server, and the tracker's beacons caught as the browser would send them. Every
// batch is checked against the contract the server validates with, and for what must never be in it.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '#src/api/client.ts';
import { saveBehaviorRecord } from '#src/api/contract/behavior.ts';
import { getHoliday } from '#src/api/contract/calendar.ts';
import { parseLinkResource } from '#src/api/contract/customer.ts';
import { appEventFor } from '#src/app/api-events.ts';
import { behaviorAreaOf, createBehaviorTracker, trackedCalls } from '#src/app/behavior-tracker.ts';
import { bootActors } from '#src/app/boot-actors.ts';
import { createMemoryHistory } from '#src/app/routing/history.ts';
import { startRouteSync } from '#src/app/routing/route-sync.ts';
import { BEHAVIOR_AREA, BEHAVIOR_SOURCE } from '#src/domain/codes/behavior.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import type { Received } from '../api/loopback-server.ts';
import { bootAnswer, bootServer, NOT_FOUND, settled } from './boot-server.ts';

let tracking = true;

function answer({ url }: Received) {
  const boot = bootAnswer(url, { portfolio: { ...PORTFOLIO_118, behaviorTracking: tracking } });
  if (boot) return boot;
  if (url.startsWith('/dolphin-customer/parse-link-resource')) return { json: { code: -10710, message: 'This link is no longer valid.', data: null } };
  return NOT_FOUND;
}

const server = bootServer(answer);

type Beacon = { url: string; body: v.InferOutput<(typeof saveBehaviorRecord)['request']>; text: string };

async function visitFirst(path: string, options: { batchSize?: number } = {}) {
  const history = createMemoryHistory(path);
  const beacons: Promise<Beacon>[] = [];
  let clock = Date.parse('2026-11-25T15:00:00Z');
  const tracker = createBehaviorTracker({
    baseUrl: server.origin,
    send: (url, blob) => {
      expect(blob.type).toBe('application/json');
      beacons.push(blob.text().then((text) => ({ url, text, body: v.parse(saveBehaviorRecord.request, JSON.parse(text)) })));
      return true;
    },
    now: () => clock,
    context: () => {
      const { portfolio, sessionId } = actor.getSnapshot().context;
      return portfolio ? { portfolioId: portfolio.portfolioId, sessionId, tracking: portfolio.behaviorTracking } : undefined;
    },
    ...options,
  });
  let callClock = 0;
  const call = trackedCalls(
    createApiClient({ baseUrl: server.origin, report: (report) => actor.send(appEventFor(report, history.location())) }),
    tracker,
    () => (callClock += 125),
  );
  const actor = createActor(appMachine.provide({ actors: bootActors(call), actions: { goToUrl: () => {}, clearSession: () => {} } }), {
    input: { url: `http://localhost:5173${path}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', redirectParam: null },
  });
  startRouteSync({ actor, routes: ROUTES, history, onPage: (route) => tracker.pageShown(route) });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready') && !snapshot.hasTag('awaitingRoute'));
  await settled();
  return {
    actor,
    history,
    call,
    tracker,
    advance: (ms: number) => (clock += ms),
    beacons: () => Promise.all(beacons),
  };
}

describe('behaviour tracking in the app', () => {
  it('records the boot calls, the page entered and left with its time, and sends them on page hide in one beacon the server takes', async () => {
    tracking = true;
    const app = await visitFirst('/403');
    app.advance(4_000);
    app.history.visit('/500');
    await settled();
    app.advance(2_500);
    app.tracker.pageHidden();
    const [beacon, ...more] = await app.beacons();
    expect(more).toEqual([]);
    expect(beacon!.url).toBe(`${server.origin}/gateway/servicebus-fssapi/fssapi/infrastructure/save-behavior-record`);
    expect(beacon!.body.portfolioId).toBe(118);
    expect(beacon!.body.sessionId).toBe(app.actor.getSnapshot().context.sessionId);
    const calls = beacon!.body.records.filter((record) => record.kind === 'apiAction');
    // Made while booting, before any page: the account area. The three run at once, so each took a few ticks of the call clock.
    expect(calls.map((record) => [record.call, record.outcome, record.source])).toEqual(
      expect.arrayContaining([
        ['/dolphin-config/date-format', 1, BEHAVIOR_SOURCE.accountApiAction],
        ['/dolphin-loan/assistant/get-holiday', 1, BEHAVIOR_SOURCE.accountApiAction],
        ['/dolphin-config/get-portfolio', 1, BEHAVIOR_SOURCE.accountApiAction],
      ]),
    );
    for (const record of calls) expect(record.durationMs! % 125).toBe(0);
    const pages = beacon!.body.records.filter((record) => record.kind !== 'apiAction');
    expect(pages.map(({ source, kind, page, title, timeOnPageMs }) => ({ source, kind, page, title, timeOnPageMs }))).toEqual([
      { source: BEHAVIOR_SOURCE.mePageEnter, kind: 'pageEnter', page: '/403', title: 'Deny', timeOnPageMs: undefined },
      { source: BEHAVIOR_SOURCE.mePageLeave, kind: 'pageLeave', page: '/403', title: undefined, timeOnPageMs: 4_000 },
      { source: BEHAVIOR_SOURCE.mePageEnter, kind: 'pageEnter', page: '/500', title: 'Error', timeOnPageMs: undefined },
      { source: BEHAVIOR_SOURCE.mePageLeave, kind: 'pageLeave', page: '/500', title: undefined, timeOnPageMs: 2_500 },
    ]);
    // Nothing is sent twice: a second page hide has nothing new.
    app.tracker.pageHidden();
    expect(await app.beacons()).toHaveLength(1);
  });

  it("records a link page by its pattern, never the link's token, and a refused call by its code", async () => {
    tracking = true;
    const app = await visitFirst('/create-account/Zq81mXv0PaLr7TtY');
    await expect(app.call(parseLinkResource, { resource: 'Zq81mXv0PaLr7TtY' })).rejects.toMatchObject({ code: -10710 });
    app.tracker.pageHidden();
    const beacons = await app.beacons();
    const text = beacons.map((beacon) => beacon.text).join('\n');
    expect(text).not.toContain('Zq81mXv0PaLr7TtY');
    const records = beacons.flatMap((beacon) => beacon.body.records);
    expect(records.find((record) => record.kind === 'pageEnter' && record.page === '/create-account/:resource')?.source).toBe(BEHAVIOR_SOURCE.accountPageEnter);
    expect(records.find((record) => record.call === '/dolphin-customer/parse-link-resource')).toMatchObject({
      outcome: -10710,
      source: BEHAVIOR_SOURCE.accountApiAction,
    });
  });

  it('sends a full batch at once, without waiting for page hide', async () => {
    tracking = true;
    const app = await visitFirst('/403', { batchSize: 5 });
    for (let index = 0; index < 3; index += 1) await app.call(getHoliday, {});
    const beacons = await app.beacons();
    expect(beacons.length).toBeGreaterThanOrEqual(1);
    expect(beacons.every((beacon) => beacon.body.records.length === 5)).toBe(true);
    expect(app.tracker.pending().length).toBeLessThan(5);
  });

  it('records nothing and sends nothing for a portfolio that turns tracking off', async () => {
    tracking = false;
    const app = await visitFirst('/403');
    app.history.visit('/500');
    await settled();
    await app.call(getHoliday, {});
    app.tracker.pageHidden();
    expect(await app.beacons()).toEqual([]);
    expect(app.tracker.pending()).toEqual([]);
  });

  it('enters the page again when the browser restores it from its cache', async () => {
    tracking = true;
    const app = await visitFirst('/403');
    app.tracker.pageHidden();
    app.advance(60_000);
    app.tracker.pageRestored();
    app.advance(1_000);
    app.tracker.pageHidden();
    const records = (await app.beacons()).flatMap((beacon) => beacon.body.records).filter((record) => record.kind !== 'apiAction');
    expect(records.map((record) => [record.kind, record.page, record.timeOnPageMs])).toEqual([
      ['pageEnter', '/403', undefined],
      ['pageLeave', '/403', 0],
      ['pageEnter', '/403', undefined],
      ['pageLeave', '/403', 1_000],
    ]);
  });
});

describe('areas', () => {
  it.each([
    ['/sign-in', BEHAVIOR_AREA.account],
    ['/privacy', BEHAVIOR_AREA.account],
    ['/change-password', BEHAVIOR_AREA.me],
    ['/home', BEHAVIOR_AREA.me],
    ['/guidance/personal/ssn', BEHAVIOR_AREA.guidance],
    ['/returning/:resource', BEHAVIOR_AREA.guidance],
    ['/disbursement/choose-loan-amount', BEHAVIOR_AREA.preOrigination],
    ['/signature/:resource', BEHAVIOR_AREA.preOrigination],
    ['/repayment/loan-details', BEHAVIOR_AREA.postOrigination],
    ['/coupon/overview', BEHAVIOR_AREA.postOrigination],
  ])('%s is in area %i', (path, area) => {
    const route = ROUTES.find((each) => each.meta.path === path)!;
    expect(behaviorAreaOf(route)).toBe(area);
  });

  it("every page's pattern and title are ones the server takes", () => {
    const record = v.strictObject({ page: saveBehaviorRecord.request.entries.records.pipe[0].item.pipe[0].entries.page });
    for (const route of ROUTES) {
      expect(v.safeParse(record, { page: route.meta.path }).success, route.meta.path).toBe(true);
      expect(route.meta.title, route.meta.path).toMatch(/^[^@\d]{1,80}$/);
    }
  });
});
