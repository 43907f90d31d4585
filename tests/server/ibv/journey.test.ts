// The joint between the application and the verification: answers saved through record-business-data, a
// verification through the sandbox pages, then the qualified amount from the verified income and account.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { calculateQualifiedAmount, getPersonalInfo, listSection, type Qualification } from '#src/api/contract/application.ts';
import { createRequestCode, getRequestDetails, getRequestStatus } from '#src/api/contract/ibv.ts';
import { listDisbursementLoan } from '#src/api/contract/loan.ts';
import { application } from '#server/db/schema.ts';
import { call, ok } from '../support/accounts.ts';
import { answerAll, borrower, buildWithKey } from '../application/support.ts';
import { open, submit } from './support.ts';

async function verify(app: FastifyInstance, headers: Record<string, string>, username: string, bank: string, provider: 10000 | 20000 = 20000): Promise<string> {
  const { requestCode, providerUrl } = await ok<{ requestCode: string; providerUrl: string }>(app, createRequestCode, { provider }, headers);
  await open(app, providerUrl);
  const login = await submit(app, providerUrl, { institutionId: bank });
  const mfa = await submit(app, login.location!, { username, password: 'sandbox-pass' });
  const accounts = await submit(app, mfa.location!, provider === 10000 ? { code: '123456' } : { answer: 'Springfield' });
  const done = await submit(app, accounts.location!, { accountId: 'chk-1' });
  expect(done.location).toBe(`/guidance/ibv/${requestCode}`);
  return requestCode;
}

const sandboxAccount = { routingNumber: '011000154', accountNumber: '4000123456', accountType: 3001 };

describe('from answers to a qualified amount through the sandbox', () => {
  it('the sandbox checking account given in the bank section and verified at its bank: result 1 from the deposits', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers, 118, { bank: sandboxAccount });
    const requestCode = await verify(app, headers, 'payroll_biweekly', 'first-sandbox-bank');
    expect(
      (await ok<{ accounts: Array<{ matchesApplication: boolean }> }>(app, getRequestDetails, { requestCode }, headers)).accounts[0]!.matchesApplication,
    ).toBe(true);
    const sections = await ok<{ sections: Array<{ section: string; complete: boolean }> }>(app, listSection, {}, headers);
    expect(sections.sections.find((each) => each.section === 'ibv')?.complete).toBe(true);
    // 40% of $2,491.67 = $996.67, down to $950.00 in $50 steps.
    expect(await ok<Qualification>(app, calculateQualifiedAmount, {}, headers)).toMatchObject({
      loanAmountResult: 1,
      incomeSource: 'ibv',
      monthlyIncomeCents: 249_167,
      qualifiedAmountCents: 950_00,
    });
  });

  it('tells what the verification found, in the status answer and in get-personal-info: the pay, how often, who pays it (issue 18)', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers, 118, { bank: sandboxAccount });
    const requestCode = await verify(app, headers, 'payroll_biweekly', 'first-sandbox-bank');
    const found = {
      institutionName: 'First Sandbox Bank',
      payAmountCents: 115_000,
      payrollFrequency: 17000,
      payerName: 'ACME LOGISTICS',
      monthlyIncomeCents: 249_167,
    };
    expect(await ok(app, getRequestStatus, { requestCode }, headers)).toMatchObject({ status: 100, noIbvSituation: null, found });
    expect(await ok(app, getPersonalInfo, {}, headers)).toMatchObject({ ibvFindings: found });

    // An account without pay finds nothing to tell: the 204 message says it.
    const other = await borrower(app, 'bob@example.com');
    await answerAll(app, other, 118, { bank: sandboxAccount });
    const noPay = await verify(app, other, 'no_income', 'first-sandbox-bank', 10000);
    expect(await ok(app, getRequestStatus, { requestCode: noPay }, other)).toMatchObject({ status: 100, noIbvSituation: 204, found: null });
    expect(await ok(app, getPersonalInfo, {}, other)).toMatchObject({ ibvFindings: null });
  });

  it('verified at another bank: result 2; the low-income user: result 3', async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    await answerAll(app, ada, 118, { bank: sandboxAccount });
    await verify(app, ada, 'payroll_weekly', 'harbor-sandbox-credit-union');
    expect(await ok<Qualification>(app, calculateQualifiedAmount, {}, ada)).toMatchObject({ loanAmountResult: 2, monthlyIncomeCents: 249_167 });
    // Verifying again, now the application's own account: the amount is stale until calculated again.
    await verify(app, ada, 'payroll_monthly', 'first-sandbox-bank');
    const [again] = await app.database.orm.select().from(application);
    expect(again).toMatchObject({ status: 'draft', loanAmountResult: null, qualifiedAmountCents: null });
    // 40% of $2,650.00 = $1,060.00, down to $1,050.00.
    expect(await ok<Qualification>(app, calculateQualifiedAmount, {}, ada)).toMatchObject({
      loanAmountResult: 1,
      monthlyIncomeCents: 265_000,
      qualifiedAmountCents: 1_050_00,
    });

    const bob = await borrower(app, 'bob@example.com');
    await answerAll(app, bob, 118, { bank: sandboxAccount });
    await verify(app, bob, 'low_income', 'first-sandbox-bank');
    expect(await ok<Qualification>(app, calculateQualifiedAmount, {}, bob)).toMatchObject({
      loanAmountResult: 3,
      qualifiedAmountCents: 0,
      monthlyIncomeCents: 67_167,
    });
  });

  it('an account without regular pay (no_income): 204, no amount until another account is verified, and the home page asks for it', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers, 118, { bank: sandboxAccount });
    const noPay = await verify(app, headers, 'no_income', 'first-sandbox-bank', 10000);
    expect(await ok(app, getRequestStatus, { requestCode: noPay }, headers)).toMatchObject({ status: 100, noIbvSituation: 204, canRetry: true });
    const sections = await ok<{ sections: Array<{ section: string; complete: boolean }> }>(app, listSection, {}, headers);
    expect(sections.sections.find((each) => each.section === 'ibv')?.complete).toBe(false);
    // Not a result-3 denial on an income of $0: the amount waits for evidence of pay.
    expect((await call(app, calculateQualifiedAmount, {}, headers)).json()).toEqual({
      code: -10802,
      message: 'Please verify your bank account online or upload a bank statement first, so that we can confirm your income.',
      data: null,
    });
    expect(await ok(app, listDisbursementLoan, {}, headers)).toMatchObject({
      homePageFlag: 6,
      repair: {
        noIbvSituation: 204,
        message:
          'The bank account you verified shows no regular pay. Please enter the account your pay goes into and verify it, or upload a bank statement, to continue your application.',
      },
    });

    await verify(app, headers, 'payroll_biweekly', 'first-sandbox-bank', 20000);
    expect(await ok<Qualification>(app, calculateQualifiedAmount, {}, headers)).toMatchObject({
      loanAmountResult: 1,
      monthlyIncomeCents: 249_167,
      qualifiedAmountCents: 950_00,
    });
    expect(await ok(app, listDisbursementLoan, {}, headers)).toMatchObject({ homePageFlag: 2, repair: null });
  });
});
