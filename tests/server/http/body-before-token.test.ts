// Issue 17, finding 2: a body is read only for a caller allowed to send it. Authenticated calls check the
// token before the body is parsed; calls made before signing in take small bodies only.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { recordBusinessData, uploadBankStatement } from '#src/api/contract/application.ts';
import { signIn } from '#src/api/contract/customer.ts';
import type { CallRouting } from '#server/http/register-call.ts';
import { build } from '../helper.ts';
import { authHeaders, DEVICE, signUp, STRONG_PASSWORD } from '../support/accounts.ts';

/** Counts the JSON bodies the app parses: the default parser, wrapped. */
function countParsedBodies(routing: CallRouting, parsed: { count: number }): void {
  const { app } = routing;
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parsed.count += 1;
    parse(request, body.toString(), done);
  });
}

async function appCountingBodies(): Promise<{ app: FastifyInstance; parsed: { count: number } }> {
  const parsed = { count: 0 };
  const app = await build({}, { extend: (routing) => countParsedBodies(routing, parsed) });
  return { app, parsed };
}

const json = { 'content-type': 'application/json' };
/** 1 MB of statement, well under the upload's own body limit: only the missing token can stop it. */
const bigUpload = JSON.stringify({ fileName: 'statement.pdf', contentType: 'application/pdf', contentBase64: 'A'.repeat(1024 * 1024) });

describe('an authenticated call checks the token before reading the body', () => {
  it('refuses a request without a token (-82030001) with the body never parsed', async () => {
    const { app, parsed } = await appCountingBodies();
    const reply = await app.inject({ method: 'POST', url: uploadBankStatement.path, headers: json, payload: bigUpload });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: -82030001, message: 'Please sign in to continue.', data: null });
    expect(parsed.count).toBe(0);
  });

  it('refuses an outdated token (-82030002) with the body never parsed', async () => {
    const { app, parsed } = await appCountingBodies();
    const headers = { ...json, 'access-token': 'a'.repeat(43), 'user-credential': '00000000-0000-4000-8000-000000000000' };
    const reply = await app.inject({
      method: 'POST',
      url: recordBusinessData.path,
      headers,
      payload: { section: 'personal', answers: {}, resumeStep: 'employment' },
    });
    expect(reply.json()).toEqual({ code: -82030002, message: 'Your session has expired. Please sign in again.', data: null });
    expect(parsed.count).toBe(0);
  });

  it('reads the body of a signed-in borrower as before', async () => {
    const { app, parsed } = await appCountingBodies();
    const headers = { ...json, ...authHeaders(await signUp(app, 'ada@example.com')) };
    const before = parsed.count;
    const reply = await app.inject({
      method: 'POST',
      url: recordBusinessData.path,
      headers,
      payload: { section: 'personal', answers: {}, resumeStep: 'employment' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe(-10400);
    expect(parsed.count).toBe(before + 1);
  });
});

describe('body limits by who may call', () => {
  it('a call made before signing in takes at most 16 KB (413 -10413 past it)', async () => {
    const app = await build();
    const padded = { email: 'ada@example.com', password: STRONG_PASSWORD, portfolioId: 118, deviceId: DEVICE, padding: 'x'.repeat(16 * 1024) };
    const reply = await app.inject({ method: 'POST', url: signIn.path, headers: json, payload: padded });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ code: -10413, message: 'The request is too large.', data: null });
    // Under the limit the same call is answered as always.
    const small = await app.inject({ method: 'POST', url: signIn.path, headers: json, payload: { ...padded, padding: 'x'.repeat(15 * 1024) } });
    expect(small.statusCode).toBe(200);
    expect(small.json().code).toBe(-10701);
  });

  it("an authenticated call keeps the server's default limit", async () => {
    const app = await build();
    const headers = { ...json, ...authHeaders(await signUp(app, 'ada@example.com')) };
    const payload = { section: 'personal', answers: {}, resumeStep: 'employment', padding: 'x'.repeat(64 * 1024) };
    const reply = await app.inject({ method: 'POST', url: recordBusinessData.path, headers, payload });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe(-10400);
    const over = await app.inject({ method: 'POST', url: recordBusinessData.path, headers, payload: { ...payload, padding: 'x'.repeat(100 * 1024) } });
    expect(over.statusCode).toBe(413);
  });
});
