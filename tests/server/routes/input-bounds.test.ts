// Issue 17, finding 3: numbers beyond their range, NUL bytes and lone surrogates are refused by the
// contract's schemas (HTTP 400 -10400 naming the field), never a 500 from the database, and nothing is written.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { calculateQualifiedAmount, getBankInfo, getPersonalInfo, recordBusinessData } from '#src/api/contract/application.ts';
import { getConsentTemplate } from '#src/api/contract/consent.ts';
import { sendCreateAccountEmail, sendForgotPasswordEmail, signIn } from '#src/api/contract/customer.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { getProvider } from '#src/api/contract/ibv.ts';
import { getPortfolio, getPortfolioByDomain, getPortfolioProgram } from '#src/api/contract/portfolio.ts';
import { application, loginChallenge, mailOutbox, throttleEvent } from '#server/db/schema.ts';
import { call, DEVICE, ok, STRONG_PASSWORD } from '../support/accounts.ts';
import { answerAll, borrower, buildWithKey, customerIdOf, employment, personal, verifiedByIbv } from '../application/support.ts';

const NUL = 'Main\u0000Street';
const LONE_SURROGATE = 'Main\uD800Street';
const C1_CONTROL = 'Main\u0085Street';
const BEYOND_INT32 = 2 ** 31;

async function rowCounts(app: FastifyInstance) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries({ application, throttleEvent, mailOutbox, loginChallenge })) {
    const [row] = await app.database.orm.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

/** 400 -10400 whose message names the field and says what is wrong with it. */
function expectRefused(reply: { statusCode: number; json(): unknown }, path: string, message: string) {
  expect(reply.statusCode, JSON.stringify(reply.json())).toBe(400);
  expect(reply.json()).toEqual({
    code: -10400,
    message: expect.stringContaining(`${path} is not valid: ${message}`),
    data: { issues: expect.arrayContaining([{ path, message: `is not valid: ${message}` }]) },
  });
}

async function savedAnswers(app: FastifyInstance, email = 'ada@example.com') {
  const [row] = await app.database.orm
    .select()
    .from(application)
    .where(eq(application.customerId, await customerIdOf(app, email)));
  return { personal: row?.personal ?? null, employment: row?.employment ?? null, drafts: row?.drafts ?? {} };
}

describe('money', () => {
  it('refuses a net pay over $1,000,000.00, as a section and as a draft, and get-personal-info keeps answering', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const before = await savedAnswers(app);
    for (const netPayCents of [1e308, 100_000_001, Number.MAX_SAFE_INTEGER + 2]) {
      for (const draft of [false, true]) {
        const reply = await call(app, recordBusinessData, { section: 'employment', draft, answers: employment({ netPayCents }), resumeStep: 'bank' }, headers);
        expectRefused(reply, 'answers.netPayCents', 'Net Pay should not be more than $1,000,000.00');
      }
    }
    expect(await savedAnswers(app)).toEqual(before);
    expect((await call(app, getPersonalInfo, {}, headers)).statusCode).toBe(200);
  });

  it('takes the largest net pay and calculates an amount from it without a 500', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers, 118, { employment: { netPayCents: 100_000_000, payrollFrequency: 17003 } });
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'));
    const qualification = await ok<{ qualifiedAmountCents: number }>(app, calculateQualifiedAmount, {}, headers);
    expect(qualification.qualifiedAmountCents).toBeGreaterThan(0);
    expect((await call(app, getPersonalInfo, {}, headers)).statusCode).toBe(200);
  });
});

describe('portfolio ids', () => {
  const CALLS: Array<[string, CallDefinition, (portfolioId: number) => Record<string, unknown>]> = [
    [getPortfolio.path, getPortfolio, (portfolioId) => ({ portfolioId })],
    [getPortfolioProgram.path, getPortfolioProgram, (portfolioId) => ({ portfolioId })],
    [getConsentTemplate.path, getConsentTemplate, (portfolioId) => ({ portfolioId })],
    [getProvider.path, getProvider, (portfolioId) => ({ portfolioId })],
    [signIn.path, signIn, (portfolioId) => ({ email: 'ada@example.com', password: STRONG_PASSWORD, portfolioId, deviceId: DEVICE })],
    [sendCreateAccountEmail.path, sendCreateAccountEmail, (portfolioId) => ({ email: 'ada@example.com', portfolioId, consents: [] })],
    [sendForgotPasswordEmail.path, sendForgotPasswordEmail, (portfolioId) => ({ email: 'ada@example.com', portfolioId })],
  ];

  it.each(CALLS)('%s refuses a portfolio id beyond int32 with 400, and writes nothing', async (_path, definition, input) => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const before = await rowCounts(app);
    for (const portfolioId of [BEYOND_INT32, 1e308]) {
      expectRefused(await call(app, definition, input(portfolioId), headers), 'portfolioId', 'Portfolio is not valid');
    }
    expect(await rowCounts(app)).toEqual(before);
    // The largest int32 is a portfolio id like any other: unknown, not an error.
    expect((await call(app, definition, input(2 ** 31 - 1), headers)).statusCode).toBe(200);
  });
});

describe('control characters and lone surrogates', () => {
  it.each([NUL, LONE_SURROGATE, C1_CONTROL])('are refused in a street address (%j), as a section and as a draft', async (street1) => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const answers = personal({ address: { street1, city: 'Austin', state: 'TX', zip: '73301' } });
    for (const draft of [false, true]) {
      const body = draft
        ? { section: 'personal', draft, answers: { address: answers.address }, resumeStep: 'personal/contact' }
        : { section: 'personal', answers, resumeStep: 'employment' };
      expectRefused(await call(app, recordBusinessData, body, headers), 'answers.address.street1', 'Street Address contains characters that are not allowed');
    }
    expect(await savedAnswers(app)).toEqual({ personal: null, employment: null, drafts: {} });
  });

  it.each([NUL, LONE_SURROGATE])('are refused in an employer name (%j)', async (employerName) => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    for (const draft of [false, true]) {
      const reply = await call(app, recordBusinessData, { section: 'employment', draft, answers: employment({ employerName }), resumeStep: 'bank' }, headers);
      expectRefused(reply, 'answers.employerName', 'Employer contains characters that are not allowed');
    }
    expect(await savedAnswers(app)).toEqual({ personal: null, employment: null, drafts: {} });
  });

  // A query string cannot carry a lone surrogate (it arrives as U+FFFD); a NUL byte and a C1 control can.
  it.each([NUL, C1_CONTROL])('are refused in a loan number (%j) and a domain', async (bad) => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    expectRefused(await call(app, getBankInfo, { loanNo: `GC-${bad}` }, headers), 'loanNo', 'Loan number is not valid');
    expectRefused(await call(app, getPortfolioByDomain, { domain: `p110${bad}.localhost` }), 'domain', 'Domain contains characters that are not allowed');
  });
});
