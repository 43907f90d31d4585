// The one way server tests get an app (fastify/demo style): build() gives a ready app on this file's
// database, emptied before each test, and closes the app when the test ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp, type BuildOptions } from '#server/app.ts';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import { DEFAULT_BEHAVIOR_BATCH_LIMIT } from '#server/behavior/records.ts';
import { testDatabase } from './support/test-database.ts';

/** 2026-03-16 12:00 in New York (16:00 UTC): a Monday, so "today" is the same date everywhere. */
export const TEST_NOW = Date.parse('2026-03-16T16:00:00Z');

/** A clock that stands still until a test moves it. */
export function manualClock(startMs = TEST_NOW): Clock & { advance(ms: number): void } {
  let now = startMs;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

export const TEST_PASSWORD_HASH_LOG_N = 10;

/** A directory that never exists: the app is "not built" unless a test gives a STATIC_DIR. */
const NO_BUILD = join(tmpdir(), 'borrower-test-no-build-here');

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? join(tmpdir(), 'borrower-test-data-unused');
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    // Unused: build() always hands the test database over.
    database: { driver: 'pglite', dataDir: join(tmpdir(), 'borrower-test-data-unused') },
    // Under the test's data directory, as DATA_DIR/files is by default.
    files: { driver: 'directory', root: join(dataDir, 'files') },
    staticDir: NO_BUILD,
    production: false,
    logLevel: 'silent',
    rateLimitMax: 1_000,
    bodyLimitBytes: 100 * 1024,
    trustProxy: false,
    clock: manualClock(),
    // scrypt at N = 2^10 instead of 2^17: the same code, a thousandth of the work (one test proves the default).
    passwordHashLogN: TEST_PASSWORD_HASH_LOG_N,
    passwordHashConcurrency: 2,
    passwordHashQueue: 16,
    realtimeSocketsPerAddress: 50,
    sandboxReportDelayMs: 5_000,
    smtpUrl: undefined,
    addressAttemptLimit: 20,
    loginCodeMailLimit: 10,
    behaviorBatchLimit: DEFAULT_BEHAVIOR_BATCH_LIMIT,
    // A fixed sealing key, as production requires one (decision 0501); no key file is written.
    dataKey: Buffer.alloc(32, 7),
    statementsPerApplication: 5,
    statementBytesPerDay: 50 * 1024 * 1024,
    // No background polling: a test runs due jobs itself (app.jobs.runDue()) after moving the manual clock.
    jobPollIntervalMs: 0,
    inactiveCustomerDays: 30,
    fundingCompletesAfterMs: undefined,
    ...overrides,
  };
}

export async function build(overrides: Partial<Config> = {}, options: Omit<BuildOptions, 'database'> = {}): Promise<FastifyInstance> {
  const { db } = await testDatabase();
  // Files the app writes (statements) go to a directory of its own, removed with it, unless the test gives one.
  const ownDataDir = overrides.dataDir === undefined ? mkdtempSync(join(tmpdir(), 'borrower-test-data-')) : undefined;
  const app = await buildApp(testConfig({ ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...overrides }), { ...options, database: db });
  onTestFinished(async () => {
    await app.close();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  });
  return app;
}

/** Every log line the app writes, parsed: for asserting what is (and is not) logged. */
export function captureLogs(): { destination: Writable; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { destination, lines, text };
}
