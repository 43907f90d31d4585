// The job worker (decision 0720), inside the server: every poll it takes one due job at a time with
// `SELECT ... FOR UPDATE SKIP LOCKED` and runs its handler in that same transaction, so the job's effects and
// its "done" commit together, and two instances polling one PostgreSQL never run the same job (the second skips
// the locked row). A handler that throws is rolled back to a savepoint; the job is tried again later with a
// doubling delay, and given up after the last attempt (its handler may then mark the loan for an operator).
// "Due" is decided by the server's Clock, so tests drive it with the manual clock.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { job, type JobRow } from '../db/schema.ts';
import { isPending } from './queue.ts';

/** The transaction a handler runs in: every query of the handler goes through it (PGlite has one connection). */
export type JobTx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export type JobHandler = {
  run(tx: JobTx, job: JobRow, at: Date): Promise<void>;
  /** After the last attempt failed, in the same transaction that marks the job failed. */
  giveUp?(tx: JobTx, job: JobRow, error: string, at: Date): Promise<void>;
};

export type RetryPolicy = { maxAttempts: number; firstDelayMs: number };

/** 1, 2, 4 then 8 minutes between the five attempts: about a quarter of an hour before an operator is called. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, firstDelayMs: 60_000 };

/** How long to wait after the n-th failed attempt (1-based). */
export const retryDelayMs = (policy: RetryPolicy, failedAttempts: number) => policy.firstDelayMs * 2 ** (failedAttempts - 1);

export type WorkerOptions = {
  orm: AppDatabase;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: Readonly<Record<string, JobHandler>>;
  /** 0: no polling (runDue only). */
  pollIntervalMs: number;
  retry?: RetryPolicy;
};

export type JobWorker = {
  /** Runs every job due now, one after the other; answers how many it took (done or failed). */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
};

/** A runaway guard: a poll never takes more than this many jobs before letting the next poll start. */
const MAX_JOBS_PER_RUN = 500;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

export function createJobWorker({ orm, clock, log, handlers, pollIntervalMs, retry = DEFAULT_RETRY }: WorkerOptions): JobWorker {
  // Only the kinds this worker knows: another worker (a test's, a newer version's) keeps its own.
  const kinds = Object.keys(handlers);

  /** Takes one due job and runs it; false when none is due. */
  async function runOne(): Promise<boolean> {
    const at = new Date(clock.now());
    return orm.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(job)
        .where(and(isPending, inArray(job.kind, kinds), lte(job.runAt, at)))
        .orderBy(asc(job.runAt), asc(job.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const handler = handlers[row.kind]!;
      const attempts = row.attempts + 1;
      try {
        await tx.transaction((savepoint) => handler.run(savepoint, row, at));
        await tx.update(job).set({ attempts, doneAt: at, lastError: null }).where(eq(job.id, row.id));
      } catch (error) {
        const message = errorText(error);
        if (attempts >= retry.maxAttempts) {
          log.error({ err: error, jobId: row.id, kind: row.kind, attempts }, 'A job failed for the last time: given up');
          await tx.update(job).set({ attempts, lastError: message, failedAt: at }).where(eq(job.id, row.id));
          // Its own savepoint: a failing give-up must not undo "failed" and keep the job coming back for ever.
          await tx
            .transaction((savepoint) => handler.giveUp?.(savepoint, row, message, at) ?? Promise.resolve())
            .catch((giveUpError: unknown) => {
              log.error({ err: giveUpError, jobId: row.id, kind: row.kind }, 'Marking the given-up job for an operator failed');
            });
        } else {
          const runAt = new Date(at.getTime() + retryDelayMs(retry, attempts));
          log.warn({ err: error, jobId: row.id, kind: row.kind, attempts, runAt }, 'A job failed: it will be tried again');
          await tx.update(job).set({ attempts, lastError: message, runAt }).where(eq(job.id, row.id));
        }
      }
      return true;
    });
  }

  async function runDue(): Promise<number> {
    let taken = 0;
    while (taken < MAX_JOBS_PER_RUN && (await runOne())) taken += 1;
    return taken;
  }

  let timer: NodeJS.Timeout | undefined;
  let inHand: Promise<unknown> | undefined;
  let stopped = true;

  const poll = () => {
    inHand = runDue()
      .catch((error: unknown) => log.error({ err: error }, 'Polling for jobs failed; trying again at the next poll'))
      .finally(() => {
        inHand = undefined;
        if (!stopped) timer = setTimeout(poll, pollIntervalMs);
      });
  };

  return {
    runDue,
    start() {
      if (pollIntervalMs <= 0 || !stopped) return;
      stopped = false;
      timer = setTimeout(poll, pollIntervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inHand;
    },
  };
}
