import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it, onTestFinished } from 'vitest';
import { defineCall } from '#src/api/contract/define-call.ts';
import { getPortfolio } from '#src/api/contract/portfolio.ts';
import { PREFIX } from '#src/api/contract/prefixes.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { CallNeedsAuthenticatorError, registerCall } from '#server/http/register-call.ts';
import { SignedInCustomer } from '#server/accounts/signed-in-customer.ts';
import { refuse } from '#server/http/refusal.ts';
import { build } from '../helper.ts';
import { breakContract, registerTestCalls, saveNote, savedNote, whoAmI } from '../support/test-calls.ts';

const json = { 'content-type': 'application/json' };

describe('registerCall: valid input', () => {
  it('runs the handler and answers its data in the success envelope', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({ method: 'POST', url: saveNote.path, headers: json, payload: { title: 'rent', amountCents: 12_345 } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 1, message: 'Success', data: { saved: 'rent:12345' } });
    expect(await savedNote(app)).toBe('rent:12345');
  });

  it('answers a business refusal as HTTP 200 with the catalogue code and message', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({ method: 'POST', url: saveNote.path, headers: json, payload: { title: 'closed', amountCents: 1 } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: -83131201, message: 'This portfolio is no longer originating new loans', data: null });
  });
});

describe('registerCall: invalid input is answered 400 -10400, naming each bad field, and nothing is written', () => {
  it('reports every bad body field', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({ method: 'POST', url: saveNote.path, headers: json, payload: { title: '', amountCents: '12.50' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: -10400,
      message: 'The request is not valid: title is not valid: Invalid length: Expected >=1; amountCents must be a number.',
      data: {
        issues: [
          { path: 'title', message: 'is not valid: Invalid length: Expected >=1' },
          { path: 'amountCents', message: 'must be a number' },
        ],
      },
    });
    expect(await savedNote(app)).toBeUndefined();
  });

  it('says which fields are missing, also when there is no body at all', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({ method: 'POST', url: saveNote.path });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('The request is not valid: title is required; amountCents is required.');
    expect(await savedNote(app)).toBeUndefined();
  });

  it('validates GET queries the same way', async () => {
    const app = await build();
    const missing = await app.inject({ method: 'GET', url: getPortfolio.path });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: -10400,
      message: 'The request is not valid: portfolioId is required.',
      data: { issues: [{ path: 'portfolioId', message: 'is required' }] },
    });
    const text = await app.inject({ method: 'GET', url: `${getPortfolio.path}?portfolioId=abc` });
    expect(text.json().message).toBe('The request is not valid: portfolioId must be a number.');
    const zero = await app.inject({ method: 'GET', url: `${getPortfolio.path}?portfolioId=0` });
    expect(zero.json().message).toBe('The request is not valid: portfolioId is not valid: Portfolio is not valid.');
  });

  it('never echoes what was sent (it may be an SSN)', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({ method: 'POST', url: saveNote.path, headers: json, payload: { title: 123456789, amountCents: 1 } });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).not.toContain('123456789');
  });
});

describe('registerCall: the contract guards the answers', () => {
  it('answers 500 when a handler breaks its own response schema (development and tests)', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({ method: 'GET', url: breakContract.path });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().code).toBe(-10500);
  });
});

describe('registerCall: authenticated calls', () => {
  it('refuses to register a call that needs a signed-in borrower when no authenticator is given', async () => {
    // buildApp always provides the customer authenticator (issue 4); a bare routing shows the guard itself.
    const app = Fastify();
    onTestFinished(() => app.close());
    const register = () => registerCall({ app, checkResponses: true }, whoAmI, async () => ({ customer: 'anyone' }));
    expect(register).toThrow(CallNeedsAuthenticatorError);
    expect(register).toThrow('GET /dolphin-loan/online/test-who-am-i needs a signed-in borrower, and no authenticator was provided.');
  });

  it('answers the authenticator refusal before the handler runs, and hands the signed-in customer over otherwise', async () => {
    const signedInCustomer = new SignedInCustomer('C-1001', 118, 'token-hash', 'ann@example.com');
    const app = await build(
      {},
      {
        authenticator: async (request) => (request.headers['access-token'] === 'good' ? { customer: signedInCustomer } : refuse(RESULT.noIdentity)),
        extend: (routing) => registerCall(routing, whoAmI, async (_input, { customer }) => ({ customer: customer.customerId })),
      },
    );
    const anonymous = await app.inject({ method: 'GET', url: whoAmI.path });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ code: -82030001, message: 'Please sign in to continue.', data: null });
    const signedIn = await app.inject({ method: 'GET', url: whoAmI.path, headers: { 'access-token': 'good' } });
    expect(signedIn.json()).toEqual({ code: 1, message: 'Success', data: { customer: 'C-1001' } });
  });
});

const anyGrant = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/test-any-grant`,
  request: v.object({}),
  response: v.object({ ok: v.boolean() }),
  authenticated: false,
});

describe('registerCall: a call serving one grant type', () => {
  it('answers a body naming another grant type -79050004 before its schema or handler, and leaves one naming none or its own to them', async () => {
    const handled: unknown[] = [];
    const app = await build(
      {},
      {
        extend: (routing) => {
          registerCall(routing, saveNote, async (input) => (handled.push(input), { saved: input.title }), { grantType: 2 });
          registerCall(routing, anyGrant, async () => ({ ok: true }));
        },
      },
    );
    const send = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: json, payload });
    const wrongGrant = { code: -79050004, message: 'Wrong grant type.', data: null };
    for (const grantType of [1, '2', null]) {
      const refused = await send(saveNote.path, { title: 'rent', amountCents: 1, grantType });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual(wrongGrant);
    }
    // Not the schema's -10400 for a body that also lacks its fields: the grant type is answered first.
    expect((await send(saveNote.path, { grantType: 1 })).json()).toEqual(wrongGrant);
    expect(handled).toEqual([]);
    expect((await send(saveNote.path, { title: 'rent', amountCents: 1, grantType: 2 })).json()).toMatchObject({ code: 1, data: { saved: 'rent' } });
    expect((await send(saveNote.path, { title: 'fee', amountCents: 2 })).json()).toMatchObject({ code: 1, data: { saved: 'fee' } });
    expect(handled).toHaveLength(2);
    // A call registered without the option does not look at a grant type.
    expect((await send(anyGrant.path, { grantType: 1 })).json()).toEqual({ code: 1, message: 'Success', data: { ok: true } });
  });
});
