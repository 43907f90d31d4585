// Durable jobs (decision 0720): a job is a row, so it survives a restart. Enqueue it in the transaction of the
// change that needs it (a signature, an approval): either both are written or neither.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { job, type JobRow } from '../db/schema.ts';

type Db = Pick<AppDatabase, 'insert' | 'update' | 'select'>;

export type NewJob = {
  kind: string;
  /** The loan it is about: a decision on the loan may cancel it. */
  loanId?: string | null;
  /** Ids and names only: a job row is no place for personal data. */
  payload?: Record<string, string>;
  runAt: Date;
};

export async function enqueueJob(db: Db, at: Date, next: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(job)
    .values({ kind: next.kind, loanId: next.loanId ?? null, payload: next.payload ?? {}, runAt: next.runAt, createdAt: at })
    .returning();
  return row!;
}

/** Pending: not done, not given up, not cancelled. */
export const isPending = and(isNull(job.doneAt), isNull(job.failedAt), isNull(job.cancelledAt));

/**
 * Cancels the loan's pending jobs (of these kinds, or all). A job a worker is running right now is locked and
 * skipped rather than waited for (waiting could deadlock with the worker, which wants the loan's row next):
 * it finds the loan changed when it gets the row, and does nothing.
 */
export async function cancelPendingJobs(db: Db, loanId: string, at: Date, kinds?: readonly string[]): Promise<number> {
  const pending = db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.loanId, loanId), isPending, kinds ? inArray(job.kind, [...kinds]) : undefined))
    .for('update', { skipLocked: true });
  const cancelled = await db.update(job).set({ cancelledAt: at }).where(inArray(job.id, pending)).returning({ id: job.id });
  return cancelled.length;
}
