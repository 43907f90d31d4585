import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** Drizzle over either driver: route code sees one type and never knows which database answers. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database, whichever the driver: queries, migrations, and the LISTEN/NOTIFY used for fan-out. */
export type Database = {
  readonly driver: 'pglite' | 'postgres';
  readonly orm: AppDatabase;
  /** Applies the committed SQL migrations not applied yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Calls onPayload for every NOTIFY on the channel, from any server sharing this database; resolves to a stop function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
