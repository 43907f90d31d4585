// The embedded database's statements are parsed once under a name (server/db/pglite-statements.ts): the rows and
// errors must be PGlite's own query's, a statement never runs inside another caller's transaction, a table changed
// after a statement was parsed is read as it is now, and a write is on disk when it answers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { namedStatements } from '#server/db/pglite-statements.ts';
import { testDriver } from '../support/test-database.ts';

const fromTemplate = () => PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });

const parsedTexts = async (client: PGlite) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((row) => row.statement);

describe.skipIf(testDriver() === 'postgres')('statements parsed once on the embedded database', () => {
  let client: PGlite;
  let query: PGlite['query'];
  beforeAll(async () => {
    client = await fromTemplate();
    await client.exec(`
      create table sample (id integer primary key, at timestamptz not null, day date not null, amount numeric not null,
        facts jsonb not null, tags text[] not null, note text);
      insert into sample values (1, '2026-03-16T16:00:00Z', '2026-03-16', 1234.5678, '{"cents": 15000}', array['a', 'b'], null),
        (2, '2026-03-17T16:00:00Z', '2026-03-17', 1, '[]', array[]::text[], 'second');
    `);
    query = namedStatements(client);
  }, 60_000);
  afterAll(() => client.close());

  it('answers the rows, fields and counts PGlite’s query answers, in both row modes, however often it runs', async () => {
    const text = 'select * from sample where id = any($1) and at >= $2 and facts @> $3 order by id';
    const params = [[1, 2], new Date('2026-03-01T00:00:00Z'), { cents: 15000 }];
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await client.query(text, params, { rowMode });
      expect(expected.rows).toHaveLength(1);
      for (let run = 0; run < 8; run += 1) expect(await query(text, params, { rowMode })).toEqual(expected);
    }
    expect(await query('select note from sample where id = $1', [null])).toEqual(await client.query('select note from sample where id = $1', [null]));
    const update = 'update sample set note = $1 where id = $2';
    expect(await query(update, ['changed', 2])).toEqual(await client.query(update, ['changed', 2]));
  });

  it('parses a text once: the second run finds it parsed', async () => {
    const text = 'select id, day from sample where id = $1';
    await query(text, [1]);
    await query(text, [2]);
    expect((await parsedTexts(client)).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('rejects as PGlite does, with the query on the error, and the next statement runs', async () => {
    const insert = 'insert into sample values ($1, now(), current_date, 0, $2, $3)';
    const refused = await query(insert, [1, {}, []]).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', constraint: 'sample_pkey', query: insert });
    expect(await query(insert, [3, {}, []]).then((result) => result.affectedRows)).toBe(1);
    const misspelt = await query('selec 1').catch((error: unknown) => error);
    expect(misspelt).toMatchObject({ code: '42601', query: 'selec 1' });
    expect(await parsedTexts(client)).not.toContain('selec 1');
    expect((await query('select count(*)::int as count from sample')).rows).toEqual([{ count: 3 }]);
  });

  it('waits for another caller’s transaction, and never sees what it wrote', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into sample values (10, now(), current_date, 0, '{}', '{}')`);
        inserted();
        await held;
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertedOnce;
    // Run inside the transaction (free between its statements) it would see row 10; it waits for the rollback instead.
    const read = query<{ id: number }>('select id from sample where id = $1', [10]);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect((await read).rows).toEqual([]);
  });

  it('reads a table as it is now when a migration changed it after the statement was parsed', async () => {
    const text = 'select * from sample where id = $1';
    expect(Object.keys((await query(text, [1])).rows[0]!)).not.toContain('added');
    await client.exec(`alter table sample add column added text not null default 'new'`);
    expect((await query<{ added: string }>(text, [1])).rows[0]!.added).toBe('new');
  });

  it('parses a statement again when something closed it behind its back', async () => {
    const text = 'select id from sample where id = $1';
    await query(text, [1]);
    await client.exec('deallocate all');
    expect((await query(text, [1])).rows).toEqual([{ id: 1 }]);
  });

  it('hands a notification to the client’s listeners', async () => {
    const heard: string[] = [];
    const stop = await client.listen('sample_channel', (payload) => heard.push(payload));
    await query('select pg_notify($1, $2)', ['sample_channel', 'hello']);
    await new Promise((resolve) => setImmediate(resolve));
    await stop();
    expect(heard).toEqual(['hello']);
  });
});

describe.skipIf(testDriver() === 'postgres')('statements parsed once, beyond their number and across a restart', () => {
  it('closes the statement used longest ago when there are more than it keeps, and still runs it', async () => {
    const client = await fromTemplate();
    try {
      const query = namedStatements(client, 2);
      for (const value of [1, 2, 3]) await query(`select ${value} as value`);
      expect(await parsedTexts(client)).toEqual(['select 2 as value', 'select 3 as value']);
      expect((await query('select 1 as value')).rows).toEqual([{ value: 1 }]);
      expect(await parsedTexts(client)).toEqual(['select 1 as value', 'select 3 as value']);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('commits a write: the database opened again has it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-statements-'));
    try {
      const first = await PGlite.create(dataDir);
      await first.exec('create table kept (id integer primary key)');
      await namedStatements(first)('insert into kept values ($1)', [7]);
      await first.close();
      const again = await PGlite.create(dataDir);
      expect((await again.query('select id from kept')).rows).toEqual([{ id: 7 }]);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
