// The fault test of issue 17: the server killed (SIGKILL, no shutdown) while it answers writes, then started
// again on the same data directory: every write it acknowledged is there. The writes are new borrowers asking
// for their create-account link (a link row and its e-mail in one transaction), many at once.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getConsentTemplate, type ConsentTemplate } from '#src/api/contract/consent.ts';
import { sendCreateAccountEmail } from '#src/api/contract/customer.ts';
import { testDriver } from './support/test-database.ts';
import { listeningPort, PROCESS_TEST, startServer } from './support/server-process.ts';

const PORTFOLIO = 110;
/** Writes on their way at any moment, and how many are acknowledged before the kill. */
const AT_ONCE = 8;
const KILL_AFTER = 40;

function serverOn(dataDir: string) {
  // Development keeps mail in the outbox (/dev/outbox.json), where the acknowledged links are looked for.
  return startServer({
    NODE_ENV: 'development',
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-build'),
    PASSWORD_HASH_LOG_N: '14',
    RATE_LIMIT_MAX: '100000',
    ACCOUNT_ADDRESS_LIMIT: '100000',
  });
}

const api = (port: string) => ({
  async get<T>(path: string): Promise<T> {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `p${PORTFOLIO}.localhost:${port}` } });
    return ((await response.json()) as { data: T }).data;
  },
  async post(path: string, body: object): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { host: `p${PORTFOLIO}.localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { code: number }).code;
  },
});

describe.skipIf(testDriver() === 'postgres')('killed during writes', () => {
  it('loses nothing it acknowledged: after SIGKILL and a restart every acknowledged link is in the outbox', PROCESS_TEST, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-kill-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));

    const first = serverOn(dataDir);
    // Listened for from the start: the kill may end it before the writers have all given up.
    const firstExited = once(first, 'exit');
    const port = await listeningPort(first);
    const templates = await api(port).get<ConsentTemplate[]>(`${getConsentTemplate.path}?portfolioId=${PORTFOLIO}`);
    const consents = templates.map(({ templateCode, version }) => ({ templateCode, version, check: true }));

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const email = `killed-${next++}@example.com`;
        try {
          const code = await api(port).post(sendCreateAccountEmail.path, { email, portfolioId: PORTFOLIO, consents });
          if (code === 1) acknowledged.push(email);
        } catch {
          // A connection the kill cut: not acknowledged.
        }
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          first.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, writer));
    await firstExited;
    expect(first.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = serverOn(dataDir);
    const againPort = await listeningPort(second);
    const missing: string[] = [];
    for (const email of acknowledged) {
      const response = await fetch(`http://127.0.0.1:${againPort}/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as Array<{ links: string[] }>;
      if (!mails.some((mail) => mail.links.some((link) => link.includes('/create-account/')))) missing.push(email);
    }
    expect(missing).toEqual([]);
    second.kill('SIGTERM');
    expect((await once(second, 'exit'))[0]).toBe(0);
  });
});
