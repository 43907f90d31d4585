// Issue 17, finding 4: login codes cannot be guessed without end. Wrong codes count per account across
// challenges and resends and lock it as wrong passwords do; login-code e-mails are capped per account per hour
// (10 by default, LOGIN_CODE_MAIL_LIMIT).
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resendVerificationCode, signIn, verifyLoginCode } from '#src/api/contract/customer.ts';
import { loginChallenge } from '#server/db/schema.ts';
import { build, manualClock } from '../helper.ts';
import { call, codeIn, latestMail, ok, OTHER_DEVICE, outbox, signUp, STRONG_PASSWORD } from '../support/accounts.ts';

const MINUTE = 60_000;
const EMAIL = 'maria@example.com';
const LOCKED = { code: -10716, message: 'Too many unsuccessful attempts. Please wait 15 minutes or reset your password.', data: null };
const CODE_WRONG = { code: -10705, message: 'That code is not correct. Please check the e-mail and try again.', data: null };
const MAIL_LIMIT = { code: -10717, message: 'We have sent as many sign-in codes as we can for now. Please try again in an hour.', data: null };

const credentials = (password = STRONG_PASSWORD) => ({ email: EMAIL, password, portfolioId: 118, deviceId: OTHER_DEVICE });

/** A sign-in on a new device: its challenge, and a code that is not the one mailed. */
async function challenge(app: FastifyInstance) {
  const { challengeId } = await ok<{ challengeId: string }>(app, signIn, credentials());
  const code = codeIn((await latestMail(app, EMAIL)).text);
  return { challengeId, code, wrongCode: code === '000000' ? '000001' : '000000' };
}

const verify = (app: FastifyInstance, challengeId: string, code: string) =>
  call(app, verifyLoginCode, { challengeId, code, deviceId: OTHER_DEVICE, rememberDevice: false });

async function challengeCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.database.orm.select({ value: count() }).from(loginChallenge);
  return row?.value ?? 0;
}

describe('wrong login codes', () => {
  it('lock the account at the 5th in 15 minutes, across resends and new sign-ins, as wrong passwords do', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await signUp(app, EMAIL);

    const first = await challenge(app);
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await verify(app, first.challengeId, first.wrongCode)).json()).toEqual(CODE_WRONG);
    clock.advance(MINUTE);
    // A resend gives the challenge fresh attempts, but the account keeps counting.
    await ok(app, resendVerificationCode, { challengeId: first.challengeId });
    const resentWrong = codeIn((await latestMail(app, EMAIL)).text) === '000000' ? '000001' : '000000';
    expect((await verify(app, first.challengeId, resentWrong)).json()).toEqual(CODE_WRONG);

    // A new sign-in opens a new challenge, but the account keeps counting.
    const second = await challenge(app);
    expect((await verify(app, second.challengeId, second.wrongCode)).json()).toEqual(CODE_WRONG);
    expect((await verify(app, second.challengeId, second.wrongCode)).json()).toEqual(LOCKED);

    // Locked: the right code, a resend and the right password are all refused, with the lock's message.
    expect((await verify(app, second.challengeId, second.code)).json()).toEqual(LOCKED);
    clock.advance(MINUTE);
    expect((await call(app, resendVerificationCode, { challengeId: second.challengeId })).json()).toEqual(LOCKED);
    expect((await call(app, signIn, credentials())).json()).toEqual(LOCKED);

    clock.advance(15 * MINUTE);
    const after = await challenge(app);
    expect((await verify(app, after.challengeId, after.code)).json().code).toBe(1);
  });

  it('count with wrong passwords toward one lock', async () => {
    const app = await build();
    await signUp(app, EMAIL);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await call(app, signIn, credentials(`Wrong-Guess-${attempt}`))).json().code).toBe(-10701);
    const { challengeId, wrongCode } = await challenge(app);
    expect((await verify(app, challengeId, wrongCode)).json()).toEqual(CODE_WRONG);
    expect((await verify(app, challengeId, wrongCode)).json()).toEqual(LOCKED);
  });

  it('no longer count once a code is right', async () => {
    const app = await build();
    await signUp(app, EMAIL);
    for (let round = 1; round <= 3; round += 1) {
      const { challengeId, code, wrongCode } = await challenge(app);
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await verify(app, challengeId, wrongCode)).json()).toEqual(CODE_WRONG);
      expect((await verify(app, challengeId, code)).json().code).toBe(1);
    }
  });
});

describe('login-code e-mails', () => {
  it('are sent at most 10 times an hour per account, sign-ins and resends together; then a clear refusal and no mail', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await signUp(app, EMAIL);
    const mailsBefore = (await outbox(app, EMAIL)).length;
    const mailed = async () => (await outbox(app, EMAIL)).length - mailsBefore;

    // One sign-in with its 5 resends, then 4 more sign-ins: 10 codes.
    const { challengeId } = await challenge(app);
    for (let resend = 1; resend <= 5; resend += 1) {
      clock.advance(MINUTE);
      await ok(app, resendVerificationCode, { challengeId });
    }
    let last = await challenge(app);
    for (let signInAgain = 2; signInAgain <= 4; signInAgain += 1) last = await challenge(app);
    expect(await mailed()).toBe(10);

    clock.advance(MINUTE);
    expect((await call(app, resendVerificationCode, { challengeId: last.challengeId })).json()).toEqual(MAIL_LIMIT);
    const challenges = await challengeCount(app);
    expect((await call(app, signIn, credentials())).json()).toEqual(MAIL_LIMIT);
    expect(await challengeCount(app)).toBe(challenges);
    expect(await mailed()).toBe(10);
    // The refused resend did not replace the code already mailed.
    expect((await verify(app, last.challengeId, last.code)).json().code).toBe(1);

    // The first code leaves the hour's window: one more may go.
    clock.advance(54 * MINUTE);
    expect((await call(app, signIn, credentials())).json().code).toBe(1);
    expect(await mailed()).toBe(11);
  });

  it('follow LOGIN_CODE_MAIL_LIMIT', async () => {
    const app = await build({ loginCodeMailLimit: 1 });
    await signUp(app, EMAIL);
    await challenge(app);
    expect((await call(app, signIn, credentials())).json()).toEqual(MAIL_LIMIT);
  });
});
