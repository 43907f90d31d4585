// What a failed call means to the borrower: the catalogue message of its result code (account status, wrong
// code, 429 ...) in the language shown; no answer, or one the app cannot read, in the kit's words; else the
// message it came with.
import { RESULT } from '#src/api/contract/result-codes.ts';
import { resultWords, sayResult } from '#src/api/contract/result-words.ts';
import { say } from './words.ts';

export type Failure = { code: number | undefined; message: string; data: unknown };

/** The words of a call that got no answer, or one the app cannot read, by the ApiError's kind (src/api/api-error.ts). */
const TRANSPORT_WORDS: Readonly<Record<string, string>> = { network: 'kit.failure.network', 'invalid-response': 'kit.failure.invalidResponse' };

/** Reads an ApiError (or anything thrown) without depending on its class. */
export function failureOf(error: unknown): Failure {
  const thrown = typeof error === 'object' && error !== null ? (error as { body?: { code?: unknown; data?: unknown }; kind?: unknown }) : undefined;
  const body = thrown?.body;
  const code = typeof body?.code === 'number' ? body.code : undefined;
  const transport = typeof thrown?.kind === 'string' ? TRANSPORT_WORDS[thrown.kind] : undefined;
  // Nothing said: the words of -10500 ('Something went wrong on our side. Please try again.').
  const internal = sayResult(RESULT.internalError);
  const own = transport ? say(transport) : error instanceof Error && error.message ? error.message : internal;
  return { code, message: (code !== undefined ? resultWords(code) : undefined) ?? own, data: body?.data };
}

/** What a failed call's event (`xstate.error.actor.*`) means to the borrower: its failure's message. */
export const failureMessage = ({ event }: { event: unknown }): string => failureOf((event as { error?: unknown }).error).message;

/** The result code of a failed call's event, when the server answered one. */
export const failureCode = ({ event }: { event: unknown }): number | undefined => failureOf((event as { error?: unknown }).error).code;

/** The instant in a "resend too soon" answer, when the server sent one. */
export function retryInstantOf(failure: Failure): string | undefined {
  const data = failure.data;
  return typeof data === 'object' && data !== null && typeof (data as { resendAvailableAt?: unknown }).resendAvailableAt === 'string'
    ? (data as { resendAvailableAt: string }).resendAvailableAt
    : undefined;
}

/** Whole seconds from `now` until `instant`, never negative. */
export function secondsUntil(instant: string, now: number): number {
  const at = Date.parse(instant);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
