// Issue 4: no password, token, code, link or e-mail body ever appears in a log line. The whole journey of
// a borrower runs with every log line captured at the most verbose level, then the text is searched.
import { describe, expect, it } from 'vitest';
import { batchSaveConsentStatus } from '#src/api/contract/consent.ts';
import {
  changePassword,
  createAccount,
  parseLinkResource,
  resetPassword,
  sendCreateAccountEmail,
  sendForgotPasswordEmail,
  signIn,
  signOut,
  verifyLoginCode,
  type Session,
} from '#src/api/contract/customer.ts';
import { build, captureLogs } from '../helper.ts';
import { allConsents, authHeaders, call, codeIn, latestMail, ok, outbox, resourceIn } from '../support/accounts.ts';

const EMAIL = 'journey@example.com';
const PASSWORDS = ['First-Secret-81', 'Second-Secret-82', 'Third-Secret-83'] as const;
const DEVICE = 'journey-device-4f9a8b7c6d';
const NEW_DEVICE = 'journey-device-new-1a2b3c';

describe('log lines through a whole account journey', () => {
  it('never carry a password, token, code, link resource, device id or mail body', async () => {
    const logs = captureLogs();
    const app = await build({ logLevel: 'trace' }, { logDestination: logs.destination });
    const secrets: string[] = [...PASSWORDS, DEVICE, NEW_DEVICE];

    // Sign up: consents, the e-mailed link opened in the browser, the password set.
    await ok(app, sendCreateAccountEmail, { email: EMAIL, portfolioId: 118, consents: await allConsents(app, 118) });
    const created = resourceIn((await latestMail(app, EMAIL)).text, '/create-account');
    await app.inject({ method: 'GET', url: `/create-account/${created}` });
    await ok(app, parseLinkResource, { resource: created });
    const first = (await ok<{ session: Session }>(app, createAccount, { resource: created, password: PASSWORDS[0], deviceId: DEVICE })).session;
    secrets.push(created, first.accessToken);

    // Sign in on a new device with a code, after one wrong password and one wrong code.
    await call(app, signIn, { email: EMAIL, password: 'Wrong-Secret-00', portfolioId: 118, deviceId: NEW_DEVICE });
    const { challengeId } = await ok<{ challengeId: string }>(app, signIn, { email: EMAIL, password: PASSWORDS[0], portfolioId: 118, deviceId: NEW_DEVICE });
    const code = codeIn((await latestMail(app, EMAIL)).text);
    await call(app, verifyLoginCode, { challengeId, code: code === '999999' ? '999998' : '999999', deviceId: NEW_DEVICE, rememberDevice: true });
    const second = await ok<Session>(app, verifyLoginCode, { challengeId, code, deviceId: NEW_DEVICE, rememberDevice: true });
    secrets.push(challengeId, code, second.accessToken);

    // Consents, a password change, sign-out.
    await ok(app, batchSaveConsentStatus, { items: [{ templateCode: 'marketing-contact', version: '2026.1', check: false }] }, authHeaders(second));
    const third = await ok<Session>(
      app,
      changePassword,
      { currentPassword: PASSWORDS[0], newPassword: PASSWORDS[1], deviceId: NEW_DEVICE },
      authHeaders(second),
    );
    await ok(app, signOut, {}, authHeaders(third));
    secrets.push(third.accessToken);

    // A forgotten password, reset from the e-mailed link.
    await ok(app, sendForgotPasswordEmail, { email: EMAIL, portfolioId: 118 });
    const reset = resourceIn((await latestMail(app, EMAIL)).text, '/reset-password');
    await app.inject({ method: 'GET', url: `/reset-password/${reset}?from=mail` });
    await ok(app, resetPassword, { resource: reset, password: PASSWORDS[2] });
    secrets.push(reset);

    const text = logs.text();
    expect(logs.lines().length).toBeGreaterThan(30);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    for (const mail of await outbox(app)) {
      const body = mail.text.split('\n\n').slice(1, -2).join('\n\n');
      expect(text, mail.subject).not.toContain(body);
      for (const link of mail.links) expect(text, link).not.toContain(link);
    }

    // The lines are still useful: what was asked for, and where the resource was.
    const urls = logs.lines().flatMap((line) => (typeof line.req === 'object' && line.req !== null && 'url' in line.req ? [String(line.req.url)] : []));
    expect(urls).toContain('/create-account/[redacted]');
    expect(urls).toContain('/reset-password/[redacted]?from=mail');
    expect(urls).toContain(`${parseLinkResource.path}?resource=[redacted]`);
  });
});
