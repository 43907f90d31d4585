import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type Database } from './database.ts';
import * as schema from './schema.ts';

/** The embedded database (PostgreSQL in WASM) in a data directory: nothing to install for `npm start`. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir));
}

/** Wraps an open PGlite; closing the Database closes it. */
export function pgliteDatabase(client: PGlite): Database {
  const orm = drizzle({ client, schema });
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
