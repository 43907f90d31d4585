import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type Database } from './database.ts';
import * as schema from './schema.ts';

/** Any constant works: it only has to be the same for every instance migrating this database. */
const MIGRATION_LOCK_KEY = 20_200_001;
const RECONNECT_DELAY_MS = 1_000;

/** PostgreSQL through node-postgres: what several server instances share to scale past one machine. */
export function postgresDatabase(url: string, log: FastifyBaseLogger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query gets a fresh one.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL pool client failed'));
  const orm = drizzle({ client: pool, schema });
  const listeners = new Set<() => Promise<void>>();

  return {
    driver: 'postgres',
    orm,
    async migrate() {
      // Instances starting together take turns, so no migration runs twice.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async listen(channel, onPayload) {
      const stop = await listenWithReconnect(url, channel, onPayload, log);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async notify(channel, payload) {
      await orm.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs one connection of its own for as long as we listen (a pooled one would be handed to
 * others). If it drops, a new one is opened, so fan-out from other instances resumes by itself.
 */
async function listenWithReconnect(url: string, channel: string, onPayload: (payload: string) => void, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    client = next;
  };

  const scheduleReconnect = (): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'LISTEN reconnect failed; trying again');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
