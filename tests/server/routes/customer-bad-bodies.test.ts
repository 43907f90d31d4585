// Bad bodies get a clear error and write nothing: rows are counted in every account table before and after.
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { batchSaveConsentStatus } from '#src/api/contract/consent.ts';
import {
  changePassword,
  createAccount,
  resendVerificationCode,
  resetPassword,
  sendCreateAccountEmail,
  sendForgotPasswordEmail,
  signIn,
  verifyLoginCode,
} from '#src/api/contract/customer.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { accessToken, customer, customerConsent, linkToken, loginChallenge, mailOutbox, throttleEvent, trustedDevice } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, signUp } from '../support/accounts.ts';

const TABLES = { customer, accessToken, linkToken, loginChallenge, trustedDevice, customerConsent, throttleEvent, mailOutbox };

async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await app.database.orm.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
const CALLS: Array<[CallDefinition, string[]]> = [
  [signIn, ['email', 'password', 'portfolioId', 'deviceId']],
  [verifyLoginCode, ['challengeId', 'code', 'deviceId', 'rememberDevice']],
  [resendVerificationCode, ['challengeId']],
  [sendCreateAccountEmail, ['email', 'portfolioId', 'consents']],
  [createAccount, ['resource', 'password', 'deviceId']],
  [sendForgotPasswordEmail, ['email', 'portfolioId']],
  [resetPassword, ['resource', 'password']],
  [changePassword, ['currentPassword', 'newPassword', 'deviceId']],
  [batchSaveConsentStatus, ['items']],
];

async function setUp() {
  const app = await build();
  const session = await signUp(app, 'maria@example.com');
  const post = (definition: CallDefinition, payload: string | object, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: definition.path,
      payload,
      headers: { 'content-type': contentType, ...(definition.authenticated ? authHeaders(session) : {}) },
    });
  return { app, post, before: await rowCounts(app) };
}

describe.each(CALLS)('%s with a bad body', (definition, fields) => {
  it('names every missing field (400 -10400)', async () => {
    const { app, post, before } = await setUp();
    const reply = await post(definition, {});
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe(-10400);
    expect(reply.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual(fields);
    expect(reply.json().message).toMatch(new RegExp(`^The request is not valid: ${fields[0]} `));
    expect(await rowCounts(app)).toEqual(before);
  });

  it('refuses wrong types, field by field (400 -10400)', async () => {
    const { app, post, before } = await setUp();
    const reply = await post(definition, Object.fromEntries(fields.map((field) => [field, { nested: [1, 2] }])));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual(fields);
    expect(await rowCounts(app)).toEqual(before);
  });

  it('refuses a 1 MB string with 413 -10413', async () => {
    const { app, post, before } = await setUp();
    const reply = await post(definition, Object.fromEntries(fields.map((field) => [field, ONE_MEGABYTE])));
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ code: -10413, message: 'The request is too large.', data: null });
    expect(await rowCounts(app)).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const { app, post, before } = await setUp();
    const broken = await post(definition, '{"email": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: -10400, message: 'The request body is not valid JSON.', data: null });
    const text = await post(definition, 'email=a@example.com', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(await rowCounts(app)).toEqual(before);
  });
});

describe('long values under the body limit', () => {
  it('are refused by their field rule, never truncated and never echoed', async () => {
    const { app, post, before } = await setUp();
    // Under the 16 KB of a call made before signing in (issue 17).
    const long = 'Aa1-'.repeat(1_000);
    const reply = await post(signIn, { email: `${'x'.repeat(10_000)}@example.com`, password: long, portfolioId: 118, deviceId: 'device-0123456789abcdef' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(
      'The request is not valid: email is not valid: Email should not be greater than 254 characters; password is not valid: Password should not be greater than 128 characters.',
    );
    expect(reply.body).not.toContain('xxxxxxxx');
    expect(await rowCounts(app)).toEqual(before);
  });
});
