// The housekeeping job (issue 17, decision 0212): throttle events no limit can count any more, customers who
// asked for a create-account link and never created the account, and the signing tokens that can no longer open
// anything (issue 12, decision 0700): PDF capability URLs past their 24 hours, and signing links past the week
// they read the status (or retired and past their 72 hours); then the tables' statistics (ANALYZE). A durable job like the loan jobs: a `job` row
// run by the worker's poll (JOB_POLL_INTERVAL_MS) in its own transaction, which enqueues its next run an hour on,
// so it survives restarts; the server schedules it at start when none is pending. Two instances sharing one
// PostgreSQL run it one at a time (the worker's SKIP LOCKED), and a duplicate stops at its next run.
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import { THROTTLE_KEEP_MS } from '../accounts/throttle.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { agreementDocumentLink, customer, job, linkToken, loan, signatureLink, throttleEvent } from '../db/schema.ts';
import { LINK_STATUS_READABLE_MS } from '../signing/signing-links.ts';
import { enqueueJob, isPending } from './queue.ts';
import type { JobHandler, JobTx } from './worker.ts';

export const CLEANUP_JOB = 'accounts-cleanup';
export const CLEANUP_EVERY_MS = 60 * 60 * 1_000;
const DAY_MS = 24 * 60 * 60 * 1_000;
/** Customers deleted per run at most: a first run on a large backlog stays a short transaction. */
const CUSTOMERS_PER_RUN = 1_000;

export type CleanupSettings = {
  /** A customer who has not created the account this many days after the row and its last link were made is deleted. */
  inactiveCustomerDays: number;
};

export type CleanupCounts = { throttleEvents: number; customers: number; signatureLinks: number; documentLinks: number };

/** Deletes what can go now; answers how many rows of each. Never an account that was created (active, frozen, closed...). */
export async function cleanUp(tx: JobTx | AppDatabase, at: Date, { inactiveCustomerDays }: CleanupSettings): Promise<CleanupCounts> {
  const events = await tx
    .delete(throttleEvent)
    .where(lt(throttleEvent.at, new Date(at.getTime() - THROTTLE_KEEP_MS)))
    .returning({ id: throttleEvent.id });

  const cutoff = new Date(at.getTime() - inactiveCustomerDays * DAY_MS);
  const stale = tx
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(
        // Never activated: no password, status inactive (customers.ts, awaitingCreation).
        eq(customer.accountStatus, ACCOUNT_STATUS.inactive),
        isNull(customer.passwordHash),
        lt(customer.createdAt, cutoff),
        // Asked again lately: the row is old but the link is new.
        notExists(
          tx
            .select({ one: linkToken.tokenHash })
            .from(linkToken)
            .where(and(eq(linkToken.customerId, customer.id), gt(linkToken.createdAt, cutoff))),
        ),
        // A loan someone booked for this e-mail keeps its customer.
        notExists(tx.select({ one: loan.id }).from(loan).where(eq(loan.customerId, customer.id))),
      ),
    )
    .limit(CUSTOMERS_PER_RUN);
  // Their links, challenges and any other rows of theirs go with them (ON DELETE CASCADE); they have no consents,
  // which are recorded when the account is created.
  const customers = await tx.delete(customer).where(inArray(customer.id, stale)).returning({ id: customer.id });

  // A PDF's capability URL is refused once expired (404): the row is only a hash that opens nothing.
  const documents = await tx.delete(agreementDocumentLink).where(lte(agreementDocumentLink.expiresAt, at)).returning({ id: agreementDocumentLink.tokenHash });
  // A signing link reads the status for a week after it was sent, even used; a retired one nothing once expired.
  // Either way, gone, it answers -92020043 as it did: nothing the borrower sees changes.
  const links = await tx
    .delete(signatureLink)
    .where(
      or(
        lte(signatureLink.createdAt, new Date(at.getTime() - LINK_STATUS_READABLE_MS)),
        and(isNotNull(signatureLink.retiredAt), lte(signatureLink.expiresAt, at)),
      ),
    )
    .returning({ id: signatureLink.tokenHash });
  return { throttleEvents: events.length, customers: customers.length, signatureLinks: links.length, documentLinks: documents.length };
}

/** Schedules the first run when no run is pending (at start). */
export async function scheduleCleanup(orm: AppDatabase, clock: Clock): Promise<void> {
  const [pending] = await orm
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.kind, CLEANUP_JOB), isPending))
    .limit(1);
  if (pending) return;
  const now = new Date(clock.now());
  await enqueueJob(orm, now, { kind: CLEANUP_JOB, runAt: new Date(now.getTime() + CLEANUP_EVERY_MS) });
}

export function cleanupJobHandlers(settings: CleanupSettings & { log: FastifyBaseLogger }): Record<string, JobHandler> {
  return {
    [CLEANUP_JOB]: {
      async run(tx, row, at) {
        const counts = await cleanUp(tx, at, settings);
        if (Object.values(counts).some((n) => n > 0))
          settings.log.info(counts, 'Cleaned up expired throttle events, never-created accounts and signing tokens');
        // The embedded database has no autovacuum: its statistics are refreshed here, so the plans it keeps for
        // statements parsed once (decision 0214, fourth pass) are weighed again as the tables grow. On
        // PostgreSQL autovacuum does this too; an hourly pass of sampled statistics costs little.
        await tx.execute(sql`analyze`);
        // The next run, unless another instance's run is already pending.
        const [other] = await tx
          .select({ id: job.id })
          .from(job)
          .where(and(eq(job.kind, CLEANUP_JOB), isPending, ne(job.id, row.id)))
          .limit(1);
        if (!other) await enqueueJob(tx, at, { kind: CLEANUP_JOB, runAt: new Date(at.getTime() + CLEANUP_EVERY_MS) });
      },
    },
  };
}
