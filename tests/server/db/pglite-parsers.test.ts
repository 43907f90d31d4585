// The client Drizzle gets on the embedded database (server/db/pglite-parsers.ts) drops the parsers Drizzle repeats
// with every query, which the client's own table then holds: the rows must be exactly those Drizzle reads without
// it, in and out of a transaction, and a query asking for other parsers must still get them.
import { readFileSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, jsonb, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientForDrizzle } from '#server/db/pglite-parsers.ts';
import { testDriver } from '../support/test-database.ts';

const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amount: numeric('amount').notNull(),
  facts: jsonb('facts').notNull(),
  instants: timestamp('instants', { withTimezone: true }).array().notNull(),
});

async function sampleClient() {
  // From the run's migrated template, as the server tests' databases are: a fresh PGlite takes seconds to create.
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  await client.exec(`
    create table sample (id integer primary key, at timestamptz not null, local_at timestamp not null, day date not null,
      span interval not null, amount numeric not null, facts jsonb not null, instants timestamptz[] not null);
    insert into sample values (1, '2026-03-16T16:00:00Z', '2026-03-16 12:00:00', '2026-03-16', '3 days 04:05:06', 1234.5678,
      '{"cents": 15000, "nested": {"ok": true}}', array['2026-03-16T16:00:00Z', '2026-03-17T16:00:00Z']::timestamptz[]);
  `);
  return client;
}

describe.skipIf(testDriver() === 'postgres')('the embedded database client Drizzle gets', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await sampleClient();
  }, 60_000);
  afterAll(() => client.close());

  it('reads every kind of column exactly as Drizzle does on the plain client, in and out of a transaction', async () => {
    const plain = drizzle({ client });
    const lean = drizzle({ client: clientForDrizzle(client) });
    const expected = await plain.select().from(sample);
    expect(expected[0]).toMatchObject({ day: '2026-03-16', amount: '1234.5678', facts: { cents: 15000, nested: { ok: true } } });
    expect(expected[0]!.at).toEqual(new Date('2026-03-16T16:00:00Z'));
    expect(await lean.select().from(sample)).toEqual(expected);
    expect(await lean.transaction((tx) => tx.select().from(sample))).toEqual(expected);
    expect(await lean.execute(sql`select day, span from sample`)).toEqual(await plain.execute(sql`select day, span from sample`));
  });

  it('passes a query’s other parsers on as it came', async () => {
    const own = await clientForDrizzle(client).query<{ id: string }>('select id from sample', [], {
      parsers: { [types.INT4]: (value: string) => `#${value}` },
    });
    expect(own.rows).toEqual([{ id: '#1' }]);
  });
});
