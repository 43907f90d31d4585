// PGlite lets a second process open the same data directory, and both would corrupt it: openPgliteDatabase
// keeps <dataDir>.lock with its pid, refuses while that process lives, and takes over a dead one's lock.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DatabaseInUseError, openPgliteDatabase } from '#server/db/pglite-database.ts';
import { testDriver } from '../support/test-database.ts';

describe.skipIf(testDriver() === 'postgres')('the embedded database lock', () => {
  it('refuses a second opening while the first is open, names the holder, and frees the lock on close', { timeout: 60_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'borrower-lock-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const dataDir = join(root, 'pglite');
    const first = await openPgliteDatabase(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    const refused = await openPgliteDatabase(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as DatabaseInUseError).message).toContain(`is open in process ${process.pid} (a running server?)`);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    // A process that died holding it (pid 2^22 + 1 exceeds Linux's pid_max): its lock is taken over.
    writeFileSync(`${dataDir}.lock`, String(4_194_305));
    const second = await openPgliteDatabase(dataDir);
    await second.ping();
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await second.close();
  });
});
