// infrastructure save-behavior-record (issue 16, decision 0800): stored as sent, refused whole when any record
// could carry personal data, rate-limited per address, nothing kept when the portfolio turns tracking off.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveBehaviorRecord, type BehaviorRecord } from '#src/api/contract/behavior.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { BEHAVIOR_SOURCE } from '#src/domain/codes/behavior.ts';
import { behaviorRecord, portfolio } from '#server/db/schema.ts';
import { DEFAULT_BEHAVIOR_BATCH_LIMIT as BEHAVIOR_BATCH_LIMIT } from '#server/behavior/records.ts';
import { BEHAVIOR_BATCH_WINDOW_MS, DEV_BEHAVIOR_FUNNEL_PATH, DEV_BEHAVIOR_RECORDS_PATH } from '#server/routes/behavior.ts';
import { call } from '../support/accounts.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';

const SESSION = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const OTHER_SESSION = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
const at = (offsetMs = 0) => new Date(TEST_NOW + offsetMs).toISOString();

const ENTER_SIGN_IN: BehaviorRecord = { source: BEHAVIOR_SOURCE.accountPageEnter, kind: 'pageEnter', at: at(), page: '/sign-in', title: 'Sign In' };
const LEAVE_SIGN_IN: BehaviorRecord = { source: BEHAVIOR_SOURCE.accountPageLeave, kind: 'pageLeave', at: at(9_000), page: '/sign-in', timeOnPageMs: 9_000 };
const SIGN_IN_CALL: BehaviorRecord = {
  source: BEHAVIOR_SOURCE.accountApiAction,
  kind: 'apiAction',
  at: at(8_000),
  page: '/sign-in',
  call: '/dolphin-customer/sign-in',
  outcome: 1,
  durationMs: 412,
};

async function rows(app: Awaited<ReturnType<typeof build>>) {
  return app.database.orm.select().from(behaviorRecord).orderBy(behaviorRecord.id);
}

describe('save-behavior-record', () => {
  it('keeps each record of a batch with its portfolio and session, and answers how many', async () => {
    const app = await build();
    const reply = await call(app, saveBehaviorRecord, { portfolioId: 118, sessionId: SESSION, records: [ENTER_SIGN_IN, SIGN_IN_CALL, LEAVE_SIGN_IN] });
    expect(reply.json()).toEqual({ code: 1, message: 'Success', data: { stored: 3, tracking: true } });
    const kept = await rows(app);
    expect(kept.map(({ id: _id, receivedAt, ...row }) => ({ ...row, receivedAt: receivedAt.toISOString() }))).toEqual([
      {
        portfolioId: 118,
        sessionId: SESSION,
        source: 1001,
        kind: 'pageEnter',
        page: '/sign-in',
        title: 'Sign In',
        timeOnPageMs: null,
        callPath: null,
        outcomeCode: null,
        durationMs: null,
        applicationNo: null,
        occurredAt: new Date(TEST_NOW),
        receivedAt: at(),
      },
      {
        portfolioId: 118,
        sessionId: SESSION,
        source: 1003,
        kind: 'apiAction',
        page: '/sign-in',
        title: null,
        timeOnPageMs: null,
        callPath: '/dolphin-customer/sign-in',
        outcomeCode: 1,
        durationMs: 412,
        applicationNo: null,
        occurredAt: new Date(TEST_NOW + 8_000),
        receivedAt: at(),
      },
      {
        portfolioId: 118,
        sessionId: SESSION,
        source: 1002,
        kind: 'pageLeave',
        page: '/sign-in',
        title: null,
        timeOnPageMs: 9_000,
        callPath: null,
        outcomeCode: null,
        durationMs: null,
        applicationNo: null,
        occurredAt: new Date(TEST_NOW + 9_000),
        receivedAt: at(),
      },
    ]);
  });

  it('keeps the arrival time when the browser clock is more than a day off', async () => {
    const app = await build();
    await call(app, saveBehaviorRecord, { portfolioId: 110, sessionId: SESSION, records: [{ ...ENTER_SIGN_IN, at: '2020-01-01T00:00:00.000Z' }] });
    expect((await rows(app))[0]!.occurredAt).toEqual(new Date(TEST_NOW));
  });

  it.each([
    ['a page that is a URL with its link token', { ...ENTER_SIGN_IN, page: '/create-account/Xk9sQ2mPz81LrT' }, 'records.0.page'],
    ['a page with an e-mail in it', { ...ENTER_SIGN_IN, page: '/jane.doe@example.com' }, 'records.0.page'],
    ['a page with a query', { ...ENTER_SIGN_IN, page: '/sign-in?email=jane' }, 'records.0.page'],
    ['a title with an e-mail', { ...ENTER_SIGN_IN, title: 'Hello jane@example.com' }, 'records.0.title'],
    ['a title with digits (an SSN, a bank number)', { ...ENTER_SIGN_IN, title: 'SSN 123456789' }, 'records.0.title'],
    ['a field no record has (a typed value)', { ...ENTER_SIGN_IN, value: 'Jane Doe' }, 'records.0.value'],
    ['an application number of another shape', { ...ENTER_SIGN_IN, applicationNo: '123-45-6789' }, 'records.0.applicationNo'],
    ['a call that is not a contract path', { ...SIGN_IN_CALL, call: 'https://evil.example/x' }, 'records.0.call'],
    ['a source of another kind', { ...ENTER_SIGN_IN, source: BEHAVIOR_SOURCE.accountPageLeave }, 'records.0'],
    ['an API action without its outcome', { ...SIGN_IN_CALL, outcome: undefined }, 'records.0'],
    ['an unknown source', { ...ENTER_SIGN_IN, source: 1004 }, 'records.0.source'],
  ])('refuses the whole batch for %s, writing nothing', async (_name, bad, path) => {
    const app = await build();
    const reply = await call(app, saveBehaviorRecord, { portfolioId: 118, sessionId: SESSION, records: [bad, ENTER_SIGN_IN] });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.code).toBe(RESULT.badRequest.code);
    expect(body.data.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(JSON.stringify(body)).not.toMatch(/jane|123456789|Xk9sQ2mPz81LrT/i);
    expect(await rows(app)).toEqual([]);
  });

  it('refuses a session that is not a UUID, an empty batch and one of more than 50', async () => {
    const app = await build();
    for (const body of [
      { portfolioId: 118, sessionId: 'jane@example.com', records: [ENTER_SIGN_IN] },
      { portfolioId: 118, sessionId: SESSION, records: [] },
      { portfolioId: 118, sessionId: SESSION, records: Array.from({ length: 51 }, () => ENTER_SIGN_IN) },
    ]) {
      const reply = await call(app, saveBehaviorRecord, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe(RESULT.badRequest.code);
    }
    expect(await rows(app)).toEqual([]);
  });

  it('refuses an unknown portfolio with -10601', async () => {
    const app = await build();
    const reply = await call(app, saveBehaviorRecord, { portfolioId: 999, sessionId: SESSION, records: [ENTER_SIGN_IN] });
    expect(reply.json()).toEqual({ code: RESULT.portfolioNotFound.code, message: RESULT.portfolioNotFound.message, data: null });
    expect(await rows(app)).toEqual([]);
  });

  it('keeps nothing for a portfolio whose behavior_tracking setting is off, and says so', async () => {
    const app = await build();
    await app.database.orm.update(portfolio).set({ behaviorTracking: false }).where(eq(portfolio.id, 110));
    const off = await call(app, saveBehaviorRecord, { portfolioId: 110, sessionId: SESSION, records: [ENTER_SIGN_IN] });
    expect(off.json()).toEqual({ code: 1, message: 'Success', data: { stored: 0, tracking: false } });
    const on = await call(app, saveBehaviorRecord, { portfolioId: 118, sessionId: SESSION, records: [ENTER_SIGN_IN] });
    expect(on.json().data).toEqual({ stored: 1, tracking: true });
    expect((await rows(app)).map((row) => row.portfolioId)).toEqual([118]);
  });

  it(`takes ${BEHAVIOR_BATCH_LIMIT} batches per address in 10 minutes, then answers 429 -10429 with Retry-After and keeps nothing more`, async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const batch = { portfolioId: 118, sessionId: SESSION, records: [ENTER_SIGN_IN] };
    for (let index = 0; index < BEHAVIOR_BATCH_LIMIT; index += 1) expect((await call(app, saveBehaviorRecord, batch)).json().code).toBe(1);
    const refused = await call(app, saveBehaviorRecord, batch);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(BEHAVIOR_BATCH_WINDOW_MS / 1_000));
    expect(refused.json()).toEqual({ code: RESULT.tooManyRequests.code, message: RESULT.tooManyRequests.message, data: { retryAfterSeconds: 600 } });
    // Another address is not held back by this one.
    const other = await call(app, saveBehaviorRecord, { ...batch, sessionId: OTHER_SESSION }, {}, '203.0.113.9');
    expect(other.json().data).toEqual({ stored: 1, tracking: true });
    expect(await rows(app)).toHaveLength(BEHAVIOR_BATCH_LIMIT + 1);
    clock.advance(BEHAVIOR_BATCH_WINDOW_MS);
    expect((await call(app, saveBehaviorRecord, batch)).json().code).toBe(1);
  });
});

describe('the funnel', () => {
  it('counts the sessions that reached each page and the page each left on, from the stored records', async () => {
    const app = await build();
    const page = (path: string, title: string, offsetMs: number, timeOnPageMs: number): BehaviorRecord[] => [
      { source: BEHAVIOR_SOURCE.accountPageEnter, kind: 'pageEnter', at: at(offsetMs), page: path, title },
      { source: BEHAVIOR_SOURCE.accountPageLeave, kind: 'pageLeave', at: at(offsetMs + timeOnPageMs), page: path, timeOnPageMs },
    ];
    await call(app, saveBehaviorRecord, {
      portfolioId: 118,
      sessionId: SESSION,
      records: [...page('/sign-in', 'Sign In', 0, 4_000), ...page('/home', 'Home', 4_000, 10_000)],
    });
    await call(app, saveBehaviorRecord, { portfolioId: 118, sessionId: OTHER_SESSION, records: page('/sign-in', 'Sign In', 1_000, 6_000) });
    const reply = await app.inject({ method: 'GET', url: `${DEV_BEHAVIOR_FUNNEL_PATH}?from=2026-03-16&to=2026-03-16` });
    expect(reply.json()).toEqual({
      from: '2026-03-16',
      to: '2026-03-16',
      portfolioId: null,
      sessions: 2,
      pages: [
        { page: '/sign-in', title: 'Sign In', reached: 2, leftHere: 1, medianTimeOnPageMs: 5_000 },
        { page: '/home', title: 'Home', reached: 1, leftHere: 1, medianTimeOnPageMs: 10_000 },
      ],
    });
    // Another day, or another portfolio, has none of them.
    expect((await app.inject({ method: 'GET', url: `${DEV_BEHAVIOR_FUNNEL_PATH}?from=2026-03-17&to=2026-03-18` })).json().sessions).toBe(0);
    expect((await app.inject({ method: 'GET', url: `${DEV_BEHAVIOR_FUNNEL_PATH}?from=2026-03-16&to=2026-03-16&portfolioId=110` })).json().sessions).toBe(0);
    // Both development routes answer this machine only.
    for (const url of [DEV_BEHAVIOR_RECORDS_PATH, `${DEV_BEHAVIOR_FUNNEL_PATH}?from=2026-03-16&to=2026-03-16`]) {
      expect((await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    }
    expect(await (await app.inject({ method: 'GET', url: DEV_BEHAVIOR_RECORDS_PATH })).json()).toHaveLength(6);
  });
});
