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
import * as schema from '../server/db/schema.ts';
import { seedDatabase } from '../server/db/seed.ts';

/** PGlite's own reads: how many a second, and the CPU each takes (what a busy machine does not move). */
export type PgliteFloor = { readsPerSecond: number; cpuMicrosPerRead: number };

/** Reads of the row config get-portfolio reads, over `seconds`, after a one-second warm-up. */
export async function pgliteFloor(seconds: number): Promise<PgliteFloor> {
  const dataDir = mkdtempSync(join(tmpdir(), 'borrower-pglite-floor-'));
  const database = await PGlite.create(dataDir);
  try {
    const orm = drizzle({ client: database, schema });
    await migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedDatabase(orm);
    const read = () => database.query('select * from portfolio where id = $1', [118]);
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
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
