// Random secrets and their stored forms. Tokens are 256-bit random values: a plain SHA-256 of one is a safe
// lookup key (nothing to guess), so the database never holds a token that would work if copied out.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A new 256-bit random token, URL-safe (43 characters): access tokens, link resources, challenge ids. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a token or device id. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A 6-digit login code, uniformly drawn (leading zeros kept). */
export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a login code: an HMAC keyed by the challenge token, which is itself stored only as a
 * hash. A million codes are quick to try against a plain hash; without the key there is nothing to try.
 */
export function codeDigest(challengeToken: string, code: string): string {
  return createHmac('sha256', challengeToken).update(code, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
