// Password hashing with scrypt (node:crypto), off the event loop. The stored string names its parameters
// ($scrypt$ln=17,r=8,p=1$salt$hash), so the cost can rise later and old hashes still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { unlimitedAdmission, type HashAdmission } from './hash-admission.ts';

export type ScryptParameters = { logN: number; r: number; p: number };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const STORED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The same text however it was typed: composed and compatibility forms of a character hash alike. */
function passwordBytes(password: string): Buffer {
  return Buffer.from(password.normalize('NFKC'), 'utf8');
}

function derive(password: string, salt: Buffer, parameters: ScryptParameters, keyBytes: number): Promise<Buffer> {
  const N = 2 ** parameters.logN;
  // scrypt needs about 128 * N * r bytes (128 MiB at N = 2^17, r = 8); Node refuses anything over maxmem.
  const options: ScryptOptions = { N, r: parameters.r, p: parameters.p, maxmem: 2 * 128 * N * parameters.r };
  return new Promise((resolve, reject) => {
    scrypt(passwordBytes(password), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(parameters: ScryptParameters, salt: Buffer, key: Buffer): string {
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=${parameters.logN},r=${parameters.r},p=${parameters.p}$${b64(salt)}$${b64(key)}`;
}

type Decoded = { parameters: ScryptParameters; salt: Buffer; key: Buffer };

function decode(stored: string): Decoded | undefined {
  const match = STORED.exec(stored);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match;
  const parameters = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (parameters.logN < 1 || parameters.logN > 22 || parameters.r < 1 || parameters.p < 1) return undefined;
  return { parameters, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
}

export type Verification = { matches: boolean; needsRehash: boolean };

export type PasswordHasher = {
  readonly parameters: ScryptParameters;
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. With no hash (unknown e-mail, account without a password)
   * it does the same work against a dummy hash and answers no, so timing does not tell the cases apart.
   */
  verify(password: string, stored: string | null | undefined): Promise<Verification>;
};

/**
 * Hashes and verifies through `admission` (decision 0212): a server bounds how many derivations run and wait, and a
 * call beyond that throws PasswordHashingBusy (answered 429). Tools and tests hash without a limit.
 */
export function passwordHasher(logN: number, admission: HashAdmission = unlimitedAdmission): PasswordHasher {
  const parameters: ScryptParameters = { logN, r: BLOCK_SIZE, p: PARALLELISM };
  const hashNow = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_BYTES);
    return encode(parameters, salt, await derive(password, salt, parameters, KEY_BYTES));
  };
  // Made at once (outside the admission: it is the server's own, once), so even the first unknown e-mail costs one derivation, not two.
  const dummy = hashNow(randomBytes(16).toString('hex')).then((stored) => decode(stored)!);
  dummy.catch(() => undefined);

  return {
    parameters,
    hash: (password) => admission.run(() => hashNow(password)),
    async verify(password, stored) {
      const decoded = stored ? decode(stored) : undefined;
      const target = decoded ?? (await dummy);
      const key = await admission.run(() => derive(password, target.salt, target.parameters, target.key.length));
      const matches = decoded !== undefined && key.length === decoded.key.length && timingSafeEqual(key, decoded.key);
      const p = target.parameters;
      const needsRehash = matches && (p.logN < parameters.logN || p.r !== parameters.r || p.p !== parameters.p);
      return { matches, needsRehash };
    },
  };
}
