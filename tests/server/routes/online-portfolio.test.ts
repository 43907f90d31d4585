// portfolioId/get and get-simulated-data (issue 16): public calls; a loan's portfolio only for its own borrower.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPortfolioId } from '#src/api/contract/portfolio.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { getSimulatedData, simulationPaydayRange, type Simulation } from '#src/api/contract/simulation.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { portfolio } from '#server/db/schema.ts';
import { authHeaders, call, ok, signInWithCode, signUp } from '../support/accounts.ts';
import { build } from '../helper.ts';

const refusal = (result: { code: number; message: string }, data: unknown = null) => ({ code: result.code, message: result.message, data });

describe('portfolioId/get', () => {
  it.each([
    ['p110.localhost', 110],
    ['M.P110.localhost:8080', 110],
    ['p118.localhost:8080', 118],
    ['m.p118.localhost', 118],
    ['localhost:8080', 118],
  ])('answers the portfolio of the host %s: %i', async (host, portfolioId) => {
    const app = await build();
    const reply = await app.inject({ method: 'POST', url: getPortfolioId.path, payload: {}, headers: { host } });
    expect(reply.json()).toEqual({ code: 1, message: 'Success', data: { portfolioId, from: 'host' } });
  });

  it('refuses a host of no portfolio with -10601, and the development host in production', async () => {
    const app = await build();
    const reply = await app.inject({ method: 'POST', url: getPortfolioId.path, payload: {}, headers: { host: 'lender.example' } });
    expect(reply.json()).toEqual(refusal(RESULT.portfolioNotFound));
    const production = await build({ production: true, dataKey: Buffer.alloc(32, 7) });
    expect((await production.inject({ method: 'POST', url: getPortfolioId.path, payload: {}, headers: { host: 'localhost' } })).json()).toEqual(
      refusal(RESULT.portfolioNotFound),
    );
  });

  it("answers a loan's portfolio to its borrower, whatever the host", async () => {
    const app = await build();
    const session = await signInWithCode(app, 'demo-repaying@goldcrest.example', DEMO_PASSWORD, 110);
    const reply = await app.inject({
      method: 'POST',
      url: getPortfolioId.path,
      payload: { loanNo: 'GC-DEMO-5001' },
      headers: { host: 'p118.localhost', ...authHeaders(session) },
    });
    expect(reply.json()).toEqual({ code: 1, message: 'Success', data: { portfolioId: 110, from: 'loan' } });
  });

  it("refuses another customer's loan exactly as an unknown one, and a loan number without a session", async () => {
    const app = await build();
    const stranger = await signUp(app, 'stranger@example.com');
    const theirs = await call(app, getPortfolioId, { loanNo: 'GC-DEMO-5001' }, authHeaders(stranger));
    const unknown = await call(app, getPortfolioId, { loanNo: 'GC-NOPE-0000' }, authHeaders(stranger));
    expect(theirs.json()).toEqual(refusal(RESULT.loanNotFound));
    expect(unknown.json()).toEqual(theirs.json());
    expect((await call(app, getPortfolioId, { loanNo: 'GC-DEMO-5001' })).json()).toEqual(refusal(RESULT.noIdentity));
  });

  it('refuses a malformed loan number and any other field with 400 -10400', async () => {
    const app = await build();
    for (const payload of [{ loanNo: 'GC DEMO; drop' }, { loanNo: 'GC-DEMO-5001', email: 'jane@example.com' }]) {
      const reply = await call(app, getPortfolioId, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe(RESULT.badRequest.code);
    }
  });
});

describe('get-simulated-data', () => {
  // The test clock: Monday 2026-03-16 in New York, so the money would go on Tuesday the 17th.
  const ASK = { portfolioId: 118, amountCents: 500_00, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, firstPayday: '2026-03-20' };

  it("answers Bluepeak's quote: paydays from the first at least 10 days after funding, the 5% fee kept, the box adding up", async () => {
    const app = await build();
    const simulation = await ok<Simulation>(app, getSimulatedData, ASK);
    expect(simulation).toMatchObject({
      amountCents: 500_00,
      paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
      disbursementDate: '2026-03-17',
      installmentCount: 8, // $500.00 runs 16 weeks
      annualRatePercent: 129,
      amountRange: { minAmountCents: 200_00, maxAmountCents: 1_500_00, amountStepCents: 25_00 },
    });
    const { schedule, disclosure, totals } = simulation.quote;
    // 2026-03-20 is a payday, but before 2026-03-26 (10 days from funding): the first is two weeks on.
    expect(schedule.map((row) => row.dueDate)).toEqual([
      '2026-04-03',
      '2026-04-17',
      '2026-05-01',
      '2026-05-15',
      '2026-05-29',
      '2026-06-12',
      '2026-06-26',
      '2026-07-10',
    ]);
    expect(schedule.reduce((sum, row) => sum + row.principalCents, 0)).toBe(500_00);
    expect(schedule.at(-1)!.balanceAfterCents).toBe(0);
    expect(disclosure.itemization).toEqual({ amountPaidToYouCents: 475_00, prepaidFinanceChargeCents: 25_00, paidToOthersCents: 0 });
    expect(disclosure.amountFinancedCents).toBe(475_00);
    expect(disclosure.totalOfPaymentsCents).toBe(schedule.reduce((sum, row) => sum + row.paymentCents, 0));
    expect(totals.paymentCents).toBe(disclosure.totalOfPaymentsCents);
    expect(disclosure.financeChargeCents).toBe(disclosure.totalOfPaymentsCents - disclosure.amountFinancedCents);
    // The fee kept makes the APR higher than the 129% rate.
    expect(disclosure.aprPercent).toBeGreaterThan(129);
  });

  it('answers Goldcrest weekly, without a fee: nothing kept, the APR within a point of the 159% simple rate (Regulation Z counts in unit periods)', async () => {
    const app = await build();
    const simulation = await ok<Simulation>(app, getSimulatedData, {
      ...ASK,
      portfolioId: 110,
      amountCents: 1_000_00,
      paymentFrequency: PAYMENT_FREQUENCY.weekly,
    });
    expect(simulation.installmentCount).toBe(40);
    expect(simulation.quote.schedule[0]!.dueDate).toBe('2026-03-27'); // the first Friday at least 7 days after the 17th
    expect(simulation.quote.disclosure.amountFinancedCents).toBe(1_000_00);
    expect(Math.abs(simulation.quote.disclosure.aprPercent - 159)).toBeLessThan(1);
  });

  it.each([
    [{ amountCents: 150_00 }, refusal(RESULT.loanAmountOutOfRange, { minCents: 200_00, maxCents: 1_500_00 })],
    [{ amountCents: 1_525_00 }, refusal(RESULT.loanAmountOutOfRange, { minCents: 200_00, maxCents: 1_500_00 })],
    [{ amountCents: 510_00 }, refusal(RESULT.loanAmountOffStep)],
    [{ firstPayday: '2026-03-16' }, refusal(RESULT.simulationPaydayInvalid)],
    [{ firstPayday: '2026-04-17' }, refusal(RESULT.simulationPaydayInvalid)],
    [{ portfolioId: 999 }, refusal(RESULT.portfolioNotFound)],
  ])('refuses %j', async (change, answer) => {
    const app = await build();
    expect((await call(app, getSimulatedData, { ...ASK, ...change })).json()).toEqual(answer);
  });

  it('takes a first payday of exactly the range the calculator offers: tomorrow to 31 days ahead, not today', async () => {
    const app = await build();
    const range = simulationPaydayRange('2026-03-16');
    expect(range).toEqual({ min: '2026-03-17', max: '2026-04-16' });
    for (const firstPayday of [range.min, range.max]) expect((await call(app, getSimulatedData, { ...ASK, firstPayday })).json().code, firstPayday).toBe(1);
    for (const firstPayday of ['2026-03-16', '2026-04-17'])
      expect((await call(app, getSimulatedData, { ...ASK, firstPayday })).json(), firstPayday).toEqual(refusal(RESULT.simulationPaydayInvalid));
  });

  it('refuses a portfolio no longer originating', async () => {
    const app = await build();
    await app.database.orm.update(portfolio).set({ originating: false }).where(eq(portfolio.id, 118));
    expect((await call(app, getSimulatedData, ASK)).json()).toEqual(refusal(RESULT.portfolioNotOriginating));
  });

  it.each([
    [{ ...ASK, paymentFrequency: 17002 }, 'paymentFrequency'],
    [{ ...ASK, firstPayday: '20/03/2026' }, 'firstPayday'],
    [{ ...ASK, amountCents: 500.5 }, 'amountCents'],
    [{ ...ASK, email: 'jane@example.com' }, 'email'],
  ])('refuses %j with 400 -10400 naming %s', async (body, field) => {
    const app = await build();
    const reply = await call(app, getSimulatedData, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().data.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });
});
