import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '#src/api/api-error.ts';
import { createApiClient, TRANSPORT_MESSAGES, type ApiReport } from '#src/api/client.ts';
import { getHoliday } from '#src/api/contract/calendar.ts';
import { defineCall } from '#src/api/contract/define-call.ts';
import { getPortfolio } from '#src/api/contract/portfolio.ts';
import type { Credentials } from '#src/storage/credentials.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { startLoopbackServer } from './loopback-server.ts';

// A POST call shaped like the account calls to come.
const signIn = defineCall({
  method: 'POST',
  path: '/dolphin-customer/sign-in',
  request: v.object({ email: v.string(), password: v.string() }),
  response: v.object({ accessToken: v.string() }),
  authenticated: false,
});

let server: Awaited<ReturnType<typeof startLoopbackServer>>;
let reports: ApiReport[];
let credentials: Credentials;
const client = () => createApiClient({ baseUrl: server.origin, credentials: () => credentials, report: (r) => reports.push(r) });
const envelope = (code: number, message: string, data: unknown = null) => ({ json: { code, message, data } });

beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  reports = [];
  credentials = { accessToken: null, userCredential: null };
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('GET sends the request as query params and gives the parsed data', async () => {
    server.answerWith(() => envelope(1, 'Success', PORTFOLIO_118));
    const portfolio = await client()(getPortfolio, { portfolioId: 118 });
    expect(portfolio).toEqual(PORTFOLIO_118);
    expect(server.received).toMatchObject([{ method: 'GET', url: '/dolphin-config/get-portfolio?portfolioId=118', body: '' }]);
  });

  it('POST sends the request as a JSON body', async () => {
    server.answerWith(() => envelope(1, 'Success', { accessToken: 't-1' }));
    expect(await client()(signIn, { email: 'ana@example.com', password: 'Secret123' })).toEqual({ accessToken: 't-1' });
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/dolphin-customer/sign-in');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({ email: 'ana@example.com', password: 'Secret123' });
  });

  it('adds Access-Token and User-Credential when present, and only then', async () => {
    server.answerWith(() => envelope(1, 'Success', []));
    await client()(getHoliday, {});
    credentials = { accessToken: 'token-abc', userCredential: 'cred-xyz' };
    await client()(getHoliday, {});
    expect(server.received[0]?.headers['access-token']).toBeUndefined();
    expect(server.received[0]?.headers['user-credential']).toBeUndefined();
    expect(server.received[1]?.headers['access-token']).toBe('token-abc');
    expect(server.received[1]?.headers['user-credential']).toBe('cred-xyz');
  });
});

describe('answers', () => {
  it('gives a business error the whole body and tells the app nothing', async () => {
    server.answerWith(() => envelope(-83131201, 'This portfolio is no longer originating new loans', { portfolioId: 110 }));
    const error = await failure(client()(getHoliday, {}));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(-83131201);
    expect(error.message).toBe('This portfolio is no longer originating new loans');
    expect(error.body).toEqual({ code: -83131201, message: 'This portfolio is no longer originating new loans', data: { portfolioId: 110 } });
    expect(reports).toEqual([]);
  });

  it('reports -92020043 (loan status invalid) to the app and fails the call', async () => {
    server.answerWith(() => envelope(-92020043, 'This link is no longer valid.'));
    const error = await failure(client()(getHoliday, {}));
    expect(error.code).toBe(-92020043);
    expect(reports).toEqual([{ type: 'api.loanStatusInvalid', code: -92020043 }]);
  });

  it.each([-82030001, -82030002])('reports %i as sign-in required', async (code) => {
    server.answerWith(() => envelope(code, 'Please sign in.'));
    await failure(client()(getHoliday, {}));
    expect(reports).toEqual([{ type: 'api.signInRequired', code }]);
  });

  it('treats an HTTP status other than 200 as a failure shown to the visitor, with the server message', async () => {
    server.answerWith(() => ({ status: 429, ...envelope(-10429, 'Too many requests. Please wait a moment and try again.') }));
    const error = await failure(client()(getHoliday, {}));
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'Too many requests. Please wait a moment and try again.' });
    expect(reports).toEqual([{ type: 'api.transportFailed', message: 'Too many requests. Please wait a moment and try again.' }]);
  });

  it('uses the generic message when a non-200 answer is not an envelope', async () => {
    server.answerWith(() => ({ status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' }));
    const error = await failure(client()(getHoliday, {}));
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'Something went wrong on our side. Please try again.' });
    expect(reports).toEqual([{ type: 'api.transportFailed', message: TRANSPORT_MESSAGES.http }]);
  });

  it('refuses a 200 answer whose data does not fit the contract', async () => {
    server.answerWith(() => envelope(1, 'Success', [{ holidayTimeStr: '12/25/2026' }]));
    const error = await failure(client()(getHoliday, {}));
    expect(error.kind).toBe('invalid-response');
    expect(reports).toEqual([{ type: 'api.transportFailed', message: 'We received an answer we could not read. Please try again.' }]);
  });

  it('refuses a 200 answer that is not an envelope', async () => {
    server.answerWith(() => ({ text: 'ok' }));
    expect((await failure(client()(getHoliday, {}))).kind).toBe('invalid-response');
  });
});

describe('transport', () => {
  it('reports a network failure and fails the call', async () => {
    const closed = await startLoopbackServer();
    await closed.close();
    const offline = createApiClient({ baseUrl: closed.origin, report: (r) => reports.push(r) });
    const error = await failure(offline(getHoliday, {}));
    expect(error.kind).toBe('network');
    expect(reports).toEqual([{ type: 'api.transportFailed', message: 'We could not reach our servers. Please check your connection and try again.' }]);
  });

  it('says nothing when the caller aborts', async () => {
    server.answerWith(() => envelope(1, 'Success', []));
    const controller = new AbortController();
    controller.abort();
    await expect(client()(getHoliday, {}, { signal: controller.signal })).rejects.toThrow();
    expect(reports).toEqual([]);
  });
});
