// The four verification calls: answers, each refusal, bad input (nothing written), and another customer's
// request refused for every call that takes a request code.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRequestCode, getProvider, getRequestDetails, getRequestStatus } from '#src/api/contract/ibv.ts';
import { hashRequestCode } from '#server/ibv/request-code.ts';
import { application, ibvRequest, portfolio } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { call, ok, signUp } from '../support/accounts.ts';
import { borrowerWithApplication, open, startVerification, submit } from './support.ts';

const requestRows = async (app: Awaited<ReturnType<typeof build>>) => app.database.orm.select().from(ibvRequest);

describe('get-provider', () => {
  it('answers both sandbox providers for both portfolios', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const expected = {
      providers: [
        { provider: 10000, name: 'Tallyway Sandbox', description: 'Sign in to your bank and confirm with a one-time code. About 2 minutes.' },
        { provider: 20000, name: 'Quillbank Connect Sandbox', description: 'Sign in to your bank and answer your security question. About 2 minutes.' },
      ],
    };
    expect(await ok(app, getProvider, { portfolioId: 118 }, borrower.headers)).toEqual(expected);
    expect(await ok(app, getProvider, { portfolioId: '110' }, borrower.headers)).toEqual(expected);
  });

  it('refuses an unknown portfolio, a missing one, and a visitor who is not signed in', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    expect((await call(app, getProvider, { portfolioId: 999 }, borrower.headers)).json()).toEqual({
      code: -10601,
      message: 'This site is not set up for any lender.',
      data: null,
    });
    const missing = await call(app, getProvider, {}, borrower.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The request is not valid: portfolioId is required.');
    expect((await call(app, getProvider, { portfolioId: 118 })).json().code).toBe(-82030001);
  });
});

describe('create-request-code', () => {
  it('opens a verification: a 43-character code kept only as its hash, the provider page, 30 minutes', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const created = await startVerification(app, borrower, 10000);
    expect(created.requestCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toEqual({
      requestCode: created.requestCode,
      provider: 10000,
      providerUrl: `/sandbox-ibv/10000/${created.requestCode}/bank`,
      expiresAt: '2026-03-16T16:30:00.000Z',
    });
    const [row] = await requestRows(app);
    expect(row).toMatchObject({ requestCodeHash: hashRequestCode(created.requestCode), applicationId: borrower.applicationId, provider: 10000, status: 0 });
    expect(JSON.stringify(row)).not.toContain(created.requestCode);
    const second = await startVerification(app, borrower, 10000);
    expect(second.requestCode).not.toBe(created.requestCode);
  });

  it('refuses without an open application, and before the bank section is complete', async () => {
    const app = await build();
    const session = await signUp(app, 'no-application@example.com');
    const headers = { 'access-token': session.accessToken, 'user-credential': session.userCredential };
    expect((await call(app, createRequestCode, { provider: 10000 }, headers)).json()).toEqual({
      code: -10901,
      message: 'Please start your application before verifying your bank account.',
      data: null,
    });
    const noBank = await borrowerWithApplication(app, 'no-bank@example.com', { bankComplete: false });
    expect((await call(app, createRequestCode, { provider: 20000 }, noBank.headers)).json()).toEqual({
      code: -10902,
      message: 'Please add your bank account details before verifying your bank account.',
      data: null,
    });
    expect(await requestRows(app)).toEqual([]);
  });

  it('refuses -10807 while the application is under review (pending) or refused (unavailable)', async () => {
    const app = await build();
    for (const status of ['pending', 'unavailable'] as const) {
      const borrower = await borrowerWithApplication(app, `${status}@example.com`);
      await app.database.orm.update(application).set({ status }).where(eq(application.id, borrower.applicationId));
      expect((await call(app, createRequestCode, { provider: 10000 }, borrower.headers)).json()).toEqual({
        code: -10807,
        message: 'Your application is being reviewed and can no longer be changed. Please call us if something is wrong.',
        data: null,
      });
    }
    expect(await requestRows(app)).toEqual([]);
  });

  it('answers -83131201 on a portfolio that no longer originates while the other still does', async () => {
    const app = await build();
    await app.database.orm.update(portfolio).set({ originating: false }).where(eq(portfolio.id, 110));
    const goldcrest = await borrowerWithApplication(app, 'gold@example.com', { portfolioId: 110 });
    const bluepeak = await borrowerWithApplication(app, 'blue@example.com', { portfolioId: 118 });
    expect((await call(app, createRequestCode, { provider: 10000 }, goldcrest.headers)).json()).toEqual({
      code: -83131201,
      message: 'This portfolio is no longer originating new loans',
      data: null,
    });
    expect((await startVerification(app, bluepeak, 10000)).provider).toBe(10000);
    expect(await requestRows(app)).toHaveLength(1);
  });

  it('refuses a provider we do not know, a wrong platform, and a visitor who is not signed in; nothing written', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const unknown = await call(app, createRequestCode, { provider: 30000 }, borrower.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The request is not valid: provider is not valid: Please choose a verification provider.');
    expect((await call(app, createRequestCode, { provider: 10000, platform: 2 }, borrower.headers)).statusCode).toBe(400);
    expect((await call(app, createRequestCode, { provider: 10000 })).json().code).toBe(-82030001);
    expect(await requestRows(app)).toEqual([]);
  });
});

describe('get-request-status and get-request-details', () => {
  it("reach only the signed-in customer's own requests", async () => {
    const app = await build();
    const maria = await borrowerWithApplication(app, 'maria@example.com');
    const omar = await borrowerWithApplication(app, 'omar@example.com');
    const { requestCode, providerUrl } = await startVerification(app, maria, 10000);
    // Maria finishes: even a successful request stays hers alone.
    await open(app, providerUrl);
    const login = await submit(app, providerUrl, { institutionId: 'first-sandbox-bank' });
    const mfa = await submit(app, login.location!, { username: 'payroll_biweekly', password: 'sandbox-pass' });
    const accounts = await submit(app, mfa.location!, { code: '123456' });
    await submit(app, accounts.location!, { accountId: 'chk-1' });
    expect((await ok<{ status: number }>(app, getRequestStatus, { requestCode }, maria.headers)).status).toBe(100);

    const notFound = { code: -10903, message: 'We could not find this bank verification. Please start it again.', data: null };
    expect((await call(app, getRequestStatus, { requestCode }, omar.headers)).json()).toEqual(notFound);
    expect((await call(app, getRequestDetails, { requestCode }, omar.headers)).json()).toEqual(notFound);
    expect((await call(app, getRequestStatus, { requestCode: 'B'.repeat(43) }, maria.headers)).json()).toEqual(notFound);
    expect((await call(app, getRequestStatus, { requestCode })).json().code).toBe(-82030001);
    expect((await call(app, getRequestDetails, { requestCode })).json().code).toBe(-82030001);
  });

  it('answers a new request as not started, refuses its details, and refuses malformed codes with 400', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode } = await startVerification(app, borrower, 20000);
    expect(await ok(app, getRequestStatus, { requestCode }, borrower.headers)).toEqual({
      requestCode,
      provider: 20000,
      status: 0,
      message: 'You have not started verifying your bank account yet.',
      canRetry: true,
      canUseAnotherProvider: true,
      canUploadStatement: true,
      noIbvSituation: null,
      // Nothing found before a report (issue 18).
      found: null,
    });
    expect((await call(app, getRequestDetails, { requestCode }, borrower.headers)).json()).toEqual({
      code: -10904,
      message: 'Your bank verification is not finished yet.',
      data: null,
    });
    const malformed = await call(app, getRequestStatus, { requestCode: 'not a code!' }, borrower.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request is not valid: requestCode is not valid: Request code is not valid.');
    expect((await call(app, getRequestDetails, {}, borrower.headers)).statusCode).toBe(400);
  });
});
