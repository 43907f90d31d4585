// The request code is the only key of a verification (it rides in the provider pages' URL): 32 random
// bytes, base64url, kept as its SHA-256 only (decision 0520).
import { createHash, randomBytes } from 'node:crypto';

export function newRequestCode(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRequestCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** What a request code looks like, checked before any lookup (43 URL-safe characters). */
export const REQUEST_CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** How long a request code opens the provider's pages. */
export const REQUEST_LIFETIME_MS = 30 * 60_000;
