import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculatePaymentSchedule, getPaymentOption, paymentDetail, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { listDisbursementLoan } from '#src/api/contract/loan.ts';
import { application, loan, loanInstallment, loanRequest } from '#server/db/schema.ts';
import { redactByContract } from '#server/http/sensitive-fields.ts';
import { manualClock } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';
import { accountsOf, addAccount, applicationOf, buildWithKey, qualifiedBorrower, refused, TEST_NOW, wizardRows, type Borrower } from './support.ts';
import type { FastifyInstance } from 'fastify';

type SaveAnswer = { step: string; requestId: string | null; loanNo: string | null; loanFlag: number | null; message?: string; maxAmountCents?: number };
type Row = {
  number: number;
  dueDate: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  feeCents: number;
  balanceAfterCents: number;
};
type Quote = {
  schedule: Row[];
  disclosure: {
    aprPercent: number;
    financeChargeCents: number;
    amountFinancedCents: number;
    totalOfPaymentsCents: number;
    itemization: { prepaidFinanceChargeCents: number };
  };
};

const TERMS = { amountCents: 1_000_00, paymentFrequency: 17000, repaymentMode: 15000, disbursementDate: '2026-03-16', disbursementMode: 15000 };

async function primaryAccountId(app: FastifyInstance, who: Borrower): Promise<string> {
  return (await applicationOf(app, who.customerId)).bankAccountId!;
}

/** The borrower's loans (the demo loans of `npm start` are seeded too). */
const loansOf = (app: FastifyInstance, who: Borrower) => app.database.orm.select().from(loan).where(eq(loan.customerId, who.customerId));

async function choicesOf(app: FastifyInstance, who: Borrower, changes: Record<string, unknown> = {}) {
  return { ...TERMS, achAuthorized: true, bankAccountId: await primaryAccountId(app, who), ...changes };
}

/** A quote shown, then confirmed: what the wizard does on its last two steps. */
async function confirmLoan(app: FastifyInstance, who: Borrower, changes: Record<string, unknown> = {}) {
  const choices = await choicesOf(app, who, changes);
  const { achAuthorized: _ach, bankAccountId: _bank, ...input } = choices;
  const quote = await ok<Quote>(app, calculatePaymentSchedule, input, who.headers);
  const answer = await ok<SaveAnswer>(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices }, who.headers);
  return { answer, quote, choices };
}

describe('save-payment-option, mode 0 (save a step)', () => {
  it('saves the step and the choices given, merged with those saved, so get-payment-option resumes there', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const first = await ok<SaveAnswer>(app, savePaymentOption, { mode: 0, step: 'choose-payment-mode', choices: { amountCents: 800_00 } }, ada.headers);
    expect(first).toEqual({ step: 'choose-payment-mode', requestId: expect.any(String), loanNo: null, loanFlag: null });
    const second = await ok<SaveAnswer>(
      app,
      savePaymentOption,
      { mode: 0, step: 'choose-bank-account', choices: { paymentFrequency: 17000, repaymentMode: 15002, achAuthorized: false } },
      ada.headers,
    );
    expect(second.requestId).toBe(first.requestId);
    const resumed = await ok<{ step: string; choices: Record<string, unknown>; requestId: string }>(app, getPaymentOption, {}, ada.headers);
    expect(resumed).toMatchObject({
      step: 'choose-bank-account',
      requestId: first.requestId,
      choices: {
        amountCents: 800_00,
        paymentFrequency: 17000,
        repaymentMode: 15002,
        achAuthorized: false,
        disbursementDate: null,
        disbursementMode: null,
        bankAccountId: null,
      },
    });
  });

  it('refuses bad choices, writing nothing: off the step, a frequency not offered, another customer’s account, the signing step', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const bob = await qualifiedBorrower(app, 'bob@example.com', 118);
    const save = (choices: Record<string, unknown>, step = 'choose-loan-amount') => refused(app, savePaymentOption, { mode: 0, step, choices }, ada.headers);
    const before = await wizardRows(app);
    expect(await save({ amountCents: 810_00 })).toMatchObject({
      code: -12004,
      message: 'Please choose a loan amount in the steps offered (for example $25.00).',
    });
    expect(await save({ amountCents: 100_00 })).toMatchObject({ code: -12003 });
    expect(await save({ paymentFrequency: 17003 })).toMatchObject({ code: -12005 });
    expect(await save({ bankAccountId: await primaryAccountId(app, bob) })).toEqual({
      code: -12009,
      message: 'Please choose one of your own bank accounts.',
      data: null,
    });
    expect(await save({ bankAccountId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ code: -12009 });
    expect(await save({}, 'sign-loan-agreement')).toEqual({ code: -12018, message: 'Please confirm your loan details first.', data: null });
    const badId = await call(app, savePaymentOption, { mode: 0, step: 'choose-bank-account', choices: { bankAccountId: 'not-an-id' } }, ada.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({
      code: -10400,
      data: { issues: [{ path: 'choices.bankAccountId', message: 'is not valid: Please choose one of your bank accounts' }] },
    });
    const badStep = await call(app, savePaymentOption, { mode: 0, step: 'home', choices: {} }, ada.headers);
    expect(badStep.json()).toMatchObject({ code: -10400, data: { issues: [{ path: 'step', message: 'is not valid: Step is not valid' }] } });
    expect(await wizardRows(app)).toEqual(before);
  });

  it('answers loan flag 10001 for an amount above the maximum, and 10002 for a date that cannot be picked, writing nothing', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const before = await wizardRows(app);
    expect(await ok<SaveAnswer>(app, savePaymentOption, { mode: 0, step: 'choose-payment-mode', choices: { amountCents: 1_225_00 } }, ada.headers)).toEqual({
      step: 'choose-loan-amount',
      requestId: null,
      loanNo: null,
      loanFlag: 10001,
      message: 'The most you can borrow is now $1,200.00. Please choose your loan amount again.',
      maxAmountCents: 1_200_00,
    });
    for (const date of ['2026-03-13', '2026-03-21', '2026-04-20']) {
      expect(await ok<SaveAnswer>(app, savePaymentOption, { mode: 0, step: 'choose-loan-term', choices: { disbursementDate: date } }, ada.headers)).toEqual({
        step: 'choose-bank-account',
        requestId: null,
        loanNo: null,
        loanFlag: 10002,
        message: 'The disbursement date you chose can no longer be used: it has passed the cut-off time or is not a business day. Please choose another date.',
      });
    }
    expect(await wizardRows(app)).toEqual(before);
  });

  it('confirms another account by its typed numbers (the match-tail rule), once', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const other = await addAccount(app, ada.customerId, '011000015', '555000111222');
    const save = (bankConfirmation?: object) =>
      call(
        app,
        savePaymentOption,
        { mode: 0, step: 'choose-loan-term', choices: { bankAccountId: other.id }, ...(bankConfirmation ? { bankConfirmation } : {}) },
        ada.headers,
      );
    const before = await wizardRows(app);
    expect((await save()).json()).toEqual({
      code: -12010,
      message: 'Please enter the routing and account numbers of this bank account to confirm it.',
      data: { bankAccountId: other.id },
    });
    expect((await save({ routingNumber: '021000021', accountNumber: '555000111222' })).json()).toEqual({
      code: -12011,
      message: 'Please enter the Routing Number ends with 0015',
      data: { field: 'routingNumber', last4: '0015' },
    });
    expect((await save({ routingNumber: '011000015', accountNumber: '555000111333' })).json()).toEqual({
      code: -12012,
      message: 'Please enter the Account Number ends with 1222',
      data: { field: 'accountNumber', last4: '1222' },
    });
    expect((await save({ routingNumber: '210050015', accountNumber: '999000111222' })).json()).toEqual({
      code: -12013,
      message: 'The routing and account numbers do not match this bank account. Please check them.',
      data: null,
    });
    expect(await wizardRows(app)).toEqual(before);

    expect((await save({ routingNumber: '011000015', accountNumber: '555000111222' })).json()).toMatchObject({ code: 1, data: { loanFlag: null } });
    const [request] = await app.database.orm.select().from(loanRequest).where(eq(loanRequest.customerId, ada.customerId));
    expect(request!.confirmedBankAccountIds).toEqual([other.id]);
    expect(JSON.stringify(request)).not.toContain('555000111222');
    // Confirmed once: later saves need no numbers.
    expect((await save()).json()).toMatchObject({ code: 1 });
    const listed = await ok<{ bankAccounts: Array<{ bankAccountId: string; primary: boolean; verified: boolean; accountLast4: string }> }>(
      app,
      getPaymentOption,
      {},
      ada.headers,
    );
    expect(listed.bankAccounts.map(({ primary, verified, accountLast4 }) => ({ primary, verified, accountLast4 }))).toEqual([
      { primary: true, verified: true, accountLast4: '4321' },
      { primary: false, verified: false, accountLast4: '1222' },
    ]);
  });

  it('marks the typed bank numbers sensitive: no log line ever holds them', () => {
    const body = { mode: 0, step: 'choose-bank-account', choices: {}, bankConfirmation: { routingNumber: '011000015', accountNumber: '555000111222' } };
    const redacted = JSON.stringify(redactByContract(savePaymentOption.request, body));
    expect(redacted).not.toContain('555000111222');
    expect(redacted).not.toContain('011000015');
  });
});

describe('save-payment-option, mode 1 (confirm): the loan', () => {
  it('creates the application’s loan: originating in customer review, not signed, with its terms, schedule and Truth-in-Lending figures', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const { answer, quote, choices } = await confirmLoan(app, ada);
    expect(answer).toEqual({ step: 'sign-loan-agreement', requestId: expect.any(String), loanNo: expect.stringMatching(/^BP-\d{8}$/), loanFlag: null });

    const open = await applicationOf(app, ada.customerId);
    const [row] = await app.database.orm.select().from(loan).where(eq(loan.customerId, ada.customerId));
    expect(row).toMatchObject({
      loanNo: answer.loanNo,
      portfolioId: 118,
      applicationId: open.id,
      borrowerSsnLast4: '6789',
      borrowerDateOfBirth: '1990-05-17',
      loanStatus: 102,
      loanSubStatus: 102001,
      signatureStatus: 0,
      tracker: null,
      principalCents: 1_000_00,
      balanceCents: 1_000_00,
      paymentFrequency: 17000,
      disbursementDate: '2026-03-16',
      nextPaymentDate: '2026-03-27',
      nextPaymentAmountCents: quote.schedule[0]!.paymentCents,
      repaymentMode: 15000,
      achAuthorized: true,
      disbursementMode: 15000,
      bankAccountId: choices.bankAccountId,
      annualRateBps: 12_900,
      installmentCount: 18,
      aprBps: 14_637,
      financeChargeCents: quote.disclosure.financeChargeCents,
      amountFinancedCents: 950_00,
      totalOfPaymentsCents: quote.disclosure.totalOfPaymentsCents,
      prepaidFinanceChargeCents: 50_00,
    });
    const installments = await app.database.orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, row!.id)).orderBy(loanInstallment.number);
    // The repayment columns (decision 0730) stay at their defaults until the loan is funded.
    expect(
      installments.map(({ loanId: _id, paidCents: _paid, flags: _flags, scheduledDueDate: _due, scheduledPaymentCents: _payment, ...rest }) => rest),
    ).toEqual(quote.schedule);

    // Home flag 3 (unsigned) lists it; the wizard resumes on the signing step with it.
    const home = await ok<{ homePageFlag: number; loans: Array<{ loanNo: string; loanStatus: number; signatureStatus: number }> }>(
      app,
      listDisbursementLoan,
      {},
      ada.headers,
    );
    expect(home.homePageFlag).toBe(3);
    expect(home.loans).toEqual([
      expect.objectContaining({ loanNo: answer.loanNo, loanStatus: 102, loanSubStatus: 102001, signatureStatus: 0, amountCents: 1_000_00 }),
    ]);
    const resumed = await ok<{ step: string; loanNo: string; requestId: string; choices: object }>(
      app,
      getPaymentOption,
      { loanNo: answer.loanNo },
      ada.headers,
    );
    expect(resumed).toMatchObject({ step: 'sign-loan-agreement', loanNo: answer.loanNo, requestId: answer.requestId, choices });
    expect(await ok<Row>(app, paymentDetail, { number: 18 }, ada.headers)).toEqual(quote.schedule[17]);
  });

  it('answers the same loan to a second confirm; changed terms (still unsigned) go onto the same loan', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const first = await confirmLoan(app, ada);
    const again = await ok<SaveAnswer>(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices: first.choices }, ada.headers);
    expect(again).toEqual(first.answer);
    expect(await loansOf(app, ada)).toHaveLength(1);

    const changed = await confirmLoan(app, ada, { amountCents: 500_00, repaymentMode: 15002, achAuthorized: false });
    expect(changed.answer).toEqual(first.answer);
    const loans = await loansOf(app, ada);
    expect(loans).toHaveLength(1);
    expect(loans[0]).toMatchObject({
      loanNo: first.answer.loanNo,
      principalCents: 500_00,
      repaymentMode: 15002,
      achAuthorized: false,
      installmentCount: 8,
      loanStatus: 102,
      signatureStatus: 0,
    });
    expect(await app.database.orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, loans[0]!.id))).toHaveLength(8);
  });

  it('refuses ACH repayment without the ACH authorization, and incomplete choices, writing nothing', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const before = await wizardRows(app);
    expect(
      await refused(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices: await choicesOf(app, ada, { achAuthorized: false }) }, ada.headers),
    ).toEqual({
      code: -12014,
      message: 'To repay by automatic ACH payments, please authorize them, or choose another way to repay.',
      data: null,
    });
    const incomplete = await call(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices: { amountCents: 1_000_00 } }, ada.headers);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      code: -10400,
      data: { issues: expect.arrayContaining([{ path: 'choices.paymentFrequency', message: 'is required' }]) },
    });
    expect(await wizardRows(app)).toEqual(before);
  });

  it('answers 10001 with the new maximum when the qualified amount fell below the chosen amount, writing nothing', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    await ok(app, savePaymentOption, { mode: 0, step: 'confirm-details', choices: await choicesOf(app, ada) }, ada.headers);
    await app.database.orm.update(application).set({ qualifiedAmountCents: 900_00 }).where(eq(application.customerId, ada.customerId));
    const before = await wizardRows(app);
    expect(await ok<SaveAnswer>(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices: await choicesOf(app, ada) }, ada.headers)).toEqual({
      step: 'choose-loan-amount',
      requestId: before.requests[0]!.id,
      loanNo: null,
      loanFlag: 10001,
      message: 'The most you can borrow is now $900.00. Please choose your loan amount again.',
      maxAmountCents: 900_00,
    });
    expect(await wizardRows(app)).toEqual(before);
  });

  it('answers 10002 when the payments moved since the borrower reviewed them, writing nothing', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    await ok(app, calculatePaymentSchedule, TERMS, ada.headers);
    const before = await wizardRows(app);
    // A day later: one more day of interest moves every payment.
    expect(
      await ok<SaveAnswer>(
        app,
        savePaymentOption,
        { mode: 1, step: 'confirm-details', choices: await choicesOf(app, ada, { disbursementDate: '2026-03-17' }) },
        ada.headers,
      ),
    ).toEqual({
      step: 'choose-loan-term',
      requestId: before.requests[0]!.id,
      loanNo: null,
      loanFlag: 10002,
      message: 'Your payment schedule has changed since you reviewed it. Please review your loan term again.',
    });
    expect(await wizardRows(app)).toEqual(before);
    const { answer } = await confirmLoan(app, ada, { disbursementDate: '2026-03-17' });
    expect(answer.loanFlag).toBeNull();
  });

  it('answers 10002 when the chosen date passed the cut-off (Goldcrest, 13:00 New York), writing nothing', async () => {
    const clock = manualClock(TEST_NOW + 45 * 60_000); // 12:45 in New York
    const app = await buildWithKey({ clock });
    const ada = await qualifiedBorrower(app, 'ada@example.com', 110);
    const choices = await choicesOf(app, ada);
    await ok(app, savePaymentOption, { mode: 0, step: 'confirm-details', choices }, ada.headers);
    clock.advance(20 * 60_000); // 13:05
    const before = await wizardRows(app);
    expect(await ok<SaveAnswer>(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices }, ada.headers)).toMatchObject({
      step: 'choose-bank-account',
      loanFlag: 10002,
      message: 'The disbursement date you chose can no longer be used: it has passed the cut-off time or is not a business day. Please choose another date.',
    });
    expect(await wizardRows(app)).toEqual(before);
  });

  it('keeps customers apart: another customer’s account and loan are refused, and theirs is untouched', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const bob = await qualifiedBorrower(app, 'bob@example.com', 118);
    const { answer } = await confirmLoan(app, ada);
    const before = await wizardRows(app);
    expect(
      await refused(
        app,
        savePaymentOption,
        { mode: 1, step: 'confirm-details', choices: await choicesOf(app, bob, { bankAccountId: await primaryAccountId(app, ada) }) },
        bob.headers,
      ),
    ).toMatchObject({
      code: -12009,
    });
    expect(await refused(app, getPaymentOption, { loanNo: answer.loanNo }, bob.headers)).toEqual({
      code: -10811,
      message: 'We could not find this loan.',
      data: null,
    });
    expect(await wizardRows(app)).toEqual(before);
    expect((await accountsOf(app, bob.customerId)).map((row) => row.customerId)).toEqual([bob.customerId]);

    // Bob's own loan is his, with its own number.
    const own = await confirmLoan(app, bob);
    expect(own.answer.loanNo).not.toBe(answer.loanNo);
    expect(await loansOf(app, ada)).toHaveLength(1);
    expect(await loansOf(app, bob)).toHaveLength(1);
  });
});
