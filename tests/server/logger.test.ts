import { describe, expect, it } from 'vitest';
import { isSecretField, redactSecrets, redactUrl, REDACTED, serializeError } from '#server/logger.ts';
import { build, captureLogs } from './helper.ts';
import { explode, registerTestCalls } from './support/test-calls.ts';

const SECRETS = {
  accessToken: 'tok-7Hq2-secret',
  userCredential: 'cred-9Zx4-secret',
  authorization: 'Bearer bearer-5Kd1-secret',
  cookie: 'sid=cookie-3Jm8-secret',
  password: 'Hunter2!secret',
  ssn: '123-45-6789',
  accountNumber: '000123456789',
  routingNumber: '011000015',
  code: '654321',
  queryRoutingNumber: '021000021',
  queryToken: 'qtok-1Ab2-secret',
};

describe('log redaction', () => {
  it('keeps identity headers, and secret body and query fields at any depth, out of every log line', async () => {
    const logs = captureLogs();
    const app = await build({ logLevel: 'info' }, { extend: registerTestCalls, logDestination: logs.destination });
    const reply = await app.inject({
      method: 'POST',
      url: `${explode.path}?rn=${SECRETS.queryRoutingNumber}&token=${SECRETS.queryToken}&page=2`,
      headers: {
        'content-type': 'application/json',
        'access-token': SECRETS.accessToken,
        'user-credential': SECRETS.userCredential,
        authorization: SECRETS.authorization,
        cookie: SECRETS.cookie,
      },
      payload: {
        password: SECRETS.password,
        note: 'visible note',
        applicant: { ssn: SECRETS.ssn, bank: [{ accountNumber: SECRETS.accountNumber, routingNumber: SECRETS.routingNumber }] },
        verification: { code: SECRETS.code },
      },
    });
    expect(reply.statusCode).toBe(500);

    const text = logs.text();
    for (const [name, value] of Object.entries(SECRETS)) expect(text, name).not.toContain(value);

    // What is logged is still useful: the request line, the harmless fields, and where secrets were.
    const incoming = logs.lines().find((line) => line.msg === 'incoming request');
    expect(incoming).toMatchObject({
      req: {
        method: 'POST',
        url: `${explode.path}?rn=${REDACTED}&token=${REDACTED}&page=2`,
        headers: { 'access-token': REDACTED, 'user-credential': REDACTED, authorization: REDACTED, cookie: REDACTED },
      },
    });
    const failed = logs.lines().find((line) => line.msg === 'Request failed');
    expect(failed?.body).toEqual({
      password: REDACTED,
      note: 'visible note',
      applicant: { ssn: REDACTED, bank: [{ accountNumber: REDACTED, routingNumber: REDACTED }] },
      verification: { code: REDACTED },
    });
  });
});

describe('secret fields', () => {
  it.each([
    'password',
    'newPassword',
    'confirm_password',
    'token',
    'accessToken',
    'code',
    'ssn',
    'SSN',
    'accountNumber',
    'account_number',
    'routingNumber',
    'rn',
    'verificationCode',
    'loginCode',
    'resource',
    'challengeId',
    'deviceId',
    'currentPassword',
  ])('%s is secret', (name) => expect(isSecretField(name)).toBe(true));

  it.each(['note', 'portfolioId', 'loanNo', 'zipCode', 'programCode'])('%s is not', (name) => expect(isSecretField(name)).toBe(false));

  it('redacts copies, leaving the original alone', () => {
    const body = { password: 'x', nested: { keep: 1 } };
    expect(redactSecrets(body)).toEqual({ password: REDACTED, nested: { keep: 1 } });
    expect(body.password).toBe('x');
  });

  it('redacts query values whatever their encoding, and leaves a URL without query as it is', () => {
    expect(redactUrl('/x?pass%77ord=abc&a=1')).toBe(`/x?pass%77ord=${REDACTED}&a=1`);
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
    expect(redactUrl('/dolphin-config/date-format')).toBe('/dolphin-config/date-format');
  });

  it('redacts a bank verification request code in the provider pages, the status page and the calls', () => {
    expect(redactUrl('/sandbox-ibv/10000/Qm9vX2NvZGUtMTIzNDU2Nzg5/credentials')).toBe(`/sandbox-ibv/10000/${REDACTED}/credentials`);
    expect(redactUrl('/guidance/ibv/Qm9vX2NvZGUtMTIzNDU2Nzg5')).toBe(`/guidance/ibv/${REDACTED}`);
    expect(redactUrl('/dolphin-loan/online/get-request-status?requestCode=Qm9vX2NvZGU')).toBe(
      `/dolphin-loan/online/get-request-status?requestCode=${REDACTED}`,
    );
    expect(redactUrl('/guidance/ibv')).toBe('/guidance/ibv');
    expect(redactSecrets({ answer: 'blue', accountId: 'acct-1', provider: 10000 })).toEqual({ answer: REDACTED, accountId: REDACTED, provider: 10000 });
  });

  it('redacts the resource of an e-mailed or shared link page, keeping the page and the query', () => {
    expect(redactUrl('/create-account/AbC_123-xyz')).toBe(`/create-account/${REDACTED}`);
    expect(redactUrl('/reset-password/AbC_123-xyz?from=mail')).toBe(`/reset-password/${REDACTED}?from=mail`);
    expect(redactUrl('/coupon/verification/K9-2')).toBe(`/coupon/verification/${REDACTED}`);
    expect(redactUrl('/pending-application/R1#top')).toBe(`/pending-application/${REDACTED}#top`);
    expect(redactUrl('/dolphin-customer/parse-link-resource?resource=AbC_123')).toBe(`/dolphin-customer/parse-link-resource?resource=${REDACTED}`);
    expect(redactUrl('/create-account')).toBe('/create-account');
    expect(redactUrl('/home/create-account/x')).toBe('/home/create-account/x');
  });
});

describe('logged errors', () => {
  it('lose the values of a failed query, in its fields, its message and its stack, at any depth', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "customer_email"'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    const failed = Object.assign(new Error('Failed query: insert into "customer" ("email") values ($1)\nparams: ada@example.com'), {
      query: 'insert into "customer" ("email") values ($1)',
      params: ['ada@example.com'],
      cause,
    });
    const logged = JSON.stringify(serializeError(new AggregateError([failed], 'Both failed')));
    expect(logged).not.toContain('ada@example.com');
    expect(logged).toContain(`Failed query: insert into \\"customer\\" (\\"email\\") values ($1)\\nparams: ${REDACTED}`);

    const single = serializeError(failed) as Record<string, unknown>;
    expect(JSON.stringify(single)).not.toContain('ada@example.com');
    expect(single).not.toHaveProperty('params');
    expect(single.message).toContain('duplicate key value violates unique constraint "customer_email"');
    expect(single.query).toBe('insert into "customer" ("email") values ($1)');
  });
});
