import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkConsentStatus } from '#src/api/contract/consent.ts';
import { changePassword, parseLinkResource, resetPassword, sendForgotPasswordEmail, signIn, type Session } from '#src/api/contract/customer.ts';
import { customer } from '#server/db/schema.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';
import {
  authHeaders,
  call,
  createLinkFor,
  DEVICE,
  latestMail,
  ok,
  OTHER_DEVICE,
  OTHER_PASSWORD,
  outbox,
  resourceIn,
  signInWithCode,
  signUp,
  STRONG_PASSWORD,
} from '../support/accounts.ts';

const MINUTE = 60_000;
const INVALID_LINK = { code: -92020043, message: 'This link is no longer valid.', data: null };
const SENT = { code: 1, message: 'Success', data: { maskedEmail: '*****.com' } };
type App = Awaited<ReturnType<typeof build>>;

async function resetLinkFor(app: App, email: string): Promise<string> {
  await ok(app, sendForgotPasswordEmail, { email, portfolioId: 118 });
  return resourceIn((await latestMail(app, email)).text, '/reset-password');
}

const signInStatus = async (app: App, email: string, password: string, deviceId = DEVICE) =>
  (await call(app, signIn, { email, password, portfolioId: 118, deviceId })).json();

describe('send-forgot-password-email', () => {
  it('mails an account a reset link, and answers an unknown address the same with a mail that says there is no account', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const known = await call(app, sendForgotPasswordEmail, { email: 'MARIA@example.com', portfolioId: 118 });
    const unknown = await call(app, sendForgotPasswordEmail, { email: 'nobody@example.com', portfolioId: 118 });
    expect(known.json()).toEqual(SENT);
    expect(unknown.body).toBe(known.body);

    const reset = await latestMail(app, 'maria@example.com');
    expect(reset.subject).toBe('Reset your Bluepeak Loans password');
    expect(reset.links).toEqual([expect.stringMatching(/^http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]{43}$/)]);
    const none = await latestMail(app, 'nobody@example.com');
    expect(none.subject).toBe('About your Bluepeak Loans password request');
    expect(none.links).toEqual(['http://localhost/welcome']);
  });

  it('treats an account that was asked for but never created as no account', async () => {
    const app = await build();
    await createLinkFor(app, 'halfway@example.com');
    await ok(app, sendForgotPasswordEmail, { email: 'halfway@example.com', portfolioId: 118 });
    expect((await latestMail(app, 'halfway@example.com')).subject).toBe('About your Bluepeak Loans password request');
  });

  it('answers 429 after 20 requests from one address in 15 minutes', async () => {
    const app = await build();
    for (let index = 0; index < 20; index += 1) await ok(app, sendForgotPasswordEmail, { email: `who${index}@example.com`, portfolioId: 118 });
    const refused = await call(app, sendForgotPasswordEmail, { email: 'maria@example.com', portfolioId: 118 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json().code).toBe(-10429);
  });
});

describe('reset-password', () => {
  it('sets the new password, ends every session, forgets remembered devices, and mails a notice', async () => {
    const app = await build();
    const created = await signUp(app, 'maria@example.com');
    const other = await signInWithCode(app, 'maria@example.com');
    const resource = await resetLinkFor(app, 'maria@example.com');
    expect(await ok(app, parseLinkResource, { resource })).toEqual({
      purpose: 'resetPassword',
      maskedEmail: '*****.com',
      createAccountType: null,
      expiresAt: new Date(TEST_NOW + 30 * MINUTE).toISOString(),
    });

    expect((await call(app, resetPassword, { resource, password: OTHER_PASSWORD })).json()).toEqual(SENT);
    for (const session of [created, other]) expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code).toBe(-82030002);
    expect((await signInStatus(app, 'maria@example.com', STRONG_PASSWORD)).code).toBe(-10701);
    // The device that created the account was trusted; after a reset it proves the e-mail again.
    expect((await signInStatus(app, 'maria@example.com', OTHER_PASSWORD)).data.status).toBe('codeRequired');
    const notices = (await outbox(app, 'maria@example.com')).filter((mail) => mail.subject === 'Your Bluepeak Loans password was changed');
    expect(notices).toHaveLength(1);
  });

  it('uses a link once, refuses it after 30 minutes, and refuses a create-account link', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await signUp(app, 'maria@example.com');
    const once = await resetLinkFor(app, 'maria@example.com');
    await ok(app, resetPassword, { resource: once, password: OTHER_PASSWORD });
    expect((await call(app, resetPassword, { resource: once, password: 'Third-Password-33' })).json()).toEqual(INVALID_LINK);

    const late = await resetLinkFor(app, 'maria@example.com');
    clock.advance(30 * MINUTE);
    expect((await call(app, resetPassword, { resource: late, password: 'Third-Password-33' })).json()).toEqual(INVALID_LINK);

    const createLink = await createLinkFor(app, 'newcomer@example.com');
    expect((await call(app, resetPassword, { resource: createLink, password: 'Third-Password-33' })).json()).toEqual(INVALID_LINK);
    expect((await signInStatus(app, 'maria@example.com', OTHER_PASSWORD)).code).toBe(1);
  });

  it('refuses a common password (-10702) and keeps the link', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const resource = await resetLinkFor(app, 'maria@example.com');
    expect((await call(app, resetPassword, { resource, password: 'Baseball1' })).json().code).toBe(-10702);
    expect((await call(app, resetPassword, { resource, password: OTHER_PASSWORD })).json().code).toBe(1);
  });

  it('lifts a lock: the message says to wait or reset', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) await signInStatus(app, 'maria@example.com', `Wrong-Guess-${attempt}`);
    expect((await signInStatus(app, 'maria@example.com', STRONG_PASSWORD)).code).toBe(-10716);
    await ok(app, resetPassword, { resource: await resetLinkFor(app, 'maria@example.com'), password: OTHER_PASSWORD });
    expect((await signInStatus(app, 'maria@example.com', OTHER_PASSWORD)).code).toBe(1);
  });
});

describe('change-password', () => {
  async function signedIn(app: App): Promise<{ session: Session; other: Session }> {
    const session = await signUp(app, 'maria@example.com');
    const other = await signInWithCode(app, 'maria@example.com', STRONG_PASSWORD, 118, OTHER_DEVICE);
    return { session, other };
  }

  it('checks the current password, ends every session, and answers a new one for this device', async () => {
    const app = await build();
    const { session, other } = await signedIn(app);
    const reply = await call(app, changePassword, { currentPassword: STRONG_PASSWORD, newPassword: OTHER_PASSWORD, deviceId: DEVICE }, authHeaders(session));
    const fresh = reply.json().data as Session;
    expect(reply.json().code).toBe(1);
    expect(fresh).toMatchObject({ userCredential: session.userCredential, customer: { email: 'maria@example.com' } });
    expect(fresh.accessToken).not.toBe(session.accessToken);
    for (const old of [session, other]) expect((await call(app, checkConsentStatus, {}, authHeaders(old))).json().code).toBe(-82030002);
    expect((await call(app, checkConsentStatus, {}, authHeaders(fresh))).json().code).toBe(1);

    // This device stays remembered (checked first: a failed attempt would make any device prove the e-mail).
    expect((await signInStatus(app, 'maria@example.com', OTHER_PASSWORD, DEVICE)).data.status).toBe('signedIn');
    expect((await signInStatus(app, 'maria@example.com', STRONG_PASSWORD)).code).toBe(-10701);
    expect((await latestMail(app, 'maria@example.com')).subject).toBe('Your Bluepeak Loans password was changed');
  });

  it('forgets the other remembered devices', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com', STRONG_PASSWORD, 118, DEVICE);
    await call(app, changePassword, { currentPassword: STRONG_PASSWORD, newPassword: OTHER_PASSWORD, deviceId: OTHER_DEVICE }, authHeaders(session));
    expect((await signInStatus(app, 'maria@example.com', OTHER_PASSWORD, DEVICE)).data.status).toBe('codeRequired');
  });

  it('answers -10703 for a wrong current password, -10704 for the same password and -10702 for a common one, changing nothing', async () => {
    const app = await build();
    const { session } = await signedIn(app);
    const [before] = await app.database.orm.select({ hash: customer.passwordHash }).from(customer).where(eq(customer.id, session.userCredential));
    const change = (currentPassword: string, newPassword: string) =>
      call(app, changePassword, { currentPassword, newPassword, deviceId: DEVICE }, authHeaders(session));
    expect((await change('Not-My-Password-1', OTHER_PASSWORD)).json()).toEqual({ code: -10703, message: 'Your current password is not correct.', data: null });
    expect((await change(STRONG_PASSWORD, STRONG_PASSWORD)).json()).toEqual({
      code: -10704,
      message: 'Your new password must be different from your current one.',
      data: null,
    });
    expect((await change(STRONG_PASSWORD, 'Iloveyou1')).json().code).toBe(-10702);
    const [after] = await app.database.orm.select({ hash: customer.passwordHash }).from(customer).where(eq(customer.id, session.userCredential));
    expect(after).toEqual(before);
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code).toBe(1);
  });

  it('counts wrong current passwords toward the lock', async () => {
    const app = await build();
    const { session } = await signedIn(app);
    const codes = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const reply = await call(
        app,
        changePassword,
        { currentPassword: `Guess-Number-${attempt}`, newPassword: OTHER_PASSWORD, deviceId: DEVICE },
        authHeaders(session),
      );
      codes.push(reply.json().code);
    }
    expect(codes).toEqual([-10703, -10703, -10703, -10703, -10716, -10716]);
  });

  it('needs a signed-in borrower', async () => {
    const app = await build();
    expect((await call(app, changePassword, { currentPassword: STRONG_PASSWORD, newPassword: OTHER_PASSWORD, deviceId: DEVICE })).json().code).toBe(-82030001);
  });
});
