// New passwords are refused when they are easy to guess (issue 17, decision 0212): a strength estimator with
// real dictionaries (zxcvbn-ts), the brand's names, the e-mail and this site's words counted against them,
// wherever a password is set (create account, reset, change). The spec's four rules and messages are unchanged.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changePassword, createAccount, resetPassword, sendForgotPasswordEmail, signIn } from '#src/api/contract/customer.ts';
import { passwordStrength } from '#src/domain/password-strength.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { customer } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, call, createLinkFor, DEVICE, latestMail, ok, OTHER_PASSWORD, resourceIn, signUp, STRONG_PASSWORD } from '../support/accounts.ts';

const TOO_WEAK = {
  code: -10718,
  message: 'This password would be easy to guess. Please choose a longer one, such as three or four unrelated words.',
  data: null,
};

/** Passwords the outside probe set without trouble: they met the spec's rules and missed the common-password list. */
const PROBE_PASSWORDS = ['Password123!', 'Summer2024', 'Bluepeak2026', DEMO_PASSWORD];

const hashOf = async (app: Awaited<ReturnType<typeof build>>, email: string) =>
  (await app.database.orm.select({ hash: customer.passwordHash }).from(customer).where(eq(customer.email, email)))[0]?.hash;

describe('a new password', () => {
  it.each(PROBE_PASSWORDS)('is refused when creating an account: %s (-10718, nothing set, the link still works)', async (password) => {
    const app = await build();
    const resource = await createLinkFor(app, 'weak@example.com');
    expect((await call(app, createAccount, { resource, password, deviceId: DEVICE })).json()).toEqual(TOO_WEAK);
    expect(await hashOf(app, 'weak@example.com')).toBeNull();
    await ok(app, createAccount, { resource, password: STRONG_PASSWORD, deviceId: DEVICE });
  });

  it("counts the e-mail's local part and the brand's names against it", async () => {
    const app = await build();
    // Strong for anyone else: two uncommon words and a number.
    const password = 'Marlowe-Quinby-58';
    expect(passwordStrength(password).strong).toBe(true);
    const resource = await createLinkFor(app, 'marlowe.quinby@example.com');
    expect((await call(app, createAccount, { resource, password, deviceId: DEVICE })).json()).toEqual(TOO_WEAK);
    // The brand in its own words, however they are joined.
    expect((await call(app, createAccount, { resource, password: 'Bluepeak-Loans-7', deviceId: DEVICE })).json()).toEqual(TOO_WEAK);
    const gold = await createLinkFor(app, 'someone@example.com', 110);
    expect((await call(app, createAccount, { resource: gold, password: 'Goldcrest2026!', deviceId: DEVICE })).json()).toEqual(TOO_WEAK);
    expect((await call(app, createAccount, { resource, password: STRONG_PASSWORD, deviceId: DEVICE })).json().code).toBe(1);
  });

  it('is refused when resetting and when changing a password, changing nothing', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    const before = await hashOf(app, 'maria@example.com');
    await ok(app, sendForgotPasswordEmail, { email: 'maria@example.com', portfolioId: 118 });
    const resource = resourceIn((await latestMail(app, 'maria@example.com')).text, '/reset-password');
    for (const password of PROBE_PASSWORDS) expect((await call(app, resetPassword, { resource, password })).json()).toEqual(TOO_WEAK);
    for (const newPassword of PROBE_PASSWORDS)
      expect((await call(app, changePassword, { currentPassword: STRONG_PASSWORD, newPassword, deviceId: DEVICE }, authHeaders(session))).json()).toEqual(
        TOO_WEAK,
      );
    expect(await hashOf(app, 'maria@example.com')).toBe(before);
    expect((await call(app, resetPassword, { resource, password: OTHER_PASSWORD })).json().code).toBe(1);
  });

  it('leaves the seeded demo customers signing in with the published demo password', async () => {
    const app = await build();
    const reply = await call(app, signIn, { email: 'demo@bluepeak.example', password: DEMO_PASSWORD, portfolioId: 118, deviceId: DEVICE });
    expect(reply.json().code).toBe(1);
  });

  it('keeps the spec rules and their messages first, and -10702 for the most common passwords', async () => {
    const app = await build();
    const resource = await createLinkFor(app, 'rules@example.com');
    const reply = await call(app, createAccount, { resource, password: 'short1A', deviceId: DEVICE });
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toContain('Password should be 8 or more characters.');
    expect((await call(app, createAccount, { resource, password: 'Password1', deviceId: DEVICE })).json().code).toBe(-10702);
  });
});
