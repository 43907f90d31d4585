// Bank statements uploaded instead of a bank verification. The type is read from the file's first bytes
// (its magic number), never trusted from the name or the browser: a renamed executable is refused.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_TYPES } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, document, type ApplicationRow } from '../db/schema.ts';
import { refuse, type Refusal } from '../http/refusal.ts';

/** Document type 2 is a bank statement (decision 0503: the spec numbers 1 to 14 without meanings). */
export const BANK_STATEMENT_DOCUMENT_TYPE = 2;

export type StatementType = (typeof BANK_STATEMENT_TYPES)[number];

const SIGNATURES: ReadonlyArray<{ type: StatementType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type the content says it is, or undefined when it is none we take. */
export function sniffType(content: Buffer): StatementType | undefined {
  return SIGNATURES.find(({ bytes }) => content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte))?.type;
}

/** Room in a request body for the largest statement in base64 plus the JSON around it. */
export const STATEMENT_BODY_LIMIT_BYTES = Math.ceil(BANK_STATEMENT_MAX_BYTES / 3) * 4 + 16 * 1024;

export type StatementUpload = { fileName: string; contentType: StatementType; contentBase64: string };

/** Stores the statement on the application and sets it pending (a person reads statements). */
export async function storeStatement(orm: AppDatabase, clock: Clock, row: ApplicationRow, upload: StatementUpload): Promise<{ documentId: string } | Refusal> {
  const content = Buffer.from(upload.contentBase64, 'base64');
  if (content.length === 0) return refuse(RESULT.statementTypeMismatch);
  if (content.length > BANK_STATEMENT_MAX_BYTES) return refuse(RESULT.statementTooLarge);
  const found = sniffType(content);
  if (found === undefined || found !== upload.contentType) return refuse(RESULT.statementTypeMismatch);
  const now = new Date(clock.now());
  return orm.transaction(async (tx) => {
    const [stored] = await tx
      .insert(document)
      .values({
        customerId: row.customerId,
        applicationId: row.id,
        documentType: BANK_STATEMENT_DOCUMENT_TYPE,
        // Only the last path part of the name, as a person would read it.
        fileName: upload.fileName.split(/[\\/]/).pop()!.slice(0, 200) || 'statement',
        contentType: found,
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        createdAt: now,
      })
      .returning({ id: document.id });
    await tx
      .update(application)
      .set({ status: 'pending', updatedAt: now })
      .where(and(eq(application.id, row.id), eq(application.customerId, row.customerId)));
    return { documentId: stored!.id };
  });
}
