// Every sandbox outcome driven through the provider pages as a browser would (GET a page, POST its form,
// follow the redirect), then read back through get-request-status / get-request-details.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestCode, getRequestDetails, getRequestStatus, type IbvStatusAnswer } from '#src/api/contract/ibv.ts';
import { bankAccount, ibvReport, ibvRequest } from '#server/db/schema.ts';
import { hashRequestCode } from '#server/ibv/request-code.ts';
import { build, manualClock } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';
import { applicationRow, borrowerWithApplication, fieldError, heading, open, startVerification, submit, type Borrower, type Page } from './support.ts';

type Details = {
  institutionName: string;
  accounts: Array<{
    accountId: string;
    name: string;
    accountMasked: string;
    matchesApplication: boolean;
    selected: boolean;
    balanceCents: number;
    accountType: number;
  }>;
  income: { monthlyIncomeCents: number; payrollFrequency: number | null; lastPayday: string | null; depositsCount: number };
};

const status = (app: FastifyInstance, borrower: Borrower, requestCode: string) => ok<IbvStatusAnswer>(app, getRequestStatus, { requestCode }, borrower.headers);
const details = (app: FastifyInstance, borrower: Borrower, requestCode: string) => ok<Details>(app, getRequestDetails, { requestCode }, borrower.headers);

/** Opens the provider, picks a bank and signs in: answers the page after the sign-in form. */
async function signIn(app: FastifyInstance, providerUrl: string, username: string, password = 'sandbox-pass', bank = 'first-sandbox-bank'): Promise<Page> {
  const first = await open(app, providerUrl);
  expect(heading(first)).toBe('Select your bank');
  const login = await submit(app, providerUrl, { institutionId: bank });
  expect(login.status).toBe(200);
  return submit(app, login.location!, { username, password });
}

/** Sign-in, second factor, first eligible account: a successful user's whole visit. */
async function connect(app: FastifyInstance, provider: 10000 | 20000, providerUrl: string, username: string, bank = 'first-sandbox-bank'): Promise<Page> {
  const mfa = await signIn(app, providerUrl, username, 'sandbox-pass', bank);
  const accounts = await submit(app, mfa.location!, provider === 10000 ? { code: '123456' } : { answer: ' springfield ' });
  expect(heading(accounts)).toBe('Choose an account to share');
  return submit(app, accounts.location!, { accountId: 'chk-1' });
}

describe('successful verifications', () => {
  it('provider 10000: bank search, sign-in, one-time code, account choice; the report, income and the application marked', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 10000);
    expect((await status(app, borrower, requestCode)).status).toBe(0);

    const first = await open(app, providerUrl);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Tallyway Sandbox');
    expect(first.html).toContain('Sandbox: test data only, no real bank is contacted');
    expect(first.html).toContain(`<a href="/guidance/ibv/${requestCode}">Cancel and return to Bluepeak Loans</a>`);
    expect(first.html).toContain('<summary>Sandbox test credentials</summary>');
    expect(first.html.match(/<h1>/g)).toHaveLength(1);
    expect(first.html).not.toMatch(/<script/i);
    expect(first.response.headers['content-security-policy']).toContain("script-src 'self'");
    const opened = await status(app, borrower, requestCode);
    expect(opened.status).toBe(1);
    expect(opened.message).toBe(
      'You left the verification before it was finished. You can try again, use the other verification service, or upload a bank statement instead.',
    );

    const search = await open(app, `${providerUrl}?q=harbor`);
    expect(search.html).toContain('Harbor Sandbox Credit Union');
    expect(search.html).not.toContain('>First Sandbox Bank<');
    expect((await open(app, `${providerUrl}?q=nowhere`)).html).toContain('No bank matches “nowhere”.');

    const mfa = await signIn(app, providerUrl, 'payroll_biweekly');
    expect(heading(mfa)).toBe('Enter your one-time code');
    expect(mfa.html).toContain('<label for="code">One-time code</label>');
    const accounts = await submit(app, mfa.location!, { code: '123456' });
    expect(heading(accounts)).toBe('Choose an account to share');
    expect(accounts.html).toContain('Everyday Checking ending 3456');
    expect(accounts.html).toMatch(/id="account-sav-1" name="accountId" value="sav-1" disabled/);
    const verified = await status(app, borrower, requestCode);
    expect(verified.status).toBe(3);
    expect(verified.message).toBe(
      'You signed in to your bank but did not choose an account. You can try again, use the other verification service, or upload a bank statement instead.',
    );

    const done = await submit(app, accounts.location!, { accountId: 'chk-1' });
    expect(done.location).toBe(`/guidance/ibv/${requestCode}`);
    expect(await status(app, borrower, requestCode)).toEqual({
      requestCode,
      provider: 10000,
      status: 100,
      message: 'Your bank account is verified. Thank you!',
      canRetry: false,
      canUseAnotherProvider: false,
      canUploadStatement: false,
      noIbvSituation: null,
      found: expect.objectContaining({ payAmountCents: 115_000, payrollFrequency: 17000, payerName: 'ACME LOGISTICS' }),
    });

    const report = await details(app, borrower, requestCode);
    expect(report.institutionName).toBe('First Sandbox Bank');
    expect(report.accounts).toEqual([
      {
        accountId: 'chk-1',
        name: 'Everyday Checking',
        accountType: 3001,
        accountMasked: '*****3456',
        balanceCents: 184_233,
        matchesApplication: true,
        selected: true,
      },
      {
        accountId: 'sav-1',
        name: 'Rainy Day Savings',
        accountType: 3000,
        accountMasked: '*****7654',
        balanceCents: 52_010,
        matchesApplication: false,
        selected: false,
      },
    ]);
    // 7 fortnightly Fridays from 2025-12-19 to 2026-03-13 of $1,150.00: 1,150 x 26 / 12 = $2,491.67.
    expect(report.income).toEqual({ monthlyIncomeCents: 249_167, payrollFrequency: 17000, lastPayday: '2026-03-13', depositsCount: 7 });

    const saved = await applicationRow(app, borrower.applicationId);
    const [request] = await app.database.orm.select().from(ibvRequest).where(eq(ibvRequest.applicationId, borrower.applicationId));
    expect(saved.ibvRequestId).toBe(request!.id);
    expect(saved.completedSections).toEqual(['personal', 'employment', 'bank', 'ibv']);
    const [account] = await app.database.orm.select().from(bankAccount).where(eq(bankAccount.id, borrower.bankAccountId!));
    expect(account!.verified).toBe(true);
    const [stored] = await app.database.orm.select().from(ibvReport).where(eq(ibvReport.requestId, request!.id));
    expect(JSON.stringify(stored!.accounts)).not.toContain('4000123456');
    expect(JSON.stringify(stored!.accounts)).not.toContain('011000154');
    expect(stored!.transactions.filter((t) => t.kind === 'payroll')).toHaveLength(7);
    expect(stored!.transactions.some((t) => t.description === 'TRANSFER FROM SAVINGS')).toBe(true);

    const again = await open(app, providerUrl);
    expect(again.status).toBe(410);
    expect(heading(again)).toBe('This verification is finished');
  });

  it('provider 20000: security question; an account at another bank does not match the application and is not marked verified', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 20000);
    expect(providerUrl).toBe(`/sandbox-ibv/20000/${requestCode}/bank`);
    const first = await open(app, providerUrl);
    expect(first.html).toContain('Quillbank Connect Sandbox');
    const login = await submit(app, providerUrl, { institutionId: 'harbor-sandbox-credit-union' });
    expect(heading(login)).toBe('Sign in to Harbor Sandbox Credit Union');
    expect(login.html).toContain('<label for="username">Online banking ID</label>');
    const mfa = await submit(app, login.location!, { username: 'payroll_weekly', password: 'sandbox-pass' });
    expect(heading(mfa)).toBe('Answer your security question');
    expect(mfa.html).toContain('<label for="answer">In what city was your first job?</label>');
    const accounts = await submit(app, mfa.location!, { answer: 'SPRINGFIELD' });
    const done = await submit(app, accounts.location!, { accountId: 'chk-1' });
    expect(done.location).toBe(`/guidance/ibv/${requestCode}`);

    const report = await details(app, borrower, requestCode);
    expect(report.institutionName).toBe('Harbor Sandbox Credit Union');
    expect(report.accounts.map((a) => a.matchesApplication)).toEqual([false, false]);
    // 13 Fridays of $575.00: 575 x 52 / 12 = $2,491.67.
    expect(report.income).toEqual({ monthlyIncomeCents: 249_167, payrollFrequency: 17003, lastPayday: '2026-03-13', depositsCount: 13 });
    const [account] = await app.database.orm.select().from(bankAccount).where(eq(bankAccount.id, borrower.bankAccountId!));
    expect(account!.verified).toBe(false);
    expect((await applicationRow(app, borrower.applicationId)).completedSections).toContain('ibv');
  });

  it.each([
    // 15th and last day, moved back off weekends: 2025-12-31, 01-15, 01-30, 02-13, 02-27, 03-13; 1,240 x 24 / 12.
    ['payroll_semimonthly', { monthlyIncomeCents: 248_000, payrollFrequency: 17002, lastPayday: '2026-03-13', depositsCount: 6 }],
    // Last day, moved back: 2025-12-31, 2026-01-30, 2026-02-27.
    ['payroll_monthly', { monthlyIncomeCents: 265_000, payrollFrequency: 17001, lastPayday: '2026-02-27', depositsCount: 3 }],
    // $310.00 fortnightly: 310 x 26 / 12 = $671.67.
    ['low_income', { monthlyIncomeCents: 67_167, payrollFrequency: 17000, lastPayday: '2026-03-13', depositsCount: 7 }],
  ])('%s: the income read from its deposits', async (username, income) => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 10000);
    await connect(app, 10000, providerUrl, username);
    expect((await details(app, borrower, requestCode)).income).toEqual(income);
  });

  it('report_pending: status 20 until the report is built 5 seconds later by the clock, details refused until then', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 20000);
    const done = await connect(app, 20000, providerUrl, 'report_pending');
    expect(done.location).toBe(`/guidance/ibv/${requestCode}`);
    const pending = await status(app, borrower, requestCode);
    expect(pending).toMatchObject({
      status: 20,
      message: 'Your bank is connected. We are reading your account details now; this usually takes a few seconds.',
      canRetry: false,
      canUploadStatement: false,
    });
    expect((await call(app, getRequestDetails, { requestCode }, borrower.headers)).json()).toEqual({
      code: -10904,
      message: 'Your bank verification is not finished yet.',
      data: null,
    });
    expect((await applicationRow(app, borrower.applicationId)).ibvRequestId).toBeNull();
    expect((await open(app, providerUrl)).status).toBe(410);

    clock.advance(4_999);
    expect((await status(app, borrower, requestCode)).status).toBe(20);
    clock.advance(1);
    expect((await status(app, borrower, requestCode)).status).toBe(100);
    expect((await details(app, borrower, requestCode)).income.monthlyIncomeCents).toBe(249_167);
    expect((await applicationRow(app, borrower.applicationId)).completedSections).toContain('ibv');
  });

  it('report_pending takes SANDBOX_REPORT_DELAY_MS when the server is configured so', async () => {
    const clock = manualClock();
    const app = await build({ clock, sandboxReportDelayMs: 15_000 });
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 10000);
    await connect(app, 10000, providerUrl, 'report_pending');
    clock.advance(14_999);
    expect((await status(app, borrower, requestCode)).status).toBe(20);
    clock.advance(1);
    expect((await status(app, borrower, requestCode)).status).toBe(100);
  });
});

describe('an account without regular pay (no-IBV situation 204)', () => {
  const NOT_QUALIFIED =
    'We connected to your bank account, but it shows no regular pay deposits in the last 90 days, so we cannot use it to qualify your application. Verify the account your pay goes into, or upload a bank statement that shows your pay.';

  it.each([10000, 20000] as const)(
    'provider %i, no_income: status 100 with 204 and its ways on; the report is kept, the application is not verified by it',
    async (provider) => {
      const app = await build();
      const borrower = await borrowerWithApplication(app, 'maria@example.com');
      const { requestCode, providerUrl } = await startVerification(app, borrower, provider);
      const done = await connect(app, provider, providerUrl, 'no_income');
      expect(done.location).toBe(`/guidance/ibv/${requestCode}`);
      expect(await status(app, borrower, requestCode)).toEqual({
        requestCode,
        provider,
        status: 100,
        message: NOT_QUALIFIED,
        canRetry: true,
        canUseAnotherProvider: true,
        canUploadStatement: true,
        noIbvSituation: 204,
        found: null,
      });
      // What we found stays readable: the borrower's own account, and no pay in it.
      const report = await details(app, borrower, requestCode);
      expect(report.accounts[0]).toMatchObject({ accountId: 'chk-1', matchesApplication: true, selected: true });
      expect(report.income).toEqual({ monthlyIncomeCents: 0, payrollFrequency: null, lastPayday: null, depositsCount: 0 });

      const saved = await applicationRow(app, borrower.applicationId);
      expect(saved).toMatchObject({ noIbvSituation: 204, ibvRequestId: null, completedSections: ['personal', 'employment', 'bank'] });
      const [account] = await app.database.orm.select().from(bankAccount).where(eq(bankAccount.id, borrower.bankAccountId!));
      expect(account!.verified).toBe(false);
      const [request] = await app.database.orm.select().from(ibvRequest).where(eq(ibvRequest.applicationId, borrower.applicationId));
      const [stored] = await app.database.orm.select().from(ibvReport).where(eq(ibvReport.requestId, request!.id));
      const deposits = stored!.transactions.filter((t) => Number(t.amountCents) > 0);
      expect(deposits.length).toBeGreaterThan(0);
      expect(deposits.every((t) => t.kind === 'other' && t.description === 'P2P TRANSFER RECEIVED')).toBe(true);
      expect((await open(app, providerUrl)).status).toBe(410);
    },
  );

  it('verifying the account the pay goes into afterwards clears 204 and verifies the application', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const first = await startVerification(app, borrower, 10000);
    await connect(app, 10000, first.providerUrl, 'no_income');
    expect((await status(app, borrower, first.requestCode)).noIbvSituation).toBe(204);
    const second = await startVerification(app, borrower, 20000);
    await connect(app, 20000, second.providerUrl, 'payroll_biweekly');
    expect((await status(app, borrower, second.requestCode)).noIbvSituation).toBeNull();
    const saved = await applicationRow(app, borrower.applicationId);
    const [request] = await app.database.orm
      .select()
      .from(ibvRequest)
      .where(eq(ibvRequest.requestCodeHash, hashRequestCode(second.requestCode)));
    expect(saved).toMatchObject({ noIbvSituation: null, ibvRequestId: request!.id, completedSections: ['personal', 'employment', 'bank', 'ibv'] });
    // Asking again about the first request does not undo the verification.
    expect((await status(app, borrower, first.requestCode)).noIbvSituation).toBe(204);
    expect(await applicationRow(app, borrower.applicationId)).toMatchObject({ noIbvSituation: null, ibvRequestId: request!.id });
  });

  it('once three verifications have failed, an account without pay leaves only the bank statement', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    for (const provider of [10000, 20000] as const) await signIn(app, (await startVerification(app, borrower, provider)).providerUrl, 'account_locked');
    // Opened before the third failure, finished after it.
    const open204 = await startVerification(app, borrower, 10000);
    await signIn(app, (await startVerification(app, borrower, 20000)).providerUrl, 'account_locked');
    await connect(app, 10000, open204.providerUrl, 'no_income');
    expect(await status(app, borrower, open204.requestCode)).toMatchObject({
      status: 100,
      message:
        'We connected to your bank account, but it shows no regular pay deposits in the last 90 days, so we cannot use it to qualify your application. Please upload a recent bank statement of the account your pay goes into, and we will review it.',
      canRetry: false,
      canUseAnotherProvider: false,
      canUploadStatement: true,
      noIbvSituation: 204,
    });
    expect((await applicationRow(app, borrower.applicationId)).noIbvSituation).toBe(204);
  });
});

describe('failures', () => {
  it('a wrong password is refused next to the field with the user name kept, and a retry goes on', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { providerUrl } = await startVerification(app, borrower, 10000);
    const wrong = await signIn(app, providerUrl, 'payroll_biweekly', 'guess');
    expect(heading(wrong)).toBe('Sign in to First Sandbox Bank');
    expect(wrong.html).toContain('<title>Error: Sign in to First Sandbox Bank - Tallyway Sandbox</title>');
    expect(fieldError(wrong, 'username')).toBe('The user name or password is not correct. 2 more wrong tries lock it.');
    expect(wrong.html).toContain('<a href="#username">The user name or password is not correct. 2 more wrong tries lock it.</a>');
    expect(wrong.html).toMatch(
      /id="username" name="username" type="text" autocomplete="off" required value="payroll_biweekly" aria-describedby="username-error" aria-invalid="true" autofocus/,
    );
    // Shown once: a reload shows the clean form.
    expect(fieldError(await open(app, wrong.location!), 'username')).toBeUndefined();
    const empty = await submit(app, wrong.location!, { username: 'payroll_biweekly', password: '' });
    expect(fieldError(empty, 'password')).toBe('Please enter your password.');
    const mfa = await submit(app, wrong.location!, { username: 'payroll_biweekly', password: 'sandbox-pass' });
    expect(heading(mfa)).toBe('Enter your one-time code');
  });

  it('three wrong passwords lock the online account: status -1, back to the lender', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 20000);
    const first = await signIn(app, providerUrl, 'nobody', 'sandbox-pass');
    expect(fieldError(first, 'username')).toBe('The online banking ID or passcode is not correct. 2 more wrong tries lock it.');
    const second = await submit(app, first.location!, { username: 'payroll_weekly', password: 'nope' });
    expect(fieldError(second, 'username')).toBe('The online banking ID or passcode is not correct. 1 more wrong try locks it.');
    const third = await submit(app, first.location!, { username: 'payroll_weekly', password: 'nope' });
    expect(third.location).toBe(`/guidance/ibv/${requestCode}`);
    expect(await status(app, borrower, requestCode)).toEqual({
      requestCode,
      provider: 20000,
      status: -1,
      message:
        'We could not sign in to your bank with those details, and your bank has now paused online sign-in. Check your user name and password with your bank. You can try again, use the other verification service, or upload a bank statement instead.',
      canRetry: true,
      canUseAnotherProvider: true,
      canUploadStatement: true,
      noIbvSituation: null,
      found: null,
    });
  });

  it('a wrong one-time code or security answer is refused inline and can be retried; three end the verification', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { providerUrl } = await startVerification(app, borrower, 10000);
    const mfa = await signIn(app, providerUrl, 'payroll_biweekly');
    const wrong = await submit(app, mfa.location!, { code: '000000' });
    expect(fieldError(wrong, 'code')).toBe('That code is not correct. Check the text message and try again. 2 more wrong tries lock it.');
    expect(heading(await submit(app, mfa.location!, { code: '123456' }))).toBe('Choose an account to share');

    const other = await startVerification(app, borrower, 20000);
    const question = await signIn(app, other.providerUrl, 'payroll_biweekly');
    const wrongAnswer = await submit(app, question.location!, { answer: 'Shelbyville' });
    expect(fieldError(wrongAnswer, 'answer')).toBe('That answer is not correct. Please try again. 2 more wrong tries lock it.');
    await submit(app, question.location!, { answer: 'Shelbyville' });
    const ended = await submit(app, question.location!, { answer: 'Shelbyville' });
    expect(ended.location).toBe(`/guidance/ibv/${other.requestCode}`);
    const answer = await status(app, borrower, other.requestCode);
    expect(answer.status).toBe(-1);
    expect(answer.message).toBe(
      'The security check with your bank was not passed. You can try again, use the other verification service, or upload a bank statement instead.',
    );
  });

  it.each([
    [
      'account_locked',
      -1,
      'Your bank says your online banking is locked. Unlock it with your bank and try again, use another bank, or upload a bank statement instead.',
    ],
    [
      'unexpected_error',
      -3,
      'Something went wrong while verifying your bank account. You can try again, use the other verification service, or upload a bank statement instead.',
    ],
  ])('%s ends at sign-in with status %i', async (username, expected, message) => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 10000);
    const ended = await signIn(app, providerUrl, username);
    expect(ended.location).toBe(`/guidance/ibv/${requestCode}`);
    expect(await status(app, borrower, requestCode)).toMatchObject({
      status: expected,
      message,
      canRetry: true,
      canUseAnotherProvider: true,
      canUploadStatement: true,
      noIbvSituation: null,
    });
  });

  it('Sandbox Down Bank: institution error -2', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 20000);
    await open(app, providerUrl);
    const ended = await submit(app, providerUrl, { institutionId: 'sandbox-down-bank' });
    expect(ended.location).toBe(`/guidance/ibv/${requestCode}`);
    expect(await status(app, borrower, requestCode)).toMatchObject({
      status: -2,
      message: 'Your bank is not answering right now. Please try again later, use the other verification service, or upload a bank statement instead.',
      canUseAnotherProvider: true,
    });
  });

  it('no eligible account: the page says so, returning ends in -1 with no-IBV situation 202', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 10000);
    const mfa = await signIn(app, providerUrl, 'no_checking');
    const accounts = await submit(app, mfa.location!, { code: '123456' });
    expect(heading(accounts)).toBe('No account can be shared');
    expect(accounts.html).toContain('Old Checking (closed) ending 5501<span class="hint">Closed: cannot be used</span>');
    expect(accounts.html).not.toContain('type="radio"');
    expect(accounts.html).toContain('Rainy Day Savings ending 7654<span class="hint">Savings accounts cannot receive a loan</span>');
    const ended = await submit(app, accounts.location!, { none: '1' });
    expect(ended.location).toBe(`/guidance/ibv/${requestCode}`);
    expect(await status(app, borrower, requestCode)).toMatchObject({
      status: -1,
      message: 'We did not find an open checking account at this bank. Verify a checking account at another bank, or upload a bank statement instead.',
      noIbvSituation: 202,
    });
    expect((await applicationRow(app, borrower.applicationId)).noIbvSituation).toBe(202);
  });

  it('a request code expires after 30 minutes: its pages say so and the status is -3 with no-IBV situation 201', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl, expiresAt } = await startVerification(app, borrower, 10000);
    expect(expiresAt).toBe('2026-03-16T16:30:00.000Z');
    await open(app, providerUrl);
    clock.advance(30 * 60_000 - 1);
    expect((await open(app, providerUrl)).status).toBe(200);
    // (asking also keeps the borrower's 30-minute session alive)
    expect((await status(app, borrower, requestCode)).status).toBe(1);
    clock.advance(1);
    const expired = await open(app, providerUrl);
    expect(expired.status).toBe(410);
    expect(heading(expired)).toBe('This verification has expired');
    expect(expired.html).toContain(`<a href="/guidance/ibv/${requestCode}">Return to Bluepeak Loans</a>`);
    expect(await status(app, borrower, requestCode)).toMatchObject({
      status: -3,
      message: 'This verification timed out before it was finished. Please start again, or upload a bank statement instead.',
      noIbvSituation: 201,
    });
  });

  it('after three failed verifications the borrower is told to upload a statement (203) and no new one can start', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    let last = '';
    for (const provider of [10000, 20000, 10000] as const) {
      const { requestCode, providerUrl } = await startVerification(app, borrower, provider);
      await signIn(app, providerUrl, 'account_locked');
      last = requestCode;
    }
    expect(await status(app, borrower, last)).toEqual({
      requestCode: last,
      provider: 10000,
      status: -1,
      message: 'We could not verify your bank account online after several tries. Please upload a recent bank statement instead, and we will review it.',
      canRetry: false,
      canUseAnotherProvider: false,
      canUploadStatement: true,
      noIbvSituation: 203,
      found: null,
    });
    expect((await applicationRow(app, borrower.applicationId)).noIbvSituation).toBe(203);
    const refused = await call(app, createRequestCode, { provider: 20000 }, borrower.headers);
    expect(refused.json()).toEqual({
      code: -10906,
      message: 'We could not verify your bank account online after several tries. Please upload a bank statement instead.',
      data: null,
    });
  });
});

describe('the pages themselves', () => {
  it('an unknown code, or a code under the other provider, is not a valid link; steps out of turn go to the current step', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode } = await startVerification(app, borrower, 10000);
    const unknown = await open(app, `/sandbox-ibv/10000/${'A'.repeat(43)}/bank`);
    expect(unknown.status).toBe(404);
    expect(heading(unknown)).toBe('This verification link is not valid');
    expect((await open(app, `/sandbox-ibv/20000/${requestCode}/bank`)).status).toBe(404);
    const early = await open(app, `/sandbox-ibv/10000/${requestCode}/accounts`);
    expect(early.status).toBe(303);
    expect(early.location).toBe(`/sandbox-ibv/10000/${requestCode}/bank`);
    const root = await open(app, `/sandbox-ibv/10000/${requestCode}`);
    expect(root.location).toBe(`/sandbox-ibv/10000/${requestCode}/bank`);
    const css = await open(app, '/sandbox-ibv/assets/sandbox.css');
    expect(css.status).toBe(200);
    expect(css.response.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('sharing without choosing an account is refused next to the accounts', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { requestCode, providerUrl } = await startVerification(app, borrower, 20000);
    const mfa = await signIn(app, providerUrl, 'payroll_biweekly');
    const accounts = await submit(app, mfa.location!, { answer: 'Springfield' });
    const refused = await submit(app, accounts.location!, {});
    expect(heading(refused)).toBe('Choose an account to share');
    expect(fieldError(refused, 'accountId')).toBe('Please choose the account to share.');
    expect(refused.html).toContain('<a href="#account-chk-1">Please choose the account to share.</a>');
    expect((await status(app, borrower, requestCode)).status).toBe(3);
  });

  it('what the borrower types is escaped, never markup', async () => {
    const app = await build();
    const borrower = await borrowerWithApplication(app, 'maria@example.com');
    const { providerUrl } = await startVerification(app, borrower, 10000);
    const search = await open(app, `${providerUrl}?q=${encodeURIComponent('<img src=x>')}`);
    expect(search.html).toContain('No bank matches “&lt;img src=x&gt;”.');
    const wrong = await signIn(app, providerUrl, '"><b>x', 'bad');
    expect(wrong.html).toContain('value="&quot;&gt;&lt;b&gt;x"');
  });
});
