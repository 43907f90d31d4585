// Where a statement's bytes are kept (decision 0505), and the move of bytes written into the database
// before that decision to the file store.
import { Readable } from 'node:stream';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/database.ts';
import { document } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';

/** The same key migration 0005 gives the rows it found. */
export function statementKey(customerId: string, documentId: string): string {
  return `statements/${customerId}/${documentId}`;
}

/**
 * Moves every statement still in the database to its key in the file store, one row at a time (a row is
 * emptied only once its file is whole); answers how many moved. Run at start, after the migrations.
 */
export async function moveStatementBytesOut(orm: AppDatabase, files: FileStore, log: FastifyBaseLogger): Promise<number> {
  let moved = 0;
  for (;;) {
    const [row] = await orm
      .select({ id: document.id, storageKey: document.storageKey, content: document.content })
      .from(document)
      .where(isNotNull(document.content))
      .limit(1);
    if (!row?.content) break;
    await files.put(row.storageKey, Readable.from([row.content]));
    await orm.update(document).set({ content: null }).where(eq(document.id, row.id));
    moved += 1;
  }
  if (moved > 0) log.info({ moved }, 'Moved statement files from the database to the file store');
  return moved;
}
