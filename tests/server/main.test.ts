import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testDriver } from './support/test-database.ts';
import { PROCESS_TEST, startServer as start, waitForOutput as waitFor } from './support/server-process.ts';

// One real process on the embedded database: what `npm start` and the e2e tests run.
describe.skipIf(testDriver() === 'postgres')('server/main.ts', () => {
  it('starts on a fresh data directory, answers on IPv4 and IPv6, and closes cleanly on SIGTERM', PROCESS_TEST, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-main-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const child = start({ PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build') });

    const [, port] = await waitFor(child, /Borrower app and API on http:\/\/localhost:(\d+)/);
    for (const host of ['127.0.0.1', '[::1]']) {
      const health = await fetch(`http://${host}:${port}/healthz`);
      expect(health.status, host).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    }
    const portfolio = await fetch(`http://127.0.0.1:${port}/dolphin-config/get-portfolio?portfolioId=110`, { headers: { host: `p110.localhost:${port}` } });
    expect((await portfolio.json()).data.portfolioName).toBe('Goldcrest Lending');

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(child.output()).toContain('Shutting down: closing the server, then the database');
    expect(child.output()).toContain('Server and database closed');
    // Production has no development pages to speak of, nor demo accounts.
    expect(child.output()).not.toContain('Development pages');
    expect(child.output()).not.toContain('Demo accounts');
  });

  it('outside production says the development pages answer this machine only, and they do', PROCESS_TEST, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-main-dev-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    // Development seeds the demo customers: a cheap password hash keeps the start quick.
    const child = start({ NODE_ENV: 'development', PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), PASSWORD_HASH_LOG_N: '14' });
    const [, port] = await waitFor(
      child,
      /Development pages: http:\/\/localhost:(\d+)\/dev\/outbox answers this machine only \(127\.0\.0\.0\/8, ::1; not through a proxy\)/,
    );
    // npm start ends with what a person needs: both brands (desktop and phone), the demo accounts and the outbox
    // (asked before any request of the test's own, whose log lines would follow it).
    await waitFor(child, /Outbox \(sign-in codes, account links, letters; this machine only\): http:\/\/localhost:\d+\/dev\/outbox\n$/);
    const banner = child.output().slice(child.output().lastIndexOf('Borrower app ready.'));
    expect(banner).toContain(`Goldcrest Lending (portfolio 110): http://p110.localhost:${port}   on a phone: http://m.p110.localhost:${port}`);
    expect(banner).toContain(`Bluepeak Loans (portfolio 118):    http://p118.localhost:${port}   on a phone: http://m.p118.localhost:${port}`);
    expect(banner).toContain('Demo accounts, all with the password Demo-Borrower-2026');
    expect(banner).toMatch(/demo-repaying@bluepeak\.example +a loan being repaid: "View loan details", "Make a payment"/);
    expect(banner).not.toContain('"level"');
    const outbox = await fetch(`http://127.0.0.1:${port}/dev/outbox.json`);
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('cache-control')).toBe('no-store');
    child.kill('SIGTERM');
    expect((await once(child, 'exit'))[0]).toBe(0);
  });

  it('refuses to start on a bad setting, saying which', PROCESS_TEST, async () => {
    const child = start({ PORT: 'eighty' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(child.output()).toBe('Configuration error: PORT must be a whole number from 0 to 65535, not "eighty".\n');
  });
});
