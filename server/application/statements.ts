// Bank statements uploaded instead of a bank verification (decisions 0503, 0505). The body is read as it
// arrives: the base64 is decoded, counted, hashed and its type read from the first bytes (never trusted
// from the name or the browser) on the way to the file store. The database keeps what the file is.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, eq, gt, sum } from 'drizzle-orm';
import { BANK_STATEMENT_MAX_BYTES, uploadBankStatement } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, customer, document, type ApplicationRow } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { readJsonObject } from '../http/json-object-stream.ts';
import { refuse, isRefusal, type Refusal } from '../http/refusal.ts';
import { checkInput } from '../http/register-call.ts';
import { invalidInput, type InvalidInput } from '../http/register-streamed-call.ts';
import { Base64Pieces, StatementInspector, StatementRefused } from './statement-content.ts';
import { statementKey } from './statement-files.ts';

export { sniffType, type StatementType } from './statement-content.ts';

/** Document type 2 is a bank statement (decision 0503: the spec numbers 1 to 14 without meanings). */
export const BANK_STATEMENT_DOCUMENT_TYPE = 2;

/** Room in a request body for the largest statement in base64 plus the JSON around it. */
export const STATEMENT_BODY_LIMIT_BYTES = Math.ceil(BANK_STATEMENT_MAX_BYTES / 3) * 4 + 16 * 1024;

/** A day, for the bytes one borrower may upload: the 24 hours before now. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Collected fields (the name, the type) are short; longer ones are cut and refused by the contract. */
const MAX_FIELD_CHARS = 1024;

export type StatementLimits = { perApplication: number; bytesPerDay: number };

export type StatementDeps = { orm: AppDatabase; clock: Clock; files: FileStore; limits: StatementLimits };

type Receipt = { documentId: string };

/**
 * Whose statement it is: the borrower's open application, or none yet. One is opened only once the statement
 * is read and kept, so a refused upload (bad JSON, a wrong type, a file refused) opens no application.
 */
export type StatementHolder = { customerId: string; application: ApplicationRow | undefined; open: () => Promise<ApplicationRow | Refusal> };

export function statementService({ orm, clock, files, limits }: StatementDeps) {
  /** How many more bytes the borrower may send now, or the cap already reached. */
  async function room(db: AppDatabase, row: { id: string | undefined; customerId: string }): Promise<{ bytesLeft: number } | Refusal> {
    // An application not opened yet has no statement.
    const [onApplication] = row.id
      ? await db
          .select({ value: count() })
          .from(document)
          .where(and(eq(document.applicationId, row.id), eq(document.customerId, row.customerId), eq(document.documentType, BANK_STATEMENT_DOCUMENT_TYPE)))
      : [{ value: 0 }];
    if ((onApplication?.value ?? 0) >= limits.perApplication) return refuse(RESULT.statementsPerApplication);
    const [today] = await db
      .select({ bytes: sum(document.sizeBytes).mapWith(Number) })
      .from(document)
      .where(
        and(
          eq(document.customerId, row.customerId),
          eq(document.documentType, BANK_STATEMENT_DOCUMENT_TYPE),
          gt(document.createdAt, new Date(clock.now() - DAY_MS)),
        ),
      );
    const bytesLeft = limits.bytesPerDay - (today?.bytes ?? 0);
    return bytesLeft > 0 ? { bytesLeft } : refuse(RESULT.statementBytesPerDay);
  }

  /** Writes the row and sets the application pending, the caps counted again under the borrower's lock. */
  async function record(row: ApplicationRow, file: { id: string; fileName: string; inspector: StatementInspector }): Promise<Receipt | Refusal> {
    const now = new Date(clock.now());
    return orm.transaction(async (tx) => {
      // One borrower's uploads are recorded one at a time: two at once cannot both take the last place.
      await tx.select({ id: customer.id }).from(customer).where(eq(customer.id, row.customerId)).for('update');
      const left = await room(tx, row);
      if (isRefusal(left)) return left;
      if (file.inspector.size > left.bytesLeft) return refuse(RESULT.statementBytesPerDay);
      await tx.insert(document).values({
        id: file.id,
        customerId: row.customerId,
        applicationId: row.id,
        documentType: BANK_STATEMENT_DOCUMENT_TYPE,
        // Only the last path part of the name, as a person would read it.
        fileName: file.fileName.split(/[\\/]/).pop()!.slice(0, 200) || 'statement',
        contentType: file.inspector.type!,
        sizeBytes: file.inspector.size,
        sha256: file.inspector.sha256,
        storageKey: statementKey(row.customerId, file.id),
        createdAt: now,
      });
      await tx
        .update(application)
        .set({ status: 'pending', updatedAt: now })
        .where(and(eq(application.id, row.id), eq(application.customerId, row.customerId)));
      return { documentId: file.id };
    });
  }

  /**
   * Reads the upload from the body into the file store and records it on the application. A cap already
   * reached is answered before the body is read; a refused or bad file leaves no file and no row.
   */
  async function receive(holder: StatementHolder, body: Readable, bodyLimit: number): Promise<Receipt | Refusal | InvalidInput> {
    const left = await room(orm, { id: holder.application?.id, customerId: holder.customerId });
    if (isRefusal(left)) return left;
    const limit =
      left.bytesLeft < BANK_STATEMENT_MAX_BYTES
        ? { maxBytes: left.bytesLeft, refusal: RESULT.statementBytesPerDay }
        : { maxBytes: BANK_STATEMENT_MAX_BYTES, refusal: RESULT.statementTooLarge };
    const inspector = new StatementInspector(limit, RESULT.statementTypeMismatch);
    const id = randomUUID();
    const key = statementKey(holder.customerId, id);
    // Settles with the store's error instead of rejecting: it is looked at once the body is read.
    const stored = files.put(key, inspector).then(
      () => undefined,
      (error: unknown) => error,
    );
    const discard = async (): Promise<void> => {
      inspector.destroy();
      await stored;
    };

    const content = new Base64Pieces(inspector);
    let fields: Record<string, string>;
    let notText: ReadonlySet<string>;
    try {
      ({ fields, notText } = await readJsonObject(body, { limit: bodyLimit, streamed: { contentBase64: content }, maxCollected: MAX_FIELD_CHARS }));
    } catch (error) {
      await discard();
      throw error;
    }
    // A field given a number, a list... is named as every call names a wrong type; an unknown field is dropped.
    const wrongType = [...notText].filter((name) => Object.hasOwn(uploadBankStatement.request.entries, name));
    if (wrongType.length > 0) {
      await discard();
      return invalidInput(wrongType.map((path) => ({ path, message: 'is not valid: Invalid type: Expected string' })));
    }
    // The bytes were checked as they passed; the contract words what was wrong, field by field.
    const checked = checkInput(uploadBankStatement, { ...fields, contentBase64: await content.finish() });
    if ('issues' in checked) {
      await discard();
      return invalidInput(checked.issues);
    }

    // Unless the bytes were refused on the way (the stream is gone then), the file is whole once the type holds.
    if (!inspector.destroyed) {
      inspector.claim(checked.output.contentType);
      inspector.end();
    }
    const failure = await stored;
    if (failure instanceof StatementRefused) return refuse(failure.result);
    if (failure !== undefined) throw failure;

    try {
      const row = holder.application ?? (await holder.open());
      if (isRefusal(row)) {
        await files.delete(key);
        return row;
      }
      const recorded = await record(row, { id, fileName: checked.output.fileName, inspector });
      if (isRefusal(recorded)) await files.delete(key);
      return recorded;
    } catch (error) {
      await files.delete(key);
      throw error;
    }
  }

  return { receive };
}
