// Idempotent saves (decision 0730): every save carries a key the client made once per intent. The key's row
// (customer, key) keeps the hash of the call and its canonical body and the answer given, written in the save's
// transaction. The save first locks the loan row, so two requests of one loan take turns and the second reads the
// first's row once it commits: same body, the same answer again, nothing written; another body, -12310.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { paymentIdempotency } from '../db/schema.ts';
import { isRefusal, refuse, type Refusal } from '../http/refusal.ts';
import type { Db } from './ledger.ts';

/** JSON with keys sorted at every level: the same body always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHashOf(call: string, body: Record<string, unknown>): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256')
    .update(`${call}\n${canonicalJson(rest)}`)
    .digest('hex');
}

/** The answer already given for this key and body; -12310 for another body; undefined when the key is new. */
export async function earlierAnswer(db: Db, customerId: string, key: string, hash: string): Promise<Record<string, unknown> | Refusal | undefined> {
  const [row] = await db
    .select()
    .from(paymentIdempotency)
    .where(and(eq(paymentIdempotency.customerId, customerId), eq(paymentIdempotency.idempotencyKey, key)));
  if (!row) return undefined;
  return row.requestHash === hash ? row.answer : refuse(RESULT.idempotencyKeyReused);
}

export async function keepAnswer(db: Db, customerId: string, key: string, hash: string, answer: Record<string, unknown>, at: Date): Promise<void> {
  await db.insert(paymentIdempotency).values({ customerId, idempotencyKey: key, requestHash: hash, answer, createdAt: at });
}

/** PostgreSQL's unique violation: two saves with one key on two loans crossed; the retry reads the winner's row. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A refusal thrown inside a save's transaction: it rolls back whatever was begun. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused');
  }
}

/** The value, or a refusal thrown as Refused (the save's transaction rolls back). */
export const orThrow = <T>(value: T | Refusal): T => {
  if (isRefusal(value)) throw new Refused(value);
  return value;
};

/**
 * Runs a save's transaction; once more if it crossed another save of the same key (a unique violation: the retry
 * reads the winner's answer). A Refused thrown inside comes back as the refusal.
 */
export async function savedOnce<T>(attempt: () => Promise<T>): Promise<T | Refusal> {
  try {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return await attempt();
    }
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
