import * as v from 'valibot';
import { RESULT } from './result-codes.ts';

/** Every answer is HTTP 200 with this body; `code: 1` is success (spec section 7). */
export type Envelope<T> = { code: number; message: string; data: T };

export const SUCCESS_CODE = RESULT.success.code;

/** The envelope around a call's data, checked before the data itself. */
export const envelopeSchema = v.object({
  code: v.pipe(v.number(), v.integer()),
  message: v.string(),
  data: v.unknown(),
});

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, message: RESULT.success.message, data };
}

export function fail(result: { code: number; message: string }, data: unknown = null): Envelope<unknown> {
  return { code: result.code, message: result.message, data };
}
