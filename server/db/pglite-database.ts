import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type Database } from './database.ts';
import { clientForDrizzle } from './pglite-parsers.ts';
import * as schema from './schema.ts';

/** Another process has the embedded database open; PGlite would let us open it too and both would corrupt it. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${dataDir} is open in process ${pid} (a running server?). PGlite allows one process at a time: stop that process, or use PostgreSQL (DATABASE_URL).`,
    );
  }
}

/** The embedded database (PostgreSQL in WASM) in a data directory: nothing to install for `npm start`. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const database = pgliteDatabase(await PGlite.create(dataDir));
    return {
      ...database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * `<dataDir>.lock` holds the pid of the process that has the database open (PGlite itself does not stop a
 * second process). A lock left by a process that died is taken over. Answers the function releasing it.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DatabaseInUseError(dataDir, holder);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${dataDir} (${lockFile}): another process keeps taking it.`);
}

/** Wraps an open PGlite; closing the Database closes it. */
export function pgliteDatabase(client: PGlite): Database {
  const orm = drizzle({ client: clientForDrizzle(client), schema });
  return {
    driver: 'pglite',
    orm,
    migrate: () => migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER }),
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async notify(channel, payload) {
      await orm.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
