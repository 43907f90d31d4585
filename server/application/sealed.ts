// Sealing of the borrower's secrets (SSN, routing and account numbers) with the server's data key.
// AES-256-GCM with a fresh random IV per value, so equal values seal differently; a keyed HMAC-SHA256
// digest finds equal values again without unsealing. Output is versioned so the key or cipher can change.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

export type Sealer = {
  seal(plain: string): string;
  unseal(sealed: string): string;
  /** A keyed digest of a value (hex): equal values give equal digests, without the key nothing is learnt. */
  digest(value: string): string;
  accountDigest(routingNumber: string, accountNumber: string): string;
};

export class SealError extends Error {
  override name = 'SealError';
}

/** Separate keys for the cipher and the digest, derived from the one data key (never one key for two uses). */
function subkey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `borrower-${purpose}`, DATA_KEY_BYTES));
}

export function createSealer(key: Buffer): Sealer {
  if (key.length !== DATA_KEY_BYTES) throw new SealError(`The data key must be ${DATA_KEY_BYTES} bytes, not ${key.length}.`);
  const cipherKey = subkey(key, 'seal-v1');
  const macKey = subkey(key, 'digest-v1');
  const digest = (value: string) => createHmac('sha256', macKey).update(value, 'utf8').digest('hex');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
    },
    unseal(sealed) {
      const [version, iv, tag, ct, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ct === undefined || rest.length > 0) {
        throw new SealError('Not a sealed value of a known version.');
      }
      const tagBytes = Buffer.from(tag, 'base64url');
      const ivBytes = Buffer.from(iv, 'base64url');
      if (tagBytes.length !== TAG_BYTES || ivBytes.length !== IV_BYTES) throw new SealError('A sealed value with a bad IV or tag.');
      try {
        const decipher = createDecipheriv('aes-256-gcm', cipherKey, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // Wrong key or altered value: GCM's tag check refuses both.
        throw new SealError('A sealed value that this data key cannot open.');
      }
    },
    digest,
    accountDigest: (routingNumber, accountNumber) => digest(`account:${routingNumber}:${accountNumber}`),
  };
}

/** Equal digests, compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The last four digits, for display ('6789'); fewer digits answer what there is. */
export function last4(digits: string): string {
  return digits.replace(/\D/g, '').slice(-4);
}

// The server has one data key: buildApp installs it before any route runs, so services and the IBV code
// call seal()/unseal() without threading the key through every layer.
let current: Sealer | undefined;

export function installDataKey(key: Buffer): void {
  current = createSealer(key);
}

function sealer(): Sealer {
  if (!current) throw new SealError('No data key installed: buildApp installs it at start.');
  return current;
}

export const seal = (plain: string): string => sealer().seal(plain);
export const unseal = (sealed: string): string => sealer().unseal(sealed);
export const digest = (value: string): string => sealer().digest(value);
export const accountDigest = (routingNumber: string, accountNumber: string): string => sealer().accountDigest(routingNumber, accountNumber);
