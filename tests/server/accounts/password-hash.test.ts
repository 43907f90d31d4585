import { describe, expect, it, vi } from 'vitest';
import { commonPasswordCount, isCommonPassword } from '#server/accounts/common-passwords.ts';
import { hashAdmission, PasswordHashingBusy } from '#server/accounts/hash-admission.ts';
import { passwordHasher } from '#server/accounts/password-hash.ts';
import { DEFAULT_PASSWORD_HASH_LOG_N, loadConfig } from '#server/config.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../helper.ts';

const hasher = passwordHasher(TEST_PASSWORD_HASH_LOG_N);

describe('password hashes', () => {
  it('are scrypt strings naming their parameters, with a 16-byte salt of their own', async () => {
    const first = await hasher.hash('Lantern-Harbor-42');
    const second = await hasher.hash('Lantern-Harbor-42');
    expect(first).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
  });

  it('verify the right password only', async () => {
    const stored = await hasher.hash('Lantern-Harbor-42');
    expect(await hasher.verify('Lantern-Harbor-42', stored)).toEqual({ matches: true, needsRehash: false });
    expect(await hasher.verify('lantern-harbor-42', stored)).toEqual({ matches: false, needsRehash: false });
    expect(await hasher.verify('Lantern-Harbor-42 ', stored)).toEqual({ matches: false, needsRehash: false });
  });

  it('answer no, after the same derivation, when there is no hash or a broken one', async () => {
    expect(await hasher.verify('Lantern-Harbor-42', null)).toEqual({ matches: false, needsRehash: false });
    expect(await hasher.verify('Lantern-Harbor-42', undefined)).toEqual({ matches: false, needsRehash: false });
    expect(await hasher.verify('Lantern-Harbor-42', '$2b$10$notscrypt')).toEqual({ matches: false, needsRehash: false });
  });

  it('read the parameters from the stored string, so a cheaper old hash still verifies and asks to be redone', async () => {
    const old = await passwordHasher(8).hash('Lantern-Harbor-42');
    expect(old).toMatch(/^\$scrypt\$ln=8,r=8,p=1\$/);
    expect(await hasher.verify('Lantern-Harbor-42', old)).toEqual({ matches: true, needsRehash: true });
  });

  it('treat the same text typed in composed or decomposed form alike (NFKC)', async () => {
    const composed = 'Caf\u00e9-Noir-2026';
    const decomposed = 'Cafe\u0301-Noir-2026';
    expect(composed).not.toBe(decomposed);
    expect((await hasher.verify(decomposed, await hasher.hash(composed))).matches).toBe(true);
  });

  it('use N = 2^17, r = 8, p = 1 by default, which Node runs within its memory limit', async () => {
    expect(DEFAULT_PASSWORD_HASH_LOG_N).toBe(17);
    const production = passwordHasher(loadConfig({}).passwordHashLogN);
    expect(production.parameters).toEqual({ logN: 17, r: 8, p: 1 });
    const stored = await production.hash('Lantern-Harbor-42');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await production.verify('Lantern-Harbor-42', stored)).toEqual({ matches: true, needsRehash: false });
  });
});

describe('common passwords', () => {
  it('refuses at least the 10,000 most common, whatever the letter case', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const password of ['Password1', 'PASSWORD1', 'Qwerty123', 'Iloveyou1', 'Baseball1', 'Trustno1'])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Lantern-Harbor-42')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});

describe('the admission of password hashing (decision 0212)', () => {
  it('runs as many at once as allowed, the waiting ones in arrival order, and refuses one more with a wait', async () => {
    const gate = hashAdmission({ concurrency: 2, queue: 2 });
    const releases: Array<() => void> = [];
    const started: number[] = [];
    const work = (id: number) =>
      gate.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(id);
            releases.push(() => resolve(id));
          }),
      );
    const admitted = [1, 2, 3, 4].map(work);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    const refused = await work(5).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PasswordHashingBusy);
    expect(refused).toMatchObject({ statusCode: 429, retryAfterMs: expect.any(Number) });
    expect((refused as PasswordHashingBusy).retryAfterMs).toBeGreaterThan(0);
    expect(started).toEqual([1, 2]);
    releases[1]!();
    await admitted[1];
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));
    releases[0]!();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3, 4]));
    releases[2]!();
    releases[3]!();
    expect(await Promise.all(admitted)).toEqual([1, 2, 3, 4]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a derivation that failed', async () => {
    const gate = hashAdmission({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });
});
