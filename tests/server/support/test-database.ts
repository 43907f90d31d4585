// One database per test file, opened once and emptied before each test: the PGlite template loaded in
// memory, or a throwaway PostgreSQL database when this project runs on PostgreSQL (TEST_DB_DRIVER).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import pg from 'pg';
import * as v from 'valibot';
import { inject } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { pgliteDatabase } from '#server/db/pglite-database.ts';
import { postgresDatabase } from '#server/db/postgres-database.ts';
import { TEST_DATABASE_PREFIX } from './provided.ts';

export type TestDatabase = {
  readonly db: Database;
  /** The PostgreSQL database's URL, for a test that opens it a second time (two job workers); undefined on PGlite. */
  readonly url?: string;
  /** Empties every table (the next buildApp seeds it again). */
  reset(): Promise<void>;
};

export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

let shared: Promise<TestDatabase> | undefined;

/**
 * The worker's database (opened on first use), emptied before each test (reset-before-each.ts). The files a
 * worker runs share it and this module (isolate: false): opening a database per file cost about a second each.
 * It goes with the worker; the run's PostgreSQL databases are dropped at the end (global-setup.ts).
 */
export function testDatabase(): Promise<TestDatabase> {
  shared ??= testDriver() === 'postgres' ? openPostgres() : openPglite();
  return shared;
}

const tableNames = v.object({ rows: v.array(v.object({ name: v.string() })) });

async function truncateAll(db: Database): Promise<void> {
  const result = await db.orm.execute(sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`);
  const names = v.parse(tableNames, result).rows.map((row) => row.name);
  if (names.length > 0) await db.orm.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

async function openPglite(): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  const db = pgliteDatabase(client);
  return { db, reset: () => truncateAll(db) };
}

async function openPostgres(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL (a server where we may CREATE DATABASE).');
  const name = `${TEST_DATABASE_PREFIX}${inject('testRunId')}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = postgresDatabase(url.toString(), pino({ level: 'silent' }));
  await db.migrate();
  // Dropped with the run's others when the run ends (global-setup.ts).
  return { db, url: url.toString(), reset: () => truncateAll(db) };
}
