import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Session } from '#src/api/contract/customer.ts';
import { attachLoan, listDisbursementLoan, listRepaymentLoan } from '#src/api/contract/loan.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { DEMO_ATTACH_ANSWERS } from '#server/loans/demo-loans.ts';
import { application, bankAccount, loan } from '#server/db/schema.ts';
import { build, TEST_NOW } from '../helper.ts';
import { authHeaders, call, ok, signInWithCode, signUp } from '../support/accounts.ts';

type Disbursement = {
  homePageFlag: number;
  applicationNo: string | null;
  qualifiedAmountCents: number | null;
  loanAmountResult: number | null;
  repair: { noIbvSituation: number | null; message: string } | null;
  refusal?: { message: string; reasons: Array<{ code: string; text: string }> } | null;
  loans: Array<{
    loanNo: string;
    loanStatus: number;
    loanSubStatus: number | null;
    tracker: number | null;
    signatureStatus: number;
    amountCents: number;
    applicationNo: string | null;
  }>;
};
type Repayment = {
  loans: Array<{
    loanNo: string;
    loanStatus: number;
    principalCents: number;
    balanceCents: number;
    nextPaymentDate: string | null;
    nextPaymentAmountCents: number | null;
    paymentFrequency: number | null;
    signedAgreement: boolean;
  }>;
};

const now = new Date(TEST_NOW);
const NOT_FOUND = {
  code: -11001,
  message: 'We could not find a loan with these details. Please check the loan number, the last 4 digits of your SSN and your date of birth.',
  data: null,
};

const customerIdOf = (_app: FastifyInstance, session: Session) => session.customer.customerId;

async function addLoan(app: FastifyInstance, values: Partial<typeof loan.$inferInsert> & { loanNo: string }) {
  await app.database.orm.insert(loan).values({
    portfolioId: 118,
    customerId: null,
    borrowerSsnLast4: '1234',
    borrowerDateOfBirth: '1990-01-31',
    loanStatus: 202,
    signatureStatus: 1,
    principalCents: 50_000,
    balanceCents: 50_000,
    createdAt: now,
    updatedAt: now,
    ...values,
  });
}

async function addApplication(app: FastifyInstance, customerId: string, values: Partial<typeof application.$inferInsert> = {}) {
  const [row] = await app.database.orm
    .insert(application)
    .values({ applicationNo: `APP-${customerId.slice(0, 8)}`, customerId, portfolioId: 118, customerCategory: 1, createdAt: now, updatedAt: now, ...values })
    .returning();
  return row!;
}

describe('list-disbursement-loan', () => {
  it('answers flag 1 with nothing listed for a new borrower', async () => {
    const app = await build();
    const session = await signUp(app, 'new@example.com');
    expect(await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session))).toEqual({
      homePageFlag: 1,
      applicationNo: null,
      qualifiedAmountCents: null,
      loanAmountResult: null,
      underReview: false,
      repair: null,
      refusal: null,
      loans: [],
    });
  });

  it('says when the open application waits for a person reading its bank statement (pending)', async () => {
    const app = await build();
    const session = await signUp(app, 'statement@example.com');
    await addApplication(app, customerIdOf(app, session), { status: 'pending', applicationNo: 'APP-PEND-1' });
    const answer = await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session));
    expect(answer).toMatchObject({ homePageFlag: 1, applicationNo: 'APP-PEND-1', underReview: true, repair: null });
  });

  it('answers flag 2 with the qualified amount once the application qualified (result 1)', async () => {
    const app = await build();
    const session = await signUp(app, 'qualified@example.com');
    await addApplication(app, customerIdOf(app, session), {
      status: 'qualified',
      loanAmountResult: 1,
      qualifiedAmountCents: 87_500,
      applicationNo: 'APP-QUAL-1',
    });
    const answer = await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session));
    expect(answer).toMatchObject({
      homePageFlag: 2,
      applicationNo: 'APP-QUAL-1',
      qualifiedAmountCents: 87_500,
      loanAmountResult: 1,
      underReview: false,
      repair: null,
      loans: [],
    });
  });

  it('answers a refused application (result 3) with the denial message and its principal reasons, as the result page gives them', async () => {
    const app = await build();
    const session = await signUp(app, 'refused@example.com');
    const qualification = {
      incomeSource: 'stated',
      monthlyIncomeCents: 80_000,
      message: 'We are unable to offer you a loan at this time. A denial letter is sent within 30 days.',
      calculatedAt: now.toISOString(),
      // The rules that refused, in the rules' order: the answer keeps the first four, in the borrower's words.
      reasons: ['blackListed', 'inCollection', 'highRisk', 'bankruptcy', 'incomeTooLow'],
    };
    await addApplication(app, customerIdOf(app, session), {
      status: 'unavailable',
      loanAmountResult: 3,
      qualifiedAmountCents: 0,
      qualification,
      applicationNo: 'APP-REF-1',
    });
    const answer = await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session));
    expect(answer).toMatchObject({ homePageFlag: 1, applicationNo: 'APP-REF-1', loanAmountResult: 3, repair: null, loans: [] });
    expect(answer.refusal).toEqual({
      message: 'We are unable to offer you a loan at this time. A denial letter is sent within 30 days.',
      reasons: [
        { code: 'blackListed', text: 'Poor credit performance with us' },
        { code: 'inCollection', text: 'A loan with us is in collection' },
        { code: 'highRisk', text: 'Too many recent returned payments' },
        { code: 'bankruptcy', text: 'Bankruptcy' },
      ],
    });
  });

  it('answers flag 6 with what to do: an unverified account, or an unmatched one until the account it pays into is verified', async () => {
    const app = await build();
    const session = await signUp(app, 'repair@example.com');
    const customerId = customerIdOf(app, session);
    const row = await addApplication(app, customerId, { status: 'submitted', noIbvSituation: 203 });
    expect(await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session))).toMatchObject({
      homePageFlag: 6,
      repair: { noIbvSituation: 203, message: 'We could not verify your bank account. Please try another bank account to continue your application.' },
    });

    const [account] = await app.database.orm
      .insert(bankAccount)
      .values({
        customerId,
        routingSealed: 'x',
        routingLast4: '0021',
        accountSealed: 'y',
        accountLast4: '4321',
        accountDigest: 'digest-1',
        accountType: 1,
        verified: false,
        createdAt: now,
      })
      .returning();
    await app.database.orm
      .update(application)
      .set({ noIbvSituation: null, status: 'qualified', loanAmountResult: 2, qualifiedAmountCents: 60_000, bankAccountId: account!.id })
      .where(eq(application.id, row.id));
    const unmatched = await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session));
    expect(unmatched.homePageFlag).toBe(6);
    expect(unmatched.repair).toEqual({
      noIbvSituation: null,
      message:
        'The account you verified is not the account you gave for your loan. Please verify the account you gave, or choose the verified account, to continue.',
    });

    await app.database.orm.update(bankAccount).set({ verified: true }).where(eq(bankAccount.id, account!.id));
    expect((await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session))).homePageFlag).toBe(2);
  });

  it('answers flags 3 and 4 with the loan, its statuses and tracker, and the application it came from', async () => {
    const app = await build();
    const session = await signUp(app, 'loans@example.com');
    const customerId = customerIdOf(app, session);
    const row = await addApplication(app, customerId, { status: 'qualified', loanAmountResult: 1, qualifiedAmountCents: 90_000, applicationNo: 'APP-LOAN-1' });
    await addLoan(app, {
      loanNo: 'T-3001',
      customerId,
      applicationId: row.id,
      loanStatus: 102,
      loanSubStatus: 102001,
      signatureStatus: 0,
      principalCents: 90_000,
      balanceCents: 90_000,
    });
    const unsigned = await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session));
    expect(unsigned.homePageFlag).toBe(3);
    expect(unsigned.loans).toEqual([
      expect.objectContaining({
        loanNo: 'T-3001',
        loanStatus: 102,
        loanSubStatus: 102001,
        signatureStatus: 0,
        amountCents: 90_000,
        applicationNo: 'APP-LOAN-1',
        tracker: null,
      }),
    ]);

    await app.database.orm.update(loan).set({ loanStatus: 201, loanSubStatus: null, signatureStatus: 1, tracker: 2 }).where(eq(loan.loanNo, 'T-3001'));
    const inProgress = await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session));
    expect(inProgress.homePageFlag).toBe(4);
    expect(inProgress.loans.map(({ loanNo, tracker }) => ({ loanNo, tracker }))).toEqual([{ loanNo: 'T-3001', tracker: 2 }]);
  });

  it('answers flag 5 when a loan is being repaid, and lists it in list-repayment-loan only', async () => {
    const app = await build();
    const session = await signUp(app, 'repaying@example.com');
    const customerId = customerIdOf(app, session);
    await addLoan(app, {
      loanNo: 'T-5001',
      customerId,
      loanStatus: 204,
      loanSubStatus: 204002,
      principalCents: 100_000,
      balanceCents: 61_234,
      paymentFrequency: 17000,
      nextPaymentDate: '2026-03-27',
      nextPaymentAmountCents: 12_345,
    });
    const disbursement = await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session));
    expect(disbursement.homePageFlag).toBe(5);
    expect(disbursement.loans).toEqual([]);
    expect(await ok<Repayment>(app, listRepaymentLoan, {}, authHeaders(session))).toEqual({
      loans: [
        {
          loanId: expect.any(String),
          loanNo: 'T-5001',
          loanStatus: 204,
          loanSubStatus: 204002,
          principalCents: 100_000,
          balanceCents: 61_234,
          paymentFrequency: 17000,
          nextPaymentDate: '2026-03-27',
          nextPaymentAmountCents: 12_345,
          // The row says signed (1), but no agreement of it is kept here to show (tests/server/signing/by-loan.test.ts).
          signedAgreement: false,
        },
      ],
    });
  });

  it("reaches only the signed-in customer's loans and application (two customers)", async () => {
    const app = await build();
    const alice = await signUp(app, 'alice@example.com');
    const bob = await signUp(app, 'bob@example.com');
    await addApplication(app, customerIdOf(app, alice), { status: 'qualified', loanAmountResult: 1, qualifiedAmountCents: 40_000, applicationNo: 'APP-ALICE' });
    await addLoan(app, { loanNo: 'T-ALICE-4', customerId: customerIdOf(app, alice), loanStatus: 201, tracker: 1 });
    await addLoan(app, { loanNo: 'T-ALICE-5', customerId: customerIdOf(app, alice), loanStatus: 202 });

    expect((await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(alice))).homePageFlag).toBe(5);
    expect((await ok<Repayment>(app, listRepaymentLoan, {}, authHeaders(alice))).loans.map((row) => row.loanNo)).toEqual(['T-ALICE-5']);
    expect(await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(bob))).toMatchObject({ homePageFlag: 1, applicationNo: null, loans: [] });
    expect(await ok<Repayment>(app, listRepaymentLoan, {}, authHeaders(bob))).toEqual({ loans: [] });
  });

  it('asks for a session: -82030001 without one', async () => {
    const app = await build();
    for (const definition of [listDisbursementLoan, listRepaymentLoan]) {
      expect((await call(app, definition)).json()).toMatchObject({ code: -82030001 });
    }
    expect((await call(app, attachLoan, { loanNo: 'BP-DEMO-9001', ...DEMO_ATTACH_ANSWERS })).json()).toMatchObject({ code: -82030001 });
  });
});

describe('attach-loan', () => {
  it("attaches a loan nobody holds when number, SSN tail and birth date match; it then shows on the customer's home", async () => {
    const app = await build();
    const session = await signUp(app, 'returning@example.com');
    await addLoan(app, { loanNo: 'T-ATTACH-1', borrowerSsnLast4: '5555', borrowerDateOfBirth: '1979-12-01', loanStatus: 203 });
    const answer = await ok<{ loanId: string; loanNo: string }>(
      app,
      attachLoan,
      { loanNo: 't-attach-1', ssnLast4: '5555', dateOfBirth: '1979-12-01' },
      authHeaders(session),
    );
    expect(answer.loanNo).toBe('T-ATTACH-1');
    const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, 'T-ATTACH-1'));
    expect(row?.customerId).toBe(session.customer.customerId);
    expect((await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session))).homePageFlag).toBe(5);
    // Asking again for one's own loan is still success.
    expect(
      (await ok<{ loanNo: string }>(app, attachLoan, { loanNo: 'T-ATTACH-1', ssnLast4: '5555', dateOfBirth: '1979-12-01' }, authHeaders(session))).loanNo,
    ).toBe('T-ATTACH-1');
  });

  it('answers one refusal for a wrong SSN tail, a wrong birth date, an unknown number, another portfolio, or a loan someone else holds', async () => {
    const app = await build();
    const alice = await signUp(app, 'alice@example.com');
    const bob = await signUp(app, 'bob@example.com');
    await addLoan(app, { loanNo: 'T-MINE', customerId: alice.customer.customerId, borrowerSsnLast4: '1111', borrowerDateOfBirth: '1980-02-02' });
    await addLoan(app, { loanNo: 'T-FREE', borrowerSsnLast4: '2222', borrowerDateOfBirth: '1981-03-03' });
    await addLoan(app, { loanNo: 'T-GOLD', portfolioId: 110, borrowerSsnLast4: '3333', borrowerDateOfBirth: '1982-04-04' });
    const attempts = [
      { loanNo: 'T-FREE', ssnLast4: '2223', dateOfBirth: '1981-03-03' },
      { loanNo: 'T-FREE', ssnLast4: '2222', dateOfBirth: '1981-03-04' },
      { loanNo: 'T-NOPE', ssnLast4: '2222', dateOfBirth: '1981-03-03' },
      { loanNo: 'T-GOLD', ssnLast4: '3333', dateOfBirth: '1982-04-04' },
    ];
    for (const attempt of attempts) expect((await call(app, attachLoan, attempt, authHeaders(bob))).json()).toEqual(NOT_FOUND);
    // Alice's loan, with her true answers: the same refusal, so Bob learns nothing about it.
    const aliceFresh = await signUp(app, 'carol@example.com');
    expect((await call(app, attachLoan, { loanNo: 'T-MINE', ssnLast4: '1111', dateOfBirth: '1980-02-02' }, authHeaders(aliceFresh))).json()).toEqual(NOT_FOUND);
    const rows = await app.database.orm.select({ loanNo: loan.loanNo, customerId: loan.customerId }).from(loan).where(eq(loan.portfolioId, 118));
    expect(rows.find((row) => row.loanNo === 'T-MINE')?.customerId).toBe(alice.customer.customerId);
    expect(rows.find((row) => row.loanNo === 'T-FREE')?.customerId).toBeNull();
  });

  it('locks after 5 wrong answers in 15 minutes, even for the right answers, and opens again after 15 minutes', async () => {
    const clock = { now: () => current, advance: (ms: number) => (current += ms) };
    let current = TEST_NOW;
    const app = await build({ clock });
    const session = await signUp(app, 'guesser@example.com');
    await addLoan(app, { loanNo: 'T-LOCK', borrowerSsnLast4: '4444', borrowerDateOfBirth: '1983-05-05' });
    const wrong = { loanNo: 'T-LOCK', ssnLast4: '0000', dateOfBirth: '1983-05-05' };
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await call(app, attachLoan, wrong, authHeaders(session))).json()).toEqual(NOT_FOUND);
    const locked = { code: -11002, message: 'Too many unsuccessful attempts to add a loan. Please wait 15 minutes and try again.', data: null };
    expect((await call(app, attachLoan, wrong, authHeaders(session))).json()).toEqual(locked);
    expect((await call(app, attachLoan, { ...wrong, ssnLast4: '4444' }, authHeaders(session))).json()).toEqual(locked);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await ok<{ loanNo: string }>(app, attachLoan, { ...wrong, ssnLast4: '4444' }, authHeaders(session))).loanNo).toBe('T-LOCK');
  });

  it('refuses a bad body with a clear message and attaches nothing', async () => {
    const app = await build();
    const session = await signUp(app, 'typo@example.com');
    const reply = await call(app, attachLoan, { loanNo: 'BP-DEMO-9001', ssnLast4: '67', dateOfBirth: DEMO_ATTACH_ANSWERS.dateOfBirth }, authHeaders(session));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain('Last 4 of SSN should be 4 digits');
    const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, 'BP-DEMO-9001'));
    expect(row?.customerId).toBeNull();
  });
});

describe('demo loans (not in production)', () => {
  it.each([
    ['demo-unsigned@goldcrest.example', 110, 3],
    ['demo-funding@goldcrest.example', 110, 4],
    ['demo-repaying@goldcrest.example', 110, 5],
    ['demo-unsigned@bluepeak.example', 118, 3],
    ['demo-funding@bluepeak.example', 118, 4],
    ['demo-repaying@bluepeak.example', 118, 5],
  ])('%s (portfolio %i) signs in with the demo password and sees flag %i', async (email, portfolioId, flag) => {
    const app = await build();
    const session = await signInWithCode(app, email, DEMO_PASSWORD, portfolioId);
    expect((await ok<Disbursement>(app, listDisbursementLoan, {}, authHeaders(session))).homePageFlag).toBe(flag);
  });

  it('has one loan per portfolio to attach with the documented answers', async () => {
    const app = await build();
    const dana = await signInWithCode(app, 'demo@goldcrest.example', DEMO_PASSWORD, 110);
    expect((await call(app, attachLoan, { loanNo: 'BP-DEMO-9001', ...DEMO_ATTACH_ANSWERS }, authHeaders(dana))).json()).toEqual(NOT_FOUND);
    expect((await ok<{ loanNo: string }>(app, attachLoan, { loanNo: 'GC-DEMO-9001', ...DEMO_ATTACH_ANSWERS }, authHeaders(dana))).loanNo).toBe('GC-DEMO-9001');
    expect((await ok<Repayment>(app, listRepaymentLoan, {}, authHeaders(dana))).loans).toEqual([
      expect.objectContaining({ loanNo: 'GC-DEMO-9001', balanceCents: 45_000 }),
    ]);
  });
});
