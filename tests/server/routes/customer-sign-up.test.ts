import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, parseLinkResource, sendCreateAccountEmail, signIn } from '#src/api/contract/customer.ts';
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import { sha256 } from '#server/accounts/secrets.ts';
import { customer, customerConsent, linkToken } from '#server/db/schema.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';
import { allConsents, call, createLinkFor, DEVICE, insertCustomer, latestMail, ok, outbox, resourceIn, STRONG_PASSWORD } from '../support/accounts.ts';

const INVALID_LINK = { code: -92020043, message: 'This link is no longer valid.', data: null };
const MINUTE = 60_000;

async function customerRow(app: Awaited<ReturnType<typeof build>>, email: string) {
  const [row] = await app.database.orm.select().from(customer).where(eq(customer.email, email));
  return row;
}

describe('send-create-account-email', () => {
  it('e-mails a new address a create-account link on the host it was asked from, and keeps only its hash', async () => {
    const app = await build();
    const consents = await allConsents(app, 118);
    const reply = await call(app, sendCreateAccountEmail, { email: 'New.Borrower@Example.com', portfolioId: 118, consents }, { host: 'p118.localhost:8080' });
    expect(reply.json()).toEqual({ code: 1, message: 'Success', data: { maskedEmail: '*****.com' } });

    const mail = await latestMail(app, 'new.borrower@example.com');
    expect(mail).toMatchObject({ subject: 'Finish creating your Bluepeak Loans account', from: '"Bluepeak Loans" <no-reply@bluepeakloans.example>' });
    expect(mail.links).toEqual([expect.stringMatching(/^http:\/\/p118\.localhost:8080\/create-account\/[A-Za-z0-9_-]{43}$/)]);
    expect(mail.text).toContain('This link works once, for 30 minutes.');
    expect(mail.html).toContain('Create my account');
    expect(mail.html).toContain('background:#1565C0');

    const row = await customerRow(app, 'new.borrower@example.com');
    expect(row).toMatchObject({ portfolioId: 118, accountStatus: ACCOUNT_STATUS.inactive, passwordHash: null });
    const resource = resourceIn(mail.text, '/create-account');
    const links = await app.database.orm.select().from(linkToken).where(eq(linkToken.customerId, row!.id));
    expect(links).toEqual([expect.objectContaining({ tokenHash: sha256(resource), purpose: 'createAccount', createAccountType: 2 })]);
    expect(JSON.stringify(links)).not.toContain(resource);
  });

  it('answers an address that already has an account exactly the same, and mails it sign-in and reset links instead', async () => {
    const app = await build();
    await insertCustomer(app, 'known@example.com');
    const consents = await allConsents(app, 118);
    const known = await call(app, sendCreateAccountEmail, { email: 'known@example.com', portfolioId: 118, consents });
    const unknown = await call(app, sendCreateAccountEmail, { email: 'other@example.com', portfolioId: 118, consents });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual({ code: 1, message: 'Success', data: { maskedEmail: '*****.com' } });
    expect(unknown.json()).toEqual(known.json());

    const mail = await latestMail(app, 'known@example.com');
    expect(mail.subject).toBe('You already have a Bluepeak Loans account');
    expect(mail.links).toEqual(['http://localhost/sign-in', expect.stringMatching(/^http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]{43}$/)]);
    expect(mail.text).not.toContain('/create-account/');
    expect((await customerRow(app, 'known@example.com'))?.accountStatus).toBe(ACCOUNT_STATUS.active);
  });

  it('sends a fresh link to an address whose account was asked for but never created', async () => {
    const app = await build();
    const first = await createLinkFor(app, 'twice@example.com');
    const second = await createLinkFor(app, 'twice@example.com');
    expect(second).not.toBe(first);
    expect(await app.database.orm.select().from(customer).where(eq(customer.email, 'twice@example.com'))).toHaveLength(1);
  });

  it('refuses when a required consent is missing or unchecked (-10708), and when a version is stale or unknown (-10710)', async () => {
    const app = await build();
    const consents = await allConsents(app, 118);
    const withoutEsign = consents.filter((item) => item.templateCode !== 'esign-disclosure');
    const unchecked = consents.map((item) => (item.templateCode === 'terms-of-use' ? { ...item, check: false } : item));
    const stale = consents.map((item) => (item.templateCode === 'privacy-notice' ? { ...item, version: '2019.1' } : item));
    const unknown = [...consents, { templateCode: 'lottery', version: '1', check: true }];
    const required = { code: -10708, message: 'Please accept the required consents to continue.', data: null };
    const outdated = { code: -10710, message: 'These terms have changed since the page was opened. Please review them again.', data: null };
    for (const [items, expected] of [
      [withoutEsign, required],
      [unchecked, required],
      [stale, outdated],
      [unknown, outdated],
      [[], required],
    ] as const) {
      const reply = await call(app, sendCreateAccountEmail, { email: 'careful@example.com', portfolioId: 118, consents: items });
      expect(reply.json()).toEqual(expected);
    }
    expect(await outbox(app, 'careful@example.com')).toEqual([]);
    expect(await customerRow(app, 'careful@example.com')).toBeUndefined();
  });

  it('lets the optional marketing consent be left unchecked', async () => {
    const app = await build();
    const consents = (await allConsents(app, 118)).map((item) => (item.templateCode === 'marketing-contact' ? { ...item, check: false } : item));
    await ok(app, sendCreateAccountEmail, { email: 'no-marketing@example.com', portfolioId: 118, consents });
    expect((await latestMail(app, 'no-marketing@example.com')).subject).toBe('Finish creating your Bluepeak Loans account');
  });

  it('answers -10601 for a portfolio that does not exist', async () => {
    const app = await build();
    const reply = await call(app, sendCreateAccountEmail, { email: 'a@example.com', portfolioId: 999, consents: [] });
    expect(reply.json()).toEqual({ code: -10601, message: 'This site is not set up for any lender.', data: null });
  });

  it('answers 429 with Retry-After once an address asked for 20 e-mails in 15 minutes, and again after the window', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const consents = await allConsents(app, 118);
    for (let index = 0; index < 20; index += 1) {
      await ok(app, sendCreateAccountEmail, { email: `flood${index}@example.com`, portfolioId: 118, consents });
      clock.advance(1_000);
    }
    const refused = await call(app, sendCreateAccountEmail, { email: 'flood-last@example.com', portfolioId: 118, consents });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60 - 20));
    expect(refused.json()).toEqual({
      code: -10429,
      message: 'Too many requests. Please wait a moment and try again.',
      data: { retryAfterSeconds: 15 * 60 - 20 },
    });
    expect(await outbox(app, 'flood-last@example.com')).toEqual([]);

    const elsewhere = await call(app, sendCreateAccountEmail, { email: 'flood-last@example.com', portfolioId: 118, consents }, {}, '203.0.113.9');
    expect(elsewhere.json().code).toBe(1);
    clock.advance(15 * MINUTE);
    expect((await call(app, sendCreateAccountEmail, { email: 'flood-last2@example.com', portfolioId: 118, consents })).json().code).toBe(1);
  });

  it('sends one address at most 5 e-mails in 15 minutes, answering the same after that', async () => {
    const app = await build();
    const consents = await allConsents(app, 118);
    for (let index = 0; index < 7; index += 1) {
      const reply = await call(app, sendCreateAccountEmail, { email: 'patient@example.com', portfolioId: 118, consents }, {}, `198.51.100.${index}`);
      expect(reply.json()).toEqual({ code: 1, message: 'Success', data: { maskedEmail: '*****.com' } });
    }
    expect(await outbox(app, 'patient@example.com')).toHaveLength(5);
  });
});

describe('link origin', () => {
  it('keeps the host and port of a domain of the portfolio, and puts the web domain in place of a forged host', async () => {
    const app = await build();
    const consents = await allConsents(app, 110);
    const send = (email: string, host: string) => call(app, sendCreateAccountEmail, { email, portfolioId: 110, consents }, { host });
    await send('wap@example.com', 'M.P110.localhost:8080');
    await send('forged@example.com', 'evil.example:8080');
    await send('other-brand@example.com', 'p118.localhost:8080');
    await send('dev@example.com', '127.0.0.1:5173');
    expect((await latestMail(app, 'wap@example.com')).links[0]).toMatch(/^http:\/\/m\.p110\.localhost:8080\/create-account\//);
    expect((await latestMail(app, 'forged@example.com')).links[0]).toMatch(/^http:\/\/p110\.localhost\/create-account\//);
    expect((await latestMail(app, 'other-brand@example.com')).links[0]).toMatch(/^http:\/\/p110\.localhost\/create-account\//);
    expect((await latestMail(app, 'dev@example.com')).links[0]).toMatch(/^http:\/\/127\.0\.0\.1:5173\/create-account\//);
    expect((await latestMail(app, 'dev@example.com')).subject).toBe('Finish creating your Goldcrest Lending account');
  });
});

describe('parse-link-resource', () => {
  it('describes a create-account link: purpose, masked e-mail, create-account type and expiry', async () => {
    const app = await build();
    const resource = await createLinkFor(app, 'guided@example.com', 118, { createAccountType: 1 });
    const data = await ok(app, parseLinkResource, { resource });
    expect(data).toEqual({
      purpose: 'createAccount',
      maskedEmail: '*****.com',
      createAccountType: 1,
      expiresAt: new Date(TEST_NOW + 30 * MINUTE).toISOString(),
    });
  });

  it('answers -92020043 for an unknown, expired or used link', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    expect((await call(app, parseLinkResource, { resource: 'A'.repeat(43) })).json()).toEqual(INVALID_LINK);

    const expiring = await createLinkFor(app, 'slow@example.com');
    clock.advance(30 * MINUTE - 1);
    expect((await call(app, parseLinkResource, { resource: expiring })).json().code).toBe(1);
    clock.advance(1);
    expect((await call(app, parseLinkResource, { resource: expiring })).json()).toEqual(INVALID_LINK);

    const used = await createLinkFor(app, 'quick@example.com');
    await ok(app, createAccount, { resource: used, password: STRONG_PASSWORD, deviceId: DEVICE });
    expect((await call(app, parseLinkResource, { resource: used })).json()).toEqual(INVALID_LINK);
  });

  it('refuses a resource that is not a link token with 400, naming the field', async () => {
    const app = await build();
    const reply = await call(app, parseLinkResource, { resource: 'short' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('The request is not valid: resource is not valid: Link is not valid.');
  });
});

describe('create-account', () => {
  it('sets the password, records the consents with their versions, trusts the device and answers a session', async () => {
    const app = await build();
    const resource = await createLinkFor(app, 'maria@example.com', 118, { createAccountType: 4 });
    const data = await ok<{ session: { accessToken: string; userCredential: string; expiresAt: string; customer: object }; createAccountType: number }>(
      app,
      createAccount,
      { resource, password: STRONG_PASSWORD, deviceId: DEVICE },
    );
    const row = await customerRow(app, 'maria@example.com');
    expect(data.createAccountType).toBe(4);
    expect(data.session).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userCredential: row!.id,
      expiresAt: new Date(TEST_NOW + 12 * 60 * MINUTE).toISOString(),
      customer: { customerId: row!.id, email: 'maria@example.com', firstName: null, portfolioId: 118 },
    });
    expect(row).toMatchObject({ accountStatus: ACCOUNT_STATUS.active, passwordHash: expect.stringMatching(/^\$scrypt\$ln=10,r=8,p=1\$/) });
    const consents = await app.database.orm
      .select({ code: customerConsent.templateCode, version: customerConsent.version, checked: customerConsent.checked })
      .from(customerConsent)
      .where(eq(customerConsent.customerId, row!.id));
    expect(consents.map((item) => item.code).sort()).toEqual(['esign-disclosure', 'marketing-contact', 'privacy-notice', 'terms-of-use']);
    expect(consents.every((item) => item.version === '2026.1' && item.checked)).toBe(true);

    // The device that created the account is trusted: it signs in without a code.
    const again = await ok(app, signIn, { email: 'maria@example.com', password: STRONG_PASSWORD, portfolioId: 118, deviceId: DEVICE });
    expect(again).toMatchObject({ status: 'signedIn' });
  });

  it('uses the link once: a second create-account with it is -92020043, and so are the other create links of the address', async () => {
    const app = await build();
    const older = await createLinkFor(app, 'once@example.com');
    const resource = await createLinkFor(app, 'once@example.com');
    await ok(app, createAccount, { resource, password: STRONG_PASSWORD, deviceId: DEVICE });
    expect((await call(app, createAccount, { resource, password: STRONG_PASSWORD, deviceId: DEVICE })).json()).toEqual(INVALID_LINK);
    expect((await call(app, createAccount, { resource: older, password: 'Another-Pass-91', deviceId: DEVICE })).json()).toEqual(INVALID_LINK);
  });

  it('refuses an expired link', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const resource = await createLinkFor(app, 'late@example.com');
    clock.advance(31 * MINUTE);
    expect((await call(app, createAccount, { resource, password: STRONG_PASSWORD, deviceId: DEVICE })).json()).toEqual(INVALID_LINK);
    expect((await customerRow(app, 'late@example.com'))?.accountStatus).toBe(ACCOUNT_STATUS.inactive);
  });

  it('refuses a common password in any letter case (-10702) and leaves the link usable', async () => {
    const app = await build();
    const resource = await createLinkFor(app, 'weak@example.com');
    const reply = await call(app, createAccount, { resource, password: 'Password1', deviceId: DEVICE });
    expect(reply.json()).toEqual({ code: -10702, message: 'This password is too common. Please choose one that is harder to guess.', data: null });
    expect((await customerRow(app, 'weak@example.com'))?.passwordHash).toBeNull();
    await ok(app, createAccount, { resource, password: STRONG_PASSWORD, deviceId: DEVICE });
  });

  it.each([
    ['Short1a', 'Password should be 8 or more characters.'],
    ['alllowercase1', 'Password has Upper & Lowercase letters.'],
    ['NoDigitsHere', 'Password should be at least one number.'],
    ['Aaa-bbbb-1111', 'Password has too many consecutive identical characters.'],
    [`Aa1${'x-'.repeat(63)}`, 'Password should not be greater than 128 characters'],
  ])('refuses %j with 400 and the rule message, writing nothing', async (password, message) => {
    const app = await build();
    const resource = await createLinkFor(app, 'rules@example.com');
    const reply = await call(app, createAccount, { resource, password, deviceId: DEVICE });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(`The request is not valid: password is not valid: ${message.replace(/\.$/, '')}.`);
    expect((await customerRow(app, 'rules@example.com'))?.passwordHash).toBeNull();
  });

  it('keeps all 128 characters of a long password: none is cut off', async () => {
    const app = await build();
    // A strong phrase repeated (decision 0212 refuses 'Aa1-xyxyxy...' as easy to guess), cut at the limit.
    const password = 'Lantern-Harbor-42-'.repeat(8).slice(0, 128);
    expect(password).toHaveLength(128);
    const resource = await createLinkFor(app, 'long@example.com');
    await ok(app, createAccount, { resource, password, deviceId: DEVICE });
    const login = (value: string) => call(app, signIn, { email: 'long@example.com', password: value, portfolioId: 118, deviceId: DEVICE });
    expect((await login(password.slice(0, 127))).json().code).toBe(-10701);
    expect((await login(`${password.slice(0, 127)}z`)).json().code).toBe(-10701);
    expect((await login(password)).json().code).toBe(1);
  });
});
