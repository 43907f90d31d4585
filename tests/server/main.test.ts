import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testDriver } from './support/test-database.ts';

/** Starts server/main.ts as `npm start` does (minus the build). */
// Production refuses to start without a data key (decision 0501); any fixed 32 bytes do here.
const TEST_DATA_KEY = Buffer.alloc(32, 1).toString('base64');

function start(env: Record<string, string>): ChildProcessWithoutNullStreams & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_KEY: TEST_DATA_KEY, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return Object.assign(child, { output: () => output });
}

/** Resolves with the first match of the pattern in what the process prints. */
function waitFor(child: ReturnType<typeof start>, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = child.output().match(pattern);
      if (match) resolve(match);
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing ${pattern}:\n${child.output()}`)));
    check();
  });
}

// A child process compiles the server on start (tsx) and derives a production-cost password hash: on a
// busy machine that alone took over the default 30 s. Patience, not a measure of speed (npm run bench).
const PROCESS_TEST = { timeout: 120_000 };

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
    // Production has no development pages to speak of.
    expect(child.output()).not.toContain('Development pages');
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
