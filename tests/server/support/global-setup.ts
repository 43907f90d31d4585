// Once per test run, before any server test file: a migrated PGlite template, and a run id for the
// PostgreSQL databases the files create (dropped again at the end, even after a crash of a file).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '#server/db/database.ts';
import { pgliteDatabase } from '#server/db/pglite-database.ts';
import { TEST_DATABASE_PREFIX } from './provided.ts';

/** The template depends only on the migrations: reuse it across runs until they change. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const file = join(tmpdir(), `borrower-pglite-template-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  const db = pgliteDatabase(client);
  try {
    await db.migrate();
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('testRunId', runId);
  project.provide('pgliteTemplate', await pgliteTemplate());

  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEST_DATABASE_PREFIX}${runId}_%`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
