// Two server instances sharing one PostgreSQL database (issue 12), each with its own database connections as two
// processes would have them (its own pool, its own LISTEN connection): a borrower's tab waits on one, the phone signs
// through the other, and the tab hears of it; the loan's next step runs once whichever instance polls; a decision
// taken on one reaches the home page watching on the other. The NOTIFY payloads carry ids and codes, never a document.
// tests/server/realtime.test.ts runs on PGlite only, where two instances share one in-process database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { watchLoan } from '#src/api/contract/loan-life.ts';
import { parseSignatureResource, signLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { buildApp } from '#server/app.ts';
import { postgresDatabase } from '#server/db/postgres-database.ts';
import { loanOperations } from '#server/loans/operations.ts';
import { manualClock, testConfig } from '../helper.ts';
import { DATA_KEY } from '../application/support.ts';
import { ok } from '../support/accounts.ts';
import { testDatabase, testDriver } from '../support/test-database.ts';
import { decisionsOf, decide } from '../loans/support.ts';
import { buildWithKey, confirmedBorrower, connect, OTHER_SESSION, sendAgreement, SESSION, signing, signingLinkOf } from './support.ts';

/** A second instance on the same PostgreSQL database, through connections of its own. */
async function secondInstance(clock: ReturnType<typeof manualClock>) {
  const { url } = await testDatabase();
  const database = postgresDatabase(url!, pino({ level: 'silent' }));
  const dataDir = mkdtempSync(join(tmpdir(), 'borrower-second-instance-'));
  const app = await buildApp(testConfig({ dataKey: DATA_KEY, clock, dataDir }), { database });
  onTestFinished(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** Every NOTIFY on the realtime channel, as a third connection sees it. */
async function listenRaw(): Promise<string[]> {
  const { url } = await testDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const payloads: string[] = [];
  client.on('notification', (message) => payloads.push(message.payload ?? ''));
  await client.query('LISTEN realtime');
  onTestFinished(() => client.end());
  return payloads;
}

describe.runIf(testDriver() === 'postgres')('two server instances on one PostgreSQL database', () => {
  it('the phone signs through one instance and the tab waiting on the other hears it; the next step runs once; a decision on one reaches home on the other', async () => {
    const clock = manualClock();
    const desktop = await buildWithKey({ clock });
    const phoneSide = await secondInstance(clock);
    const payloads = await listenRaw();

    const ada = await confirmedBorrower(desktop);
    const waitingTab = await connect(desktop, SESSION);
    const sent = await sendAgreement(desktop, ada, SESSION);
    const resource = await signingLinkOf(desktop, ada.email);
    const phone = await connect(phoneSide, OTHER_SESSION);
    await ok(phoneSide, parseSignatureResource, { resource, sessionId: OTHER_SESSION });

    const signed = await ok<AgreementToSign>(phoneSide, signLoanAgreement, signing({ resource }));
    const told = { type: 'sign-status', ticket: sent.ticket, signStatus: 1 };
    expect(await waitingTab.next()).toEqual(told);
    expect(await phone.next()).toEqual(told);

    // Auto validation, enqueued in the signing transaction, polled by both instances at once: one decision, approved.
    await Promise.all([desktop.jobs.runDue(), phoneSide.jobs.runDue(), desktop.jobs.runDue(), phoneSide.jobs.runDue()]);
    const validated = (await decisionsOf(desktop, ada.loanNo)).filter((row) => row.operator === 'system:auto-validation');
    expect(validated).toMatchObject([{ toStatus: 104 }]);

    // Home watches the loan on the phone's instance; the operator's decision is taken on the desktop's database.
    await ok(phoneSide, watchLoan, { loanNo: ada.loanNo, sessionId: OTHER_SESSION }, ada.headers);
    await loanOperations(desktop.database.orm, clock, { fundingCompletesAfterMs: undefined }).run(decide('start-funding', ada.loanNo));
    expect(await phone.next()).toEqual({ type: 'loan-status', loanNo: ada.loanNo, loanStatus: 201, tracker: 4 });

    // What crossed between the instances: session ids, tickets and codes, never the agreement or its PDF. This
    // listener's connection hears each NOTIFY on its own, after or before the instances do: waited for, not raced.
    await vi.waitFor(() => expect(payloads.length).toBeGreaterThanOrEqual(3));
    for (const payload of payloads) {
      expect(payload.length).toBeLessThan(300);
      const { sessionId, message } = JSON.parse(payload) as { sessionId: string; message: Record<string, unknown> };
      expect([SESSION, OTHER_SESSION]).toContain(sessionId);
      expect(Object.keys(message).sort()).toEqual(
        message.type === 'sign-status' ? ['signStatus', 'ticket', 'type'] : ['loanNo', 'loanStatus', 'tracker', 'type'],
      );
      expect(payload).not.toContain(signed.documentUrl);
      expect(payload).not.toContain('Ada');
    }
    waitingTab.close();
    phone.close();
  });
});
