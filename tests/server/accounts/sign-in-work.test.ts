// "The same work" for enumeration resistance: every sign-in answer costs exactly one scrypt derivation at
// the current parameters, whether the e-mail is unknown, the account has no password yet, or the
// password is wrong or right. And a crowd of sign-ins is admitted as far as there are places to hash,
// the rest answered 429 at once (decision 0212). Counted, not timed.
import * as crypto from 'node:crypto';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getHoliday } from '#src/api/contract/calendar.ts';
import { signIn } from '#src/api/contract/customer.ts';
import { build } from '../helper.ts';
import { call, createLinkFor, DEVICE, insertCustomer, STRONG_PASSWORD } from '../support/accounts.ts';

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

describe('sign-in under a crowd', () => {
  it('hashes as many at once as configured, queues as many as configured, and answers the rest 429 with Retry-After', async () => {
    const actual = await vi.importActual<typeof import('node:crypto')>('node:crypto');
    const app = await build({ passwordHashConcurrency: 1, passwordHashQueue: 1 });
    await insertCustomer(app, 'known@example.com');
    // From here every derivation waits until the test lets it go: the crowd arrives while the first one runs.
    let holding = true;
    const held: Array<() => void> = [];
    vi.mocked(crypto.scrypt).mockImplementation(((...args: Parameters<typeof actual.scrypt>) => {
      if (holding) held.push(() => actual.scrypt(...args));
      else actual.scrypt(...args);
    }) as typeof crypto.scrypt);
    onTestFinished(() => void vi.mocked(crypto.scrypt).mockImplementation(actual.scrypt));

    const answers: Array<{ statusCode: number; retryAfter: unknown; body: { code: number; data: unknown } }> = [];
    const crowd = Array.from({ length: 6 }, () =>
      call(app, signIn, { email: 'known@example.com', password: 'Wrong-Password-1', portfolioId: 118, deviceId: DEVICE }).then((reply) => {
        answers.push({ statusCode: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.json() });
      }),
    );
    // One hashing and one waiting; the other four are answered at once, without hashing.
    await expect.poll(() => answers.length).toBe(4);
    expect(held).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(answer.body).toEqual({
        code: -10429,
        message: 'Too many requests. Please wait a moment and try again.',
        data: { retryAfterSeconds: Number(answer.retryAfter) },
      });
    }
    // A call that needs no hashing is not behind them.
    const holidays = await call(app, getHoliday);
    expect(holidays.statusCode).toBe(200);
    expect(holidays.json().code).toBe(1);

    holding = false;
    held.splice(0).forEach((run) => run());
    await Promise.all(crowd);
    expect(answers.slice(4).map((answer) => [answer.statusCode, answer.body.code])).toEqual([
      [200, -10701],
      [200, -10701],
    ]);
    // The refused four were no attempts at the password: two failures counted, no lock, and the right password signs in.
    const right = await call(app, signIn, { email: 'known@example.com', password: STRONG_PASSWORD, portfolioId: 118, deviceId: DEVICE });
    expect(right.json().code).toBe(1);
  });
});
