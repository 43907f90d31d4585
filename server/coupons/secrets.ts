// The coupon's secrets (decision 0750): the link's identifier and the token identity/authenticate gives are 256
// random bits, kept as SHA-256 hashes only; identity answers are compared in constant time; the coupon code is
// short and readable on the phone.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 43 URL-safe characters: what the contract's identifier and token patterns take. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

// No 0/O, 1/I/L: a code is read out loud.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'SAVE-7K2Q' for a discount, 'PLAN-4HXM' for a plan. */
export function couponCodeOf(kind: 'discount' | 'plan'): string {
  const tail = Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${kind === 'discount' ? 'SAVE' : 'PLAN'}-${tail}`;
}

/** Equal answers, without the time taken telling how much of one matched. */
export function sameAnswer(given: string, stored: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(stored).digest());
}
