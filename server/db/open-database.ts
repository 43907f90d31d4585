import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseTarget } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { postgresDatabase } from './postgres-database.ts';

/** Opens the configured database; the caller migrates it and closes it. */
export async function openDatabase(target: DatabaseTarget, log: FastifyBaseLogger): Promise<Database> {
  if (target.driver === 'postgres') return postgresDatabase(target.url, log);
  return openPgliteDatabase(target.dataDir);
}
