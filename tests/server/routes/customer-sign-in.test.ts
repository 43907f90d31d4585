import { describe, expect, it } from 'vitest';
import { checkConsentStatus } from '#src/api/contract/consent.ts';
import { resendVerificationCode, resetPassword, sendForgotPasswordEmail, signIn, signOut, verifyLoginCode, type Session } from '#src/api/contract/customer.ts';
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';
import {
  authHeaders,
  call,
  codeIn,
  DEVICE,
  insertCustomer,
  latestMail,
  ok,
  OTHER_DEVICE,
  OTHER_PASSWORD,
  outbox,
  resourceIn,
  setStatus,
  signInWithCode,
  signUp,
  STRONG_PASSWORD,
} from '../support/accounts.ts';

const MINUTE = 60_000;
const WRONG = { code: -10701, message: 'The e-mail or password is not correct.', data: null };
const LOCKED = { code: -10716, message: 'Too many unsuccessful attempts. Please wait 15 minutes or reset your password.', data: null };
const CODE_WRONG = { code: -10705, message: 'That code is not correct. Please check the e-mail and try again.', data: null };
const CODE_SPENT = { code: -10706, message: 'That code has expired or was used too many times. Please ask for a new one.', data: null };

type Challenge = { status: 'codeRequired'; challengeId: string; maskedEmail: string; resendAvailableAt: string };

const credentials = (email: string, password = STRONG_PASSWORD, deviceId = OTHER_DEVICE) => ({ email, password, portfolioId: 118, deviceId });

describe('sign-in', () => {
  it('asks a new device for the 6-digit code it e-mails, and a verified code answers a session', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const challenge = await ok<Challenge>(app, signIn, credentials('Maria@Example.COM'));
    expect(challenge).toEqual({
      status: 'codeRequired',
      challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      maskedEmail: '*****.com',
      resendAvailableAt: new Date(TEST_NOW + MINUTE).toISOString(),
    });
    const mail = await latestMail(app, 'maria@example.com');
    expect(mail.subject).toBe('Your Bluepeak Loans sign-in code');
    const code = codeIn(mail.text);
    expect(mail.subject).not.toContain(code);
    expect(mail.text).toContain('It works once, for 10 minutes.');

    const session = await ok<Session>(app, verifyLoginCode, { challengeId: challenge.challengeId, code, deviceId: OTHER_DEVICE, rememberDevice: false });
    expect(session).toMatchObject({
      customer: { email: 'maria@example.com', portfolioId: 118 },
      expiresAt: new Date(TEST_NOW + 12 * 60 * MINUTE).toISOString(),
    });
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code).toBe(1);
  });

  it('signs a remembered device in directly, and keeps asking a device that was not remembered', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const remembered = async (rememberDevice: boolean, deviceId: string) => {
      const challenge = await ok<Challenge>(app, signIn, credentials('maria@example.com', STRONG_PASSWORD, deviceId));
      const code = codeIn((await latestMail(app, 'maria@example.com')).text);
      await ok(app, verifyLoginCode, { challengeId: challenge.challengeId, code, deviceId, rememberDevice });
    };
    await remembered(false, 'device-not-remembered-1');
    expect((await ok<{ status: string }>(app, signIn, credentials('maria@example.com', STRONG_PASSWORD, 'device-not-remembered-1'))).status).toBe(
      'codeRequired',
    );
    await remembered(true, 'device-remembered-12345');
    const direct = await ok<{ status: string; session: Session }>(app, signIn, credentials('maria@example.com', STRONG_PASSWORD, 'device-remembered-12345'));
    expect(direct.status).toBe('signedIn');
    expect(direct.session.customer.email).toBe('maria@example.com');
  });

  it('answers a wrong password and an unknown e-mail with the same -10701, and sends no mail', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const before = (await outbox(app)).length;
    const wrongPassword = await call(app, signIn, credentials('maria@example.com', 'Wrong-Password-1'));
    const unknownEmail = await call(app, signIn, credentials('nobody@example.com', 'Wrong-Password-1'));
    expect(wrongPassword.statusCode).toBe(200);
    expect(wrongPassword.json()).toEqual(WRONG);
    expect(unknownEmail.statusCode).toBe(200);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(await outbox(app)).toHaveLength(before);
  });

  it('answers -10701 for an account of the other portfolio', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com', STRONG_PASSWORD, 118);
    expect((await call(app, signIn, { ...credentials('maria@example.com'), portfolioId: 110 })).json()).toEqual(WRONG);
  });

  it.each([
    [ACCOUNT_STATUS.inactive, -10711, 'This account is not active yet. Please use the link in your e-mail to finish setting it up.'],
    [ACCOUNT_STATUS.default, -10711, 'This account is not active yet. Please use the link in your e-mail to finish setting it up.'],
    [ACCOUNT_STATUS.duplicate, -10712, 'This e-mail address is already used by another account. Please sign in or reset your password.'],
    [ACCOUNT_STATUS.frozen, -10713, 'This account is frozen. Please call customer service to unlock it.'],
    [ACCOUNT_STATUS.closed, -10714, 'This account is closed. Please call customer service if you want to reopen it.'],
    [ACCOUNT_STATUS.archived, -10715, 'This account has been archived. Please call customer service for help.'],
  ])('tells an account in status %i why (%i), but only once the password is right', async (status, code, message) => {
    const app = await build();
    await insertCustomer(app, 'status@example.com', status);
    expect((await call(app, signIn, credentials('status@example.com', 'Wrong-Password-1'))).json()).toEqual(WRONG);
    expect((await call(app, signIn, credentials('status@example.com'))).json()).toEqual({ code, message, data: null });
  });

  it('locks an account for 15 minutes at the 5th failure in 15 minutes, even for the right password', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await signUp(app, 'maria@example.com');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await call(app, signIn, credentials('maria@example.com', `Wrong-Guess-${attempt}`))).json()).toEqual(WRONG);
      clock.advance(MINUTE);
    }
    expect((await call(app, signIn, credentials('maria@example.com', 'Wrong-Guess-5'))).json()).toEqual(LOCKED);
    expect((await call(app, signIn, credentials('maria@example.com'))).json()).toEqual(LOCKED);
    clock.advance(15 * MINUTE - 1);
    expect((await call(app, signIn, credentials('maria@example.com'))).json()).toEqual(LOCKED);
    clock.advance(1);
    expect((await ok<{ status: string }>(app, signIn, credentials('maria@example.com'))).status).toBe('codeRequired');
  });

  it('locks an unknown e-mail the same way, so a lock tells nothing about whether an account exists', async () => {
    const app = await build();
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt += 1)
      answers.push((await call(app, signIn, credentials('ghost@example.com', `Wrong-Guess-${attempt}`))).json().code);
    expect(answers).toEqual([-10701, -10701, -10701, -10701, -10716, -10716]);
  });

  it('asks even a remembered device for a code after a failed attempt in the last hour', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await signUp(app, 'maria@example.com');
    await call(app, signIn, credentials('maria@example.com', 'Wrong-Guess-1', DEVICE));
    clock.advance(59 * MINUTE);
    const risky = await ok<Challenge>(app, signIn, credentials('maria@example.com', STRONG_PASSWORD, DEVICE));
    expect(risky.status).toBe('codeRequired');
    const code = codeIn((await latestMail(app, 'maria@example.com')).text);
    await ok(app, verifyLoginCode, { challengeId: risky.challengeId, code, deviceId: DEVICE, rememberDevice: true });
    // A complete sign-in clears the failures: the device is trusted again.
    expect((await ok<{ status: string }>(app, signIn, credentials('maria@example.com', STRONG_PASSWORD, DEVICE))).status).toBe('signedIn');
  });

  it('answers 429 with Retry-After after 20 failed sign-ins from one address in 15 minutes', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await signUp(app, 'maria@example.com');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await call(app, signIn, credentials(`guess${attempt}@example.com`, 'Wrong-Guess-1'))).json()).toEqual(WRONG);
      clock.advance(10_000);
    }
    const refused = await call(app, signIn, credentials('maria@example.com'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60 - 200));
    expect(refused.json()).toEqual({ code: -10429, message: 'Too many requests. Please wait a moment and try again.', data: { retryAfterSeconds: 700 } });
    expect((await call(app, signIn, credentials('maria@example.com'), {}, '203.0.113.7')).json().code).toBe(1);
  });

  it('answers any grant type but customer (2) with -79050004', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const wrongGrant = { code: -79050004, message: 'Wrong grant type.', data: null };
    expect((await call(app, signIn, { ...credentials('maria@example.com'), grantType: 1 })).json()).toEqual(wrongGrant);
    expect((await call(app, signIn, { ...credentials('maria@example.com'), grantType: '2' })).json()).toEqual(wrongGrant);
    expect((await call(app, signIn, { grantType: 1 })).json()).toEqual(wrongGrant);
    expect((await ok<{ status: string }>(app, signIn, { ...credentials('maria@example.com'), grantType: 2 })).status).toBe('codeRequired');
  });
});

describe('verify-login-code', () => {
  async function challengeFor(app: Awaited<ReturnType<typeof build>>) {
    await signUp(app, 'maria@example.com');
    const { challengeId } = await ok<Challenge>(app, signIn, credentials('maria@example.com'));
    const code = codeIn((await latestMail(app, 'maria@example.com')).text);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const verify = (value: string) => call(app, verifyLoginCode, { challengeId, code: value, deviceId: OTHER_DEVICE, rememberDevice: false });
    return { challengeId, code, wrongCode, verify };
  }

  it('allows 5 attempts: wrong codes are -10705, the 5th locks the account (-10716, decision 0211), and then the right code is refused too', async () => {
    const app = await build();
    const { code, wrongCode, verify } = await challengeFor(app);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify(wrongCode)).json()).toEqual(CODE_WRONG);
    expect((await verify(wrongCode)).json()).toEqual(LOCKED);
    expect((await verify(code)).json()).toEqual(LOCKED);
  });

  it('spends the challenge at its 5th attempt even when the account failures were cleared in between (-10706)', async () => {
    const app = await build();
    const { code, wrongCode, verify } = await challengeFor(app);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify(wrongCode)).json()).toEqual(CODE_WRONG);
    // A password reset clears the account's failures; the challenge keeps its own count.
    await ok(app, sendForgotPasswordEmail, { email: 'maria@example.com', portfolioId: 118 });
    const resource = resourceIn((await latestMail(app, 'maria@example.com')).text, '/reset-password');
    await ok(app, resetPassword, { resource, password: OTHER_PASSWORD });
    expect((await verify(wrongCode)).json()).toEqual(CODE_SPENT);
    expect((await verify(code)).json()).toEqual(CODE_SPENT);
  });

  it('refuses a code after 10 minutes', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const { code, verify } = await challengeFor(app);
    clock.advance(10 * MINUTE);
    expect((await verify(code)).json()).toEqual(CODE_SPENT);
  });

  it('accepts a code once', async () => {
    const app = await build();
    const { code, verify } = await challengeFor(app);
    expect((await verify(code)).json().code).toBe(1);
    expect((await verify(code)).json()).toEqual(CODE_SPENT);
  });

  it('refuses an unknown challenge, and a malformed code with 400', async () => {
    const app = await build();
    const unknown = await call(app, verifyLoginCode, { challengeId: 'B'.repeat(43), code: '123456', deviceId: OTHER_DEVICE, rememberDevice: false });
    expect(unknown.json()).toEqual(CODE_SPENT);
    const malformed = await call(app, verifyLoginCode, { challengeId: 'B'.repeat(43), code: '12345a', deviceId: OTHER_DEVICE, rememberDevice: false });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request is not valid: code is not valid: Code should be 6 digits.');
  });

  it('answers the account status when the account was frozen after the password step', async () => {
    const app = await build();
    const { code, verify } = await challengeFor(app);
    const session = await signInWithCode(app, 'maria@example.com');
    await setStatus(app, session.userCredential, ACCOUNT_STATUS.frozen);
    expect((await verify(code)).json().code).toBe(-10713);
  });
});

describe('resend-verification-code', () => {
  it('waits 60 s between codes, replaces the old code, and sends at most 5 more', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await signUp(app, 'maria@example.com');
    const { challengeId } = await ok<Challenge>(app, signIn, credentials('maria@example.com'));
    const firstCode = codeIn((await latestMail(app, 'maria@example.com')).text);

    clock.advance(59_000);
    const tooSoon = await call(app, resendVerificationCode, { challengeId });
    expect(tooSoon.json()).toEqual({
      code: -10707,
      message: 'Please wait a moment before asking for another code.',
      data: { resendAvailableAt: new Date(TEST_NOW + MINUTE).toISOString() },
    });

    clock.advance(1_000);
    const resent = await ok(app, resendVerificationCode, { challengeId });
    expect(resent).toEqual({ challengeId, maskedEmail: '*****.com', resendAvailableAt: new Date(TEST_NOW + 2 * MINUTE).toISOString() });
    const secondCode = codeIn((await latestMail(app, 'maria@example.com')).text);
    const verify = (code: string) => call(app, verifyLoginCode, { challengeId, code, deviceId: OTHER_DEVICE, rememberDevice: false });
    if (secondCode !== firstCode) expect((await verify(firstCode)).json()).toEqual(CODE_WRONG);

    for (let resend = 2; resend <= 5; resend += 1) {
      clock.advance(MINUTE);
      expect((await call(app, resendVerificationCode, { challengeId })).json().code).toBe(1);
    }
    clock.advance(MINUTE);
    expect((await call(app, resendVerificationCode, { challengeId })).json()).toEqual({
      code: -10709,
      message: 'We have sent as many codes as we can for this sign-in. Please sign in again to get a new one.',
      data: null,
    });
    const lastCode = codeIn((await latestMail(app, 'maria@example.com')).text);
    expect((await verify(lastCode)).json().code).toBe(1);
    expect((await call(app, resendVerificationCode, { challengeId })).json()).toEqual(CODE_SPENT);
  });

  it('refuses an unknown challenge with -10706', async () => {
    const app = await build();
    expect((await call(app, resendVerificationCode, { challengeId: 'C'.repeat(43) })).json()).toEqual(CODE_SPENT);
  });
});

describe('sign-out', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const first = await signInWithCode(app, 'maria@example.com');
    const second = await signInWithCode(app, 'maria@example.com');
    expect((await call(app, signOut, {}, authHeaders(first))).json()).toEqual({ code: 1, message: 'Success', data: { signedOut: true } });
    expect((await call(app, checkConsentStatus, {}, authHeaders(first))).json().code).toBe(-82030002);
    expect((await call(app, signOut, {}, authHeaders(first))).json().code).toBe(-82030002);
    expect((await call(app, checkConsentStatus, {}, authHeaders(second))).json().code).toBe(1);
  });
});
