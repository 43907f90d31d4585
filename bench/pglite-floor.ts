// The embedded database's own floor (decision 0214): how many indexed reads a second PGlite answers in a loop,
// with no HTTP and no Drizzle, on a data directory migrated and seeded as the server's. PGlite runs Postgres as
// WebAssembly on the server's one JavaScript thread, so no call that reads it can be faster than this; the
// embedded database's throughput goals are ratios to it, measured in the same run as the calls.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../server/db/database.ts';
import { namedStatements } from '../server/db/pglite-statements.ts';
import * as schema from '../server/db/schema.ts';
import { seedDatabase } from '../server/db/seed.ts';

/** PGlite's own reads: how many a second, and the CPU each takes (what a busy machine does not move). */
export type PgliteReads = { readsPerSecond: number; cpuMicrosPerRead: number };

/**
 * The floor (PGlite's `query`, which parses and plans each read again) and, beside it for reference only, the
 * same read of a statement parsed once, as the server reads since decision 0214's fourth pass.
 */
export type PgliteFloor = PgliteReads & { parsedOnce: PgliteReads };

/** Reads of the row config get-portfolio reads, over `seconds` each way, after a one-second warm-up. */
export async function pgliteFloor(seconds: number): Promise<PgliteFloor> {
  const dataDir = mkdtempSync(join(tmpdir(), 'borrower-pglite-floor-'));
  const database = await PGlite.create(dataDir);
  try {
    const orm = drizzle({ client: database, schema });
    await migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedDatabase(orm);
    const readsOf = async (read: () => Promise<unknown>): Promise<PgliteReads> => {
      const loopFor = async (ms: number) => {
        let reads = 0;
        const end = performance.now() + ms;
        while (performance.now() < end) {
          await read();
          reads += 1;
        }
        return reads;
      };
      await loopFor(1000);
      const cpuBefore = process.cpuUsage();
      const reads = await loopFor(seconds * 1000);
      const cpu = process.cpuUsage(cpuBefore);
      return { readsPerSecond: reads / seconds, cpuMicrosPerRead: (cpu.user + cpu.system) / reads };
    };
    const text = 'select * from portfolio where id = $1';
    const floor = await readsOf(() => database.query(text, [118]));
    const parsedOnce = namedStatements(database);
    return { ...floor, parsedOnce: await readsOf(() => parsedOnce(text, [118])) };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
