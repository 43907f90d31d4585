import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  calculateQualifiedAmount,
  checkBlackList,
  checkCollectionStatus,
  checkRiskInfo,
  getPersonalInfo,
  listSection,
  recordBusinessData,
} from '#src/api/contract/application.ts';
import { application, loan, portfolio } from '#server/db/schema.ts';
import { captureLogs } from '../helper.ts';
import { call, ok, outbox } from '../support/accounts.ts';
import { ACCOUNT, answerAll, borrower, buildWithKey, customerIdOf, employment, personal, verifiedByIbv } from '../application/support.ts';

// The spec's sentence word for word (section 8), after the decision.
const DENIAL = 'We are unable to offer you a loan at this time. A denial letter is sent within 30 days.';

type Qualification = {
  loanAmountResult: number;
  qualifiedAmountCents: number;
  incomeSource: string;
  monthlyIncomeCents: number;
  message: string;
  calculatedAt: string;
  reasons?: { code: string; text: string }[];
};

async function body(reply: { json(): unknown }) {
  return reply.json() as { code: number; message: string; data: unknown };
}

async function insertLoan(
  app: Awaited<ReturnType<typeof buildWithKey>>,
  customerId: string,
  loanNo: string,
  loanStatus: number,
  loanSubStatus: number | null = null,
) {
  const at = new Date();
  await app.database.orm.insert(loan).values({
    loanNo,
    portfolioId: 118,
    customerId,
    borrowerSsnLast4: '6789',
    borrowerDateOfBirth: '1990-05-17',
    loanStatus,
    loanSubStatus,
    principalCents: 500_00,
    balanceCents: 0,
    createdAt: at,
    updatedAt: at,
  });
}

describe('screening', () => {
  it('asks for the SSN first (-10806)', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    expect(await body(await call(app, checkBlackList, {}, headers))).toMatchObject({ code: -10806 });
    expect(await body(await call(app, checkRiskInfo, {}, headers))).toMatchObject({ code: -10806 });
  });

  it('gives every sandbox outcome by SSN, and a clear answer for anyone else', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const withSsn = (ssn: string) => ok(app, recordBusinessData, { section: 'personal', answers: personal({ ssn }), resumeStep: 'employment' }, headers);

    await withSsn('123-45-6789');
    expect(await ok(app, checkBlackList, {}, headers)).toEqual({ blackListed: false });
    expect(await ok(app, checkRiskInfo, {}, headers)).toEqual({ riskReport: 0 });
    expect(await ok(app, checkCollectionStatus, {}, headers)).toEqual({
      inCollection: false,
      collectionLoanNo: null,
      collectionPortfolioId: null,
      allowed: [],
    });

    await withSsn('111-22-0001');
    expect(await ok(app, checkBlackList, {}, headers)).toEqual({ blackListed: true });
    await withSsn('111-22-0002');
    expect(await ok(app, checkRiskInfo, {}, headers)).toEqual({ riskReport: 1 });
    await withSsn('111-22-0003');
    expect(await ok(app, checkRiskInfo, {}, headers)).toEqual({ riskReport: -1 });
    await withSsn('111-22-0004');
    expect(await ok(app, checkCollectionStatus, {}, headers)).toEqual({
      inCollection: true,
      collectionLoanNo: 'C00000001',
      collectionPortfolioId: 118,
      allowed: ['payOff', 'payDown'],
    });
  });

  it("screens the signed-in borrower's own SSN only", async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    const bob = await borrower(app, 'bob@example.com');
    await ok(app, recordBusinessData, { section: 'personal', answers: personal({ ssn: '111-22-0001' }), resumeStep: 'employment' }, ada);
    expect(await ok(app, checkBlackList, {}, ada)).toEqual({ blackListed: true });
    expect(await body(await call(app, checkBlackList, {}, bob))).toMatchObject({ code: -10806 });
    expect(await body(await call(app, checkRiskInfo, {}, bob))).toMatchObject({ code: -10806 });
    await ok(app, recordBusinessData, { section: 'personal', answers: personal({ ssn: '111-22-0004' }), resumeStep: 'employment' }, ada);
    expect(await ok(app, checkCollectionStatus, {}, bob)).toEqual({ inCollection: false, collectionLoanNo: null, collectionPortfolioId: null, allowed: [] });
  });

  it("finds the borrower's own loan in collection (205), not another customer's", async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    const bob = await borrower(app, 'bob@example.com');
    await insertLoan(app, await customerIdOf(app, 'ada@example.com'), 'L20250007', 205, 205002);
    expect(await ok(app, checkCollectionStatus, {}, ada)).toEqual({
      inCollection: true,
      collectionLoanNo: 'L20250007',
      collectionPortfolioId: 118,
      allowed: ['payOff', 'payDown'],
    });
    expect(await ok(app, checkCollectionStatus, {}, bob)).toEqual({ inCollection: false, collectionLoanNo: null, collectionPortfolioId: null, allowed: [] });
  });

  it('makes a customer with a paid-off loan a returning customer (category 2)', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await insertLoan(app, await customerIdOf(app, 'ada@example.com'), 'L20240001', 206, 206002);
    expect(await ok(app, getPersonalInfo, {}, headers)).toMatchObject({ customerCategory: 2 });
  });
});

describe('calculate-qualified-amount', () => {
  it('refuses an application with sections unanswered (-10801), then one without verified income (-10802)', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await ok(app, listSection, {}, headers);
    expect(await body(await call(app, calculateQualifiedAmount, {}, headers))).toMatchObject({
      code: -10801,
      message: 'Please complete every part of your application first.',
    });
    await answerAll(app, headers);
    expect(await body(await call(app, calculateQualifiedAmount, {}, headers))).toMatchObject({
      code: -10802,
      message: 'Please verify your bank account online or upload a bank statement first, so that we can confirm your income.',
    });
    expect((await app.database.orm.select().from(application))[0]!.status).toBe('draft');
  });

  it('offers 40% of the verified monthly income in $50 steps, result 1 when the verified account is the application account', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'), { monthlyIncomeCents: 3_120_00 });
    const result = await ok<Qualification>(app, calculateQualifiedAmount, {}, headers);
    // 40% of $3,120.00 = $1,248.00, down to $1,200.00.
    expect(result).toMatchObject({
      loanAmountResult: 1,
      qualifiedAmountCents: 1_200_00,
      incomeSource: 'ibv',
      monthlyIncomeCents: 3_120_00,
      message: 'You qualify for a loan of up to $1,200.00.',
    });
    const [row] = await app.database.orm.select().from(application);
    expect(row).toMatchObject({ status: 'qualified', loanAmountResult: 1, qualifiedAmountCents: 1_200_00 });
    const info = await ok<{ qualification: Qualification; sections: Array<{ section: string; complete: boolean }> }>(app, getPersonalInfo, {}, headers);
    expect(info.qualification).toEqual(result);
    expect(info.sections.every((each) => each.complete)).toBe(true);
  });

  it("caps by the portfolio program's maximum (118: $1,500) and the state's (FL: $1,000)", async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    await answerAll(app, ada);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'), { monthlyIncomeCents: 9_000_00 });
    expect(await ok(app, calculateQualifiedAmount, {}, ada)).toMatchObject({ loanAmountResult: 1, qualifiedAmountCents: 1_500_00 });

    const bob = await borrower(app, 'bob@example.com');
    await answerAll(app, bob, 118, { personal: { address: { street1: '1 Ocean Drive', city: 'Miami', state: 'FL', zip: '33139' } } });
    await verifiedByIbv(app, await customerIdOf(app, 'bob@example.com'), { monthlyIncomeCents: 9_000_00 });
    expect(await ok(app, calculateQualifiedAmount, {}, bob)).toMatchObject({ loanAmountResult: 1, qualifiedAmountCents: 1_000_00 });
  });

  it('answers result 2 when the verified account is another one than the application account', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'), { account: '000555666777' });
    const result = await ok<Qualification>(app, calculateQualifiedAmount, {}, headers);
    expect(result.loanAmountResult).toBe(2);
    expect(result.qualifiedAmountCents).toBe(1_200_00);
    expect(result.message).toContain('The bank account you verified is not the one on your application');
  });

  // A state not served is refused on the address page now: tests/server/application/address-refusal.test.ts.
  it.each([
    ['bankruptcy', { questions: { inBankruptcy: true } }, 3_000_00, { code: 'bankruptcy', text: 'Bankruptcy' }],
    ['a black-listed SSN', { personal: { ssn: '111-22-0001' } }, 3_000_00, { code: 'blackListed', text: 'Poor credit performance with us' }],
    ['a high risk report', { personal: { ssn: '111-22-0002' } }, 3_000_00, { code: 'highRisk', text: 'Too many recent returned payments' }],
    ['a loan in collection', { personal: { ssn: '111-22-0004' } }, 3_000_00, { code: 'inCollection', text: 'A loan with us is in collection' }],
    ['income too low', {}, 900_00, { code: 'incomeTooLow', text: 'Income below our minimum' }],
  ])('answers result 3 with the denial-letter message and its reason for %s', async (_name, changes, monthlyIncomeCents, reason) => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers, 118, changes);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'), { monthlyIncomeCents });
    const result = await ok<Qualification>(app, calculateQualifiedAmount, {}, headers);
    expect(result).toMatchObject({ loanAmountResult: 3, qualifiedAmountCents: 0, message: DENIAL });
    expect(result.reasons).toEqual([reason]);
    const [row] = await app.database.orm.select().from(application);
    expect(row!.status).toBe('unavailable');
    // A refused application is not changed afterwards, and asking again gives the same answer.
    expect(await body(await call(app, recordBusinessData, { section: 'employment', answers: employment(), resumeStep: 'bank' }, headers))).toMatchObject({
      code: -10807,
      message: 'Your application is being reviewed and can no longer be changed. Please call us if something is wrong.',
    });
    expect(await ok(app, calculateQualifiedAmount, {}, headers)).toEqual(result);
  });

  it('records every refusing rule, answers the principal four (also from get-personal-info), and e-mails the denial letter once', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers, 118, { personal: { ssn: '111-22-0002' }, questions: { inBankruptcy: true } });
    const customerId = await customerIdOf(app, 'ada@example.com');
    // A loan of ours in collection (205): in collection whatever the SSN.
    await insertLoan(app, customerId, 'L20250009', 205, 205001);
    await verifiedByIbv(app, customerId, { monthlyIncomeCents: 900_00 });
    const result = await ok<Qualification>(app, calculateQualifiedAmount, {}, headers);
    const principal = [
      { code: 'inCollection', text: 'A loan with us is in collection' },
      { code: 'highRisk', text: 'Too many recent returned payments' },
      { code: 'bankruptcy', text: 'Bankruptcy' },
      { code: 'incomeTooLow', text: 'Income below our minimum' },
    ];
    expect(result.reasons).toEqual(principal);
    const [row] = await app.database.orm.select().from(application);
    expect(row!.qualification).toMatchObject({
      reasons: ['inCollection', 'highRisk', 'bankruptcy', 'incomeTooLow'],
      denialLetter: { sentAt: result.calculatedAt, reasons: principal.map((reason) => reason.text) },
    });
    expect((await ok<{ qualification: Qualification }>(app, getPersonalInfo, {}, headers)).qualification.reasons).toEqual(principal);

    const mails = await outbox(app, 'ada@example.com');
    const letters = mails.filter((mail) => mail.subject === 'Your Bluepeak Loans loan application: our decision');
    expect(letters).toHaveLength(1);
    const text = letters[0]!.text;
    expect(text).toContain('we are unable to offer you a loan at this time');
    expect(text).toContain(
      'The principal reasons for our decision:\n\n- A loan with us is in collection\n\n- Too many recent returned payments\n\n- Bankruptcy\n\n- Income below our minimum',
    );
    expect(text).toMatch(/Creditor: .+ \(Bluepeak Loans\)/);
    expect(text).toContain('The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants');
    expect(text).toContain('Federal Trade Commission');
    expect(letters[0]!.html).toContain('Too many recent returned payments');

    // Asked again: the same answer, no second letter.
    expect(await ok(app, calculateQualifiedAmount, {}, headers)).toEqual(result);
    expect((await outbox(app, 'ada@example.com')).filter((mail) => mail.subject === letters[0]!.subject)).toHaveLength(1);
  });

  it('answers no reasons and sends no letter to a qualified borrower', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'));
    const result = await ok<Qualification>(app, calculateQualifiedAmount, {}, headers);
    expect(result.loanAmountResult).toBe(1);
    expect(result).not.toHaveProperty('reasons');
    expect((await outbox(app, 'ada@example.com')).map((mail) => mail.subject)).not.toContain('Your Bluepeak Loans loan application: our decision');
  });

  it('an answer changed after the amount was calculated sets the application back to draft', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'));
    await ok(app, calculateQualifiedAmount, {}, headers);
    await ok(app, recordBusinessData, { section: 'personal', answers: personal({ firstName: 'Augusta' }), resumeStep: 'summary' }, headers);
    const [row] = await app.database.orm.select().from(application);
    expect(row).toMatchObject({ status: 'draft', loanAmountResult: null, qualifiedAmountCents: null });
  });

  it('refuses -83131201 on a portfolio that stopped originating (110), while 118 still originates', async () => {
    const app = await buildWithKey();
    const goldcrest = await borrower(app, 'grace@example.com', 110);
    await answerAll(app, goldcrest, 110);
    await verifiedByIbv(app, await customerIdOf(app, 'grace@example.com'));
    const newcomer = await borrower(app, 'new@example.com', 110);
    await app.database.orm.update(portfolio).set({ originating: false }).where(eq(portfolio.id, 110));

    const refused = { code: -83131201, message: 'This portfolio is no longer originating new loans' };
    expect(await body(await call(app, calculateQualifiedAmount, {}, goldcrest))).toMatchObject(refused);
    // No new application is opened on it either: not by reading the sections, not by saving an answer.
    expect(await body(await call(app, listSection, {}, newcomer))).toMatchObject(refused);
    expect(await body(await call(app, recordBusinessData, { section: 'personal', answers: personal(), resumeStep: 'employment' }, newcomer))).toMatchObject(
      refused,
    );
    expect(await app.database.orm.select().from(application).where(eq(application.portfolioId, 110))).toHaveLength(1);

    const bluepeak = await borrower(app, 'ada@example.com', 118);
    await answerAll(app, bluepeak);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'));
    expect(await ok(app, calculateQualifiedAmount, {}, bluepeak)).toMatchObject({ loanAmountResult: 1 });
  });

  it("calculates only the signed-in borrower's application", async () => {
    const app = await buildWithKey();
    const ada = await borrower(app, 'ada@example.com');
    const bob = await borrower(app, 'bob@example.com');
    await answerAll(app, ada);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'));
    expect(await body(await call(app, calculateQualifiedAmount, {}, bob))).toMatchObject({ code: -10801 });
    const rows = await app.database.orm
      .select()
      .from(application)
      .where(eq(application.customerId, await customerIdOf(app, 'ada@example.com')));
    expect(rows[0]!.status).toBe('draft');
  });
});

describe('logs', () => {
  it('never carry an SSN, an account number or a sealed value', async () => {
    const logs = captureLogs();
    const app = await buildWithKey({ logLevel: 'debug' }, { logDestination: logs.destination });
    const headers = await borrower(app);
    await answerAll(app, headers);
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'));
    await ok(app, calculateQualifiedAmount, {}, headers);
    await call(app, recordBusinessData, { section: 'personal', answers: personal({ ssn: '666-12-3456' }), resumeStep: 'x' }, headers);
    const [row] = await app.database.orm.select().from(application);
    const text = logs.text();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of ['123-45-6789', '123456789', ACCOUNT, '666-12-3456', row!.ssnSealed!]) expect(text).not.toContain(secret);
  });
});
