// The housekeeping job (issue 17, decision 0212): throttle events too old to count and customers who asked for a
// create-account link and never created the account are deleted by an hourly durable job; an account that was
// created is never touched, whatever its status.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn } from '#src/api/contract/customer.ts';
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import { getSignatureStatus, signLoanAgreement } from '#src/api/contract/signing.ts';
import { agreementDocumentLink, customer, job, linkToken, signatureLink, throttleEvent } from '#server/db/schema.ts';
import { CLEANUP_EVERY_MS, CLEANUP_JOB } from '#server/jobs/cleanup.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';
import { call, createLinkFor, DEVICE, ok } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, download, refused, sendAgreement, signing, signingLinkOf, signInAgain } from '../signing/support.ts';

const DAY = 24 * 60 * 60 * 1000;

async function customerAt(app: FastifyInstance, email: string, accountStatus: number, passwordHash: string | null, at: number) {
  await app.database.orm.insert(customer).values({ portfolioId: 118, email, passwordHash, accountStatus, createdAt: new Date(at), updatedAt: new Date(at) });
}

const emails = async (app: FastifyInstance) => (await app.database.orm.select({ email: customer.email }).from(customer)).map((row) => row.email).sort();
const pendingCleanups = (app: FastifyInstance) =>
  app.database.orm
    .select({ runAt: job.runAt })
    .from(job)
    .where(and(eq(job.kind, CLEANUP_JOB), isNull(job.doneAt), isNull(job.failedAt), isNull(job.cancelledAt)));

describe('the cleanup job', () => {
  it('deletes never-created accounts after 30 days with their links, and throttle events after a day; never a created account', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const demoCustomers = await emails(app);
    // Asked for a link and never came back.
    await createLinkFor(app, 'gone@example.com');
    // Asked long ago, and again lately: kept.
    await createLinkFor(app, 'again@example.com');
    // Created accounts, whatever their status, and an unfinished row that has a password (no flow makes one): kept.
    await customerAt(app, 'active@example.com', ACCOUNT_STATUS.active, '$scrypt$x', TEST_NOW);
    await customerAt(app, 'frozen@example.com', ACCOUNT_STATUS.frozen, '$scrypt$x', TEST_NOW);
    await customerAt(app, 'closed@example.com', ACCOUNT_STATUS.closed, null, TEST_NOW);
    await customerAt(app, 'odd@example.com', ACCOUNT_STATUS.inactive, '$scrypt$x', TEST_NOW);
    // A failed sign-in: throttle events for the account and the address.
    await call(app, signIn, { email: 'nobody@example.com', password: 'Wrong-Password-1', portfolioId: 118, deviceId: DEVICE });
    expect(await app.database.orm.select().from(throttleEvent)).not.toHaveLength(0);

    clock.advance(25 * DAY);
    await createLinkFor(app, 'again@example.com');
    // Asked recently: kept.
    await createLinkFor(app, 'recent@example.com');
    clock.advance(6 * DAY);
    // (Another account and address: a new event of the same subject would drop the old ones itself.)
    await call(app, signIn, { email: 'someone@example.com', password: 'Wrong-Password-1', portfolioId: 118, deviceId: DEVICE }, {}, '198.51.100.7');
    const before = await app.database.orm.select().from(throttleEvent);
    const lastDay = before.filter((row) => row.at.getTime() > clock.now() - DAY).map((row) => row.id);
    expect(lastDay.length).toBeGreaterThan(0);
    expect(lastDay.length).toBeLessThan(before.length);

    await app.jobs.runDue();
    expect(await emails(app)).toEqual(
      [...demoCustomers, 'active@example.com', 'again@example.com', 'closed@example.com', 'frozen@example.com', 'odd@example.com', 'recent@example.com'].sort(),
    );
    // The links left are those of the customers left: gone@'s went with it.
    const linkOwners = await app.database.orm.select({ email: customer.email }).from(linkToken).innerJoin(customer, eq(customer.id, linkToken.customerId));
    expect(new Set(linkOwners.map((row) => row.email))).toEqual(new Set(['again@example.com', 'recent@example.com']));
    expect((await app.database.orm.select().from(throttleEvent)).map((row) => row.id).sort()).toEqual(lastDay.sort());
  });

  it('runs every hour from the start, one run pending at a time', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    expect(await pendingCleanups(app)).toEqual([{ runAt: new Date(TEST_NOW + CLEANUP_EVERY_MS) }]);
    // A second server on the same database does not add another.
    await build({ clock });
    expect(await pendingCleanups(app)).toHaveLength(1);
    clock.advance(CLEANUP_EVERY_MS - 1);
    expect(await app.jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await pendingCleanups(app)).toEqual([{ runAt: new Date(TEST_NOW + 2 * CLEANUP_EVERY_MS) }]);
  });

  it('refreshes the tables’ statistics, as the embedded database has no autovacuum to do it', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const recent = new Date(TEST_NOW);
    await app.database.orm.insert(throttleEvent).values(['a', 'b', 'c'].map((subject) => ({ kind: 'sign-in-failure', subject, at: recent })));
    const estimated = async () => {
      const result = await app.database.orm.execute(sql`select reltuples from pg_class where relname = 'throttle_event'`);
      return Number((result as unknown as { rows: Array<{ reltuples: number }> }).rows[0]!.reltuples);
    };
    expect(await estimated()).not.toBe(3);
    clock.advance(CLEANUP_EVERY_MS);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await estimated()).toBe(3);
  });

  it('deletes signing tokens that can open nothing: PDF links after their 24 hours, a retired signing link after its 72, a used one after the week it reads the status', async () => {
    const HOUR = 60 * 60 * 1000;
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    // Funded on Wednesday: the hours below stay before its cut-off.
    const ada = await confirmedBorrower(app, undefined, undefined, { terms: { disbursementDate: '2026-03-18' } });
    await sendAgreement(app, ada);
    const retired = await signingLinkOf(app, ada.email);
    clock.advance(HOUR);
    const sent = await sendAgreement(app, await signInAgain(app, ada)); // a new link: the first one is retired
    const used = await signingLinkOf(app, ada.email);
    await ok(app, signLoanAgreement, signing({ resource: used }));
    const tokens = async () => ({
      links: (await app.database.orm.select().from(signatureLink)).length,
      documents: (await app.database.orm.select().from(agreementDocumentLink)).length,
    });
    expect(await tokens()).toEqual({ links: 2, documents: 3 });

    clock.advance(24 * HOUR); // every PDF link issued so far is past its 24 hours
    await app.jobs.runDue();
    expect(await tokens()).toEqual({ links: 2, documents: 0 });
    expect((await download(app, sent.documentUrl)).statusCode).toBe(404);

    clock.advance(48 * HOUR); // 73 hours after the retired link was sent: it is past its 72
    await app.jobs.runDue();
    expect(await tokens()).toEqual({ links: 1, documents: 0 });
    // The used link still reads the signature's status, for the week after it was sent.
    expect(await ok(app, getSignatureStatus, { resource: used })).toMatchObject({ signStatus: 1 });
    expect(await tokens()).toEqual({ links: 1, documents: 1 });

    clock.advance(4 * 24 * HOUR); // a week after the used link was sent
    await app.jobs.runDue();
    expect(await tokens()).toEqual({ links: 0, documents: 0 });
    for (const resource of [retired, used]) {
      expect(await refused(app, getSignatureStatus, { resource })).toMatchObject({ code: -92020043 });
    }
  });
});
