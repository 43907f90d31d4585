// "The same work" for enumeration resistance: every sign-in answer costs exactly one scrypt derivation at
// the current parameters, whether the e-mail is unknown, the account has no password yet, or the
// password is wrong or right. Counted, not timed.
import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '#src/api/contract/customer.ts';
import { build } from '../helper.ts';
import { call, createLinkFor, insertCustomer, STRONG_PASSWORD } from '../support/accounts.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

const derivations = () => vi.mocked(crypto.scrypt).mock.calls.map((args) => (args[3] as crypto.ScryptOptions).N);

describe('sign-in work', () => {
  it('is one derivation at the configured cost for an unknown e-mail, an unfinished account, a wrong and a right password', async () => {
    const app = await build();
    await insertCustomer(app, 'known@example.com');
    await createLinkFor(app, 'unfinished@example.com');
    const cases = [
      ['nobody@example.com', STRONG_PASSWORD],
      ['unfinished@example.com', STRONG_PASSWORD],
      ['known@example.com', 'Wrong-Password-1'],
      ['known@example.com', STRONG_PASSWORD],
    ];
    for (const [email, password] of cases) {
      vi.mocked(crypto.scrypt).mockClear();
      const reply = await call(app, signIn, { email, password, portfolioId: 118, deviceId: 'device-0123456789abcdef' });
      expect(reply.statusCode, email).toBe(200);
      expect(derivations(), `${email} / ${password}`).toEqual([2 ** 10]);
    }
  });
});
