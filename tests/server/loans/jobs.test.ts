// The durable jobs (server/jobs/): due or not on the server's clock, retried with a doubling delay and given up
// (the loan then shows an exception), kept across a restart, polled in the background, and run exactly once by
// two workers sharing one PostgreSQL database.
import { eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, onTestFinished } from 'vitest';
import { postgresDatabase } from '#server/db/postgres-database.ts';
import { job, setting } from '#server/db/schema.ts';
import { enqueueJob } from '#server/jobs/queue.ts';
import { createJobWorker, DEFAULT_RETRY, type JobHandler } from '#server/jobs/worker.ts';
import { manualClock } from '../helper.ts';
import { testDatabase } from '../support/test-database.ts';
import { buildWithKey } from '../signing/support.ts';
import { testDriver } from '../support/test-database.ts';
import { decisionsOf, homeOf, jobsOf, lifeApp, loanOf, MINUTE, signedBorrower, TEST_NOW } from './support.ts';

const silent = pino({ level: 'silent' });

/** A worker of one test kind on this file's database; `ran` lists the job ids in the order they ran. */
async function testWorker(handler: Partial<JobHandler> = {}, clock = manualClock()) {
  const { db } = await testDatabase();
  const ran: number[] = [];
  const worker = createJobWorker({
    orm: db.orm,
    clock,
    log: silent,
    pollIntervalMs: 0,
    handlers: { 'test-note': { run: handler.run ?? (async (_tx, row) => void ran.push(row.id)), giveUp: handler.giveUp } },
  });
  const enqueue = (runAtMs: number) => enqueueJob(db.orm, new Date(clock.now()), { kind: 'test-note', runAt: new Date(runAtMs) });
  const rowOf = async (id: number) => (await db.orm.select().from(job).where(eq(job.id, id)))[0]!;
  return { db, clock, worker, ran, enqueue, rowOf };
}

describe('the job worker', () => {
  it('runs a job when the clock reaches its run_at, not before, once, in run_at order', async () => {
    const { clock, worker, ran, enqueue, rowOf } = await testWorker();
    const later = await enqueue(TEST_NOW + MINUTE);
    const now = await enqueue(TEST_NOW);
    expect(await worker.runDue()).toBe(1);
    expect(ran).toEqual([now.id]);
    clock.advance(MINUTE - 1);
    expect(await worker.runDue()).toBe(0);
    clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(ran).toEqual([now.id, later.id]);
    expect(await rowOf(later.id)).toMatchObject({ attempts: 1, doneAt: new Date(TEST_NOW + MINUTE), lastError: null, failedAt: null });
  });

  it('leaves other kinds to the workers that know them', async () => {
    const { db, worker } = await testWorker();
    await enqueueJob(db.orm, new Date(TEST_NOW), { kind: 'someone-else', runAt: new Date(TEST_NOW) });
    expect(await worker.runDue()).toBe(0);
  });

  it('rolls back a failed attempt, tries again after 1, 2, 4 and 8 minutes, then gives up with the last error', async () => {
    const gaveUp: string[] = [];
    let calls = 0;
    const { db, clock, worker, enqueue, rowOf } = await testWorker({
      async run(tx, row) {
        calls += 1;
        await tx.insert(setting).values({ key: `half-done-${row.id}-${calls}`, value: 'x' });
        throw new Error(`bank timeout ${calls}`);
      },
      async giveUp(_tx, row, error) {
        gaveUp.push(`${row.id}: ${error}`);
      },
    });
    const queued = await enqueue(TEST_NOW);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= DEFAULT_RETRY.maxAttempts; attempt += 1) {
      expect(await worker.runDue()).toBe(1);
      const row = await rowOf(queued.id);
      expect(row).toMatchObject({ attempts: attempt, lastError: `bank timeout ${attempt}`, doneAt: null });
      if (attempt < DEFAULT_RETRY.maxAttempts) {
        waits.push(row.runAt.getTime() - clock.now());
        // Not again before its time.
        expect(await worker.runDue()).toBe(0);
        clock.advance(row.runAt.getTime() - clock.now());
      }
    }
    expect(waits).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(await rowOf(queued.id)).toMatchObject({ attempts: 5, failedAt: new Date(clock.now()), lastError: 'bank timeout 5' });
    expect(gaveUp).toEqual([`${queued.id}: bank timeout 5`]);
    clock.advance(60 * MINUTE);
    expect(await worker.runDue()).toBe(0);
    // Each attempt's own writes were rolled back with it.
    expect(await db.orm.select().from(setting).where(like(setting.key, 'half-done-%'))).toEqual([]);
  });

  it('polls by itself when given an interval, and stops with the server', async () => {
    const { db } = await testDatabase();
    const ran: number[] = [];
    const clock = manualClock();
    const worker = createJobWorker({
      orm: db.orm,
      clock,
      log: silent,
      pollIntervalMs: 10,
      handlers: { 'test-note': { run: async (_tx, row) => void ran.push(row.id) } },
    });
    const queued = await enqueueJob(db.orm, new Date(TEST_NOW), { kind: 'test-note', runAt: new Date(TEST_NOW) });
    worker.start();
    onTestFinished(() => worker.stop());
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual([queued.id]);
    await worker.stop();
    await enqueueJob(db.orm, new Date(TEST_NOW), { kind: 'test-note', runAt: new Date(TEST_NOW) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([queued.id]);
  });
});

describe('loan jobs', () => {
  it('survive a restart: a loan signed on one server is validated by the next one on the same database', async () => {
    const first = await lifeApp();
    const ada = await signedBorrower(first.app);
    await first.app.close();

    const restarted = await buildWithKey({ clock: first.clock });
    expect(await loanOf(restarted, ada.loanNo)).toMatchObject({ loanSubStatus: 102005 });
    await restarted.jobs.runDue();
    expect(await loanOf(restarted, ada.loanNo)).toMatchObject({ loanStatus: 104, tracker: 3 });
    expect((await jobsOf(restarted, ada.loanNo))[0]).toMatchObject({ kind: 'auto-validate', attempts: 1, doneAt: expect.any(Date) });
  });

  it('make the loan an exception for an operator when they give up: tracker 6, the status kept, the reason recorded', async () => {
    const { app, clock } = await lifeApp();
    const ada = await signedBorrower(app);
    // A broken installation: approving needs the portfolio's cut-off to plan the funding.
    await app.database.orm.delete(setting).where(eq(setting.key, 'same-day-cut-off.110'));
    for (let attempt = 1; attempt <= DEFAULT_RETRY.maxAttempts; attempt += 1) {
      await app.jobs.runDue();
      clock.advance(16 * MINUTE);
    }
    const [validation] = await jobsOf(app, ada.loanNo);
    expect(validation).toMatchObject({
      kind: 'auto-validate',
      attempts: 5,
      failedAt: expect.any(Date),
      lastError: expect.stringContaining('same-day-cut-off.110'),
    });
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 102, loanSubStatus: 102005, tracker: 6 });
    const decisions = await decisionsOf(app, ada.loanNo);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      action: 'exception',
      fromStatus: 102,
      toStatus: 102,
      operator: 'system:auto-validate',
      reason: expect.stringContaining('failed for the last time'),
    });
    expect(await homeOf(app, ada)).toMatchObject({ flag: 4, loan: { tracker: 6 } });
  });
});

describe.runIf(testDriver() === 'postgres')('two workers on one PostgreSQL database', () => {
  it('run each of many jobs exactly once', async () => {
    const { db, url } = await testDatabase();
    const second = postgresDatabase(url!, silent);
    onTestFinished(() => second.close());
    const clock = manualClock();
    const ran: Array<{ worker: string; id: number }> = [];
    const workerOn = (name: string, orm: typeof db.orm) =>
      createJobWorker({
        orm,
        clock,
        log: silent,
        pollIntervalMs: 0,
        handlers: {
          'test-note': {
            async run(tx, row) {
              ran.push({ worker: name, id: row.id });
              // A second run would fail on the primary key and be seen as an attempt 2.
              await tx.insert(setting).values({ key: `ran-${row.id}`, value: name });
              await new Promise((resolve) => setTimeout(resolve, 2));
            },
          },
        },
      });
    const jobs = 60;
    for (let index = 0; index < jobs; index += 1) await enqueueJob(db.orm, new Date(TEST_NOW), { kind: 'test-note', runAt: new Date(TEST_NOW) });
    const a = workerOn('a', db.orm);
    const b = workerOn('b', second.orm);
    // Each worker polls from three loops at once, as several pollers and a runDue could.
    await Promise.all([a.runDue(), a.runDue(), a.runDue(), b.runDue(), b.runDue(), b.runDue()]);

    const ids = ran.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(jobs);
    expect(ids).toHaveLength(jobs);
    expect(new Set(ran.map((entry) => entry.worker))).toEqual(new Set(['a', 'b']));
    const rows = await db.orm.select().from(job);
    expect(rows.every((row) => row.doneAt !== null && row.attempts === 1 && row.lastError === null)).toBe(true);
    expect(await db.orm.select().from(setting).where(like(setting.key, 'ran-%'))).toHaveLength(jobs);
  });
});
