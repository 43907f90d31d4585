// The whole list of spec section 7 (issue 16): every one of its 65 calls is registered with a contract call,
// answers a clear envelope error on a malformed or empty request, and refuses a missing token where the call
// is authenticated. The table is copied from the spec once; the calls not answered yet are named below and the
// test fails when one of them becomes answered, so the list only shrinks.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '#src/api/contract/envelope.ts';
import { PREFIX } from '#src/api/contract/prefixes.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { contractCallAt } from '#server/http/contract-calls.ts';
import { authHeaders, signUp } from '../support/accounts.ts';
import { build } from '../helper.ts';

type Access = 'public' | 'signed-in';

/** Spec section 7, in its order: prefix, method, path; and who may call it (the spec does not say: decided per call). */
const SPEC_CALLS: ReadonlyArray<readonly [prefix: keyof typeof PREFIX, method: 'GET' | 'POST', path: string, access: Access]> = [
  ['infrastructure', 'GET', 'get-portfolio-program', 'public'],
  ['infrastructure', 'POST', 'save-behavior-record', 'public'],
  ['infrastructure', 'POST', 'parse-path-resource', 'public'],

  ['online', 'POST', 'portfolioId/get', 'public'],
  ['online', 'POST', 'identity/authenticate', 'public'],
  ['online', 'GET', 'loan/get-personal-info', 'signed-in'],
  ['online', 'POST', 'loan/check-collection-status', 'signed-in'],
  ['online', 'POST', 'loan/compare-transaction-fee', 'signed-in'],
  ['online', 'GET', 'loan/get-payment-option', 'signed-in'],
  ['online', 'GET', 'parse-path-resource', 'public'],
  ['online', 'GET', 'parse-returning-resource', 'public'],
  ['online', 'GET', 'parse-complete-resource', 'public'],
  ['online', 'GET', 'parse-signature-resource', 'public'],
  ['online', 'GET', 'list-section', 'signed-in'],
  ['online', 'GET', 'check-black-list', 'signed-in'],
  ['online', 'POST', 'calculate-qualified-amount', 'signed-in'],
  ['online', 'GET', 'get-bank-info', 'signed-in'],
  ['online', 'POST', 'save-payment-option', 'signed-in'],
  ['online', 'GET', 'get-provider', 'signed-in'],
  ['online', 'POST', 'create-request-code', 'signed-in'],
  ['online', 'GET', 'get-request-status', 'signed-in'],
  ['online', 'GET', 'get-request-details', 'signed-in'],
  ['online', 'POST', 'calculate-payment-schedule', 'signed-in'],
  ['online', 'GET', 'payment-detail', 'signed-in'],
  ['online', 'POST', 'send-loan-agreement', 'signed-in'],
  ['online', 'POST', 'paper-check', 'signed-in'],
  ['online', 'GET', 'get-personal', 'signed-in'],
  ['online', 'GET', 'check-consent-status', 'signed-in'],
  ['online', 'POST', 'batch-save-consent-status', 'signed-in'],
  ['online', 'POST', 'get-simulated-data', 'public'],
  ['online', 'GET', 'check-coupon', 'public'],
  ['online', 'POST', 'upload-bank-statement', 'signed-in'],
  ['online', 'GET', 'check-risk-info', 'signed-in'],
  ['online', 'POST', 'record-business-data', 'signed-in'],

  ['customer', 'POST', 'sign-in', 'public'],
  ['customer', 'POST', 'send-create-account-email', 'public'],
  ['customer', 'POST', 'create-account', 'public'],
  ['customer', 'GET', 'parse-link-resource', 'public'],
  ['customer', 'POST', 'send-forgot-password-email', 'public'],
  ['customer', 'POST', 'reset-password', 'public'],
  ['customer', 'POST', 'change-password', 'signed-in'],
  ['customer', 'POST', 'verify-login-code', 'public'],
  ['customer', 'POST', 'resend-verification-code', 'public'],

  ['loan', 'POST', 'attach-loan', 'signed-in'],
  ['loan', 'GET', 'list-disbursement-loan', 'signed-in'],
  ['loan', 'GET', 'list-repayment-loan', 'signed-in'],

  ['assistant', 'GET', 'countdown-same-day', 'public'],
  ['assistant', 'GET', 'available-date', 'signed-in'],
  ['assistant', 'GET', 'get-default-disbursement-date', 'signed-in'],
  ['assistant', 'GET', 'get-holiday', 'public'],
  ['assistant', 'GET', 'date-format', 'public'],
  ['assistant', 'GET', 'get-next-business-day', 'public'],
  ['assistant', 'GET', 'get-future-date', 'public'],
  ['assistant', 'GET', 'portfolio/get', 'public'],
  ['assistant', 'GET', 'get-bank-info', 'public'],
  ['assistant', 'GET', 'get-portfolio-by-domain', 'public'],

  ['multiInstallment', 'POST', 'pay-off-in-n', 'signed-in'],
  ['multiInstallment', 'POST', 'pay-fixed-amount', 'signed-in'],
  ['multiInstallment', 'POST', 'pay-off', 'signed-in'],

  ['config', 'GET', 'get-portfolio', 'public'],
  ['config', 'GET', 'date-format', 'public'],
  ['config', 'GET', 'list-portfolio', 'public'],
  ['config', 'GET', 'get-domain-value', 'public'],
  ['config', 'GET', 'get-form', 'public'],
  ['config', 'GET', 'get-consent-template', 'public'],
];

/**
 * Calls of the spec the server does not answer yet (issue 16). Shrinks only: the test fails when one of
 * them is registered, so whoever answers it takes it off this list.
 */
const NOT_YET_ANSWERED: ReadonlySet<string> = new Set([]);

const CALLS = SPEC_CALLS.map(([prefix, method, path, access]) => ({
  method,
  path: `${PREFIX[prefix]}/${path}`,
  access,
  key: `${method} ${PREFIX[prefix]}/${path}`,
}));
const ANSWERED = CALLS.filter((call) => !NOT_YET_ANSWERED.has(call.key));

function envelopeOf(reply: LightMyRequestResponse) {
  const parsed = v.safeParse(envelopeSchema, reply.json());
  expect(parsed.success, `${reply.statusCode} ${reply.body}`).toBe(true);
  return parsed.output as v.InferOutput<typeof envelopeSchema>;
}

function send(app: FastifyInstance, call: { method: 'GET' | 'POST'; path: string }, body: string | undefined, headers: Record<string, string> = {}) {
  return call.method === 'GET'
    ? app.inject({ method: 'GET', url: call.path, headers })
    : app.inject({ method: 'POST', url: call.path, payload: body, headers: { 'content-type': 'application/json', ...headers } });
}

describe('spec section 7, the whole list', () => {
  it('has the 65 calls of the spec, each once', () => {
    expect(CALLS).toHaveLength(65);
    expect(new Set(CALLS.map((call) => call.key)).size).toBe(65);
    for (const key of NOT_YET_ANSWERED)
      expect(
        CALLS.map((call) => call.key),
        `${key} is not a call of the spec`,
      ).toContain(key);
  });

  it('registers every answered call with a contract call of the same access, and none of the calls not yet answered', async () => {
    const app = await build();
    for (const call of CALLS) {
      const registered = app.hasRoute({ method: call.method, url: call.path });
      if (NOT_YET_ANSWERED.has(call.key)) {
        expect(registered, `${call.key} is answered now: take it off NOT_YET_ANSWERED`).toBe(false);
        continue;
      }
      expect(registered, `${call.key} is not registered`).toBe(true);
      const contract = contractCallAt(call.method, call.path);
      expect(contract, `${call.key} has no contract call`).toBeDefined();
      expect(contract!.authenticated, `${call.key} access`).toBe(call.access === 'signed-in');
    }
  });

  it('refuses a missing token on every signed-in call with -82030001, before reading the body', async () => {
    const app = await build();
    for (const call of ANSWERED.filter((each) => each.access === 'signed-in')) {
      const reply = await send(app, call, '{"broken":');
      expect(reply.statusCode, call.key).toBe(200);
      expect(envelopeOf(reply), call.key).toEqual({ code: RESULT.noIdentity.code, message: RESULT.noIdentity.message, data: null });
    }
  });

  it('answers a malformed body with 400 -10400 on every POST, and an empty request with a field-naming -10400 where the call needs input', async () => {
    const app = await build();
    const headers = authHeaders(await signUp(app, 'whole-list@example.com'));
    for (const call of ANSWERED) {
      const contract = contractCallAt(call.method, call.path)!;
      const needsInput = !v.safeParse(contract.request, {}).success;
      if (call.method === 'POST') {
        const malformed = await send(app, call, '{"broken":', headers);
        expect(malformed.statusCode, call.key).toBe(400);
        expect(envelopeOf(malformed), call.key).toEqual({ code: RESULT.badRequest.code, message: 'The request body is not valid JSON.', data: null });
      }
      const empty = await send(app, call, '{}', headers);
      const body = envelopeOf(empty);
      if (needsInput) {
        expect(empty.statusCode, call.key).toBe(400);
        expect(body.code, call.key).toBe(RESULT.badRequest.code);
        expect(body.message, call.key).toMatch(/^The request is not valid: \S+ (is required|must be a number|is not valid)/);
      } else {
        // Nothing to send (get-holiday, list-section...): answered in the envelope, success or a business refusal.
        expect([200, 429], `${call.key} ${empty.body}`).toContain(empty.statusCode);
        expect(body.message, call.key).not.toBe('');
      }
    }
  });
});
