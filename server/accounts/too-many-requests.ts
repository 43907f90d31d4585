import type { FastifyReply } from 'fastify';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { refuse, type Refusal } from '../http/refusal.ts';

/** HTTP 429 -10429 with Retry-After, as the global rate limit answers (decision 0200). */
export function tooManyRequests(reply: FastifyReply, waitMs: number): Refusal {
  const seconds = Math.max(1, Math.ceil(waitMs / 1_000));
  reply.code(429).header('retry-after', String(seconds));
  return refuse(RESULT.tooManyRequests, { retryAfterSeconds: seconds });
}
