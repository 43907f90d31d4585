import { describe, expect, it } from 'vitest';
import {
  calculatePaymentSchedule,
  compareTransactionFee,
  getPaymentOption,
  paperCheck,
  paymentDetail,
  savePaymentOption,
} from '#src/api/contract/disbursement.ts';
import { recordBusinessData } from '#src/api/contract/application.ts';
import { borrower } from '../application/support.ts';
import { employment } from '../application/answers.ts';
import { call, ok } from '../support/accounts.ts';
import { signedBorrower } from '../loans/support.ts';
import { accountsOf, buildWithKey, movedTo, qualifiedBorrower, refused, wizardRows } from './support.ts';

type PaymentOption = {
  step: string;
  choices: Record<string, unknown>;
  qualifiedAmountCents: number;
  program: {
    minAmountCents: number;
    maxAmountCents: number;
    amountStepCents: number;
    frequencies: number[];
    repaymentModes: number[];
    disbursementModes: number[];
    annualRateBps: number;
    termTiers: Array<{ fromCents: number; termWeeks: number }>;
    originationFee: { percentBps: number; minCents: number; maxCents: number };
  };
  bankAccounts: Array<{ bankAccountId: string; bankName: string | null; accountLast4: string; routingLast4: string; verified: boolean; primary: boolean }>;
  requestId: string | null;
  loanNo: string | null;
  transactionFees: Array<{ purpose: string; mode: number; feeCents: number; label: string; description: string }>;
};

const NOT_AVAILABLE = { code: -12001, message: 'Please finish your application and get your loan amount before choosing your loan.', data: null };
const SIGNED = {
  code: -10818,
  message: 'Your loan agreement is signed, so your application can no longer be changed. If something in it is wrong, please call us.',
  data: null,
};
const CHOICES = { amountCents: 1_000_00, paymentFrequency: 17000, repaymentMode: 15000, disbursementDate: '2026-03-16', disbursementMode: 15000 };

describe('get-payment-option', () => {
  it('answers what the wizard needs to start: the program, the qualified amount, the accounts (last 4 only) and the fees', async () => {
    const app = await buildWithKey();
    const { headers, customerId } = await qualifiedBorrower(app, 'ada@example.com', 118);
    const [account] = await accountsOf(app, customerId);
    const answer = await ok<PaymentOption>(app, getPaymentOption, {}, headers);
    expect(answer).toEqual({
      step: 'choose-loan-amount',
      choices: {
        amountCents: null,
        paymentFrequency: null,
        repaymentMode: null,
        achAuthorized: null,
        disbursementDate: null,
        disbursementMode: null,
        bankAccountId: null,
      },
      qualifiedAmountCents: 1_200_00,
      // Bi-weekly pay: bi-weekly installments only (weekly ones need weekly pay).
      program: {
        minAmountCents: 200_00,
        maxAmountCents: 1_200_00,
        amountStepCents: 25_00,
        frequencies: [17000],
        repaymentModes: [15000, 15004, 15002],
        disbursementModes: [15000, 15014],
        // What the amount step estimates a payment with (server/disbursement/pricing.ts).
        annualRateBps: 129_00,
        termTiers: [
          { fromCents: 200_00, termWeeks: 16 },
          { fromCents: 600_00, termWeeks: 24 },
          { fromCents: 1_000_00, termWeeks: 36 },
        ],
        // Kept from the money sent: 5% of the amount, at most $50 (the amount step says it with what is received).
        originationFee: { percentBps: 5_00, minCents: 0, maxCents: 50_00 },
      },
      bankAccounts: [
        { bankAccountId: account!.id, bankName: 'JPMorgan Chase Bank', accountLast4: '4321', routingLast4: '0021', verified: true, primary: true },
      ],
      requestId: null,
      loanNo: null,
      transactionFees: [
        expect.objectContaining({ purpose: 'repayment', mode: 15000, feeCents: 0 }),
        expect.objectContaining({ purpose: 'repayment', mode: 15004, feeCents: 0 }),
        expect.objectContaining({ purpose: 'repayment', mode: 15002, feeCents: 0 }),
        expect.objectContaining({ purpose: 'disbursement', mode: 15000, feeCents: 0 }),
        expect.objectContaining({ purpose: 'disbursement', mode: 15014, feeCents: 2_99 }),
      ],
      // No debit card entered on the repayment mode step yet.
      card: null,
    });
    expect(JSON.stringify(answer)).not.toContain('000987654321');
    expect(JSON.stringify(answer)).not.toContain('021000021');
  });

  it('answers the Goldcrest program (110), and both frequencies for weekly pay', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 110, { employment: { payrollFrequency: 17003 } });
    const answer = await ok<PaymentOption>(app, getPaymentOption, {}, headers);
    expect(answer.program).toEqual({
      minAmountCents: 300_00,
      maxAmountCents: 1_200_00,
      amountStepCents: 25_00,
      frequencies: [17003, 17000],
      repaymentModes: [15000, 15004, 15002],
      disbursementModes: [15000, 15014],
      annualRateBps: 159_00,
      termTiers: [
        { fromCents: 300_00, termWeeks: 26 },
        { fromCents: 1_000_00, termWeeks: 40 },
        { fromCents: 1_750_00, termWeeks: 52 },
      ],
      // Goldcrest takes no origination fee.
      originationFee: { percentBps: 0, minCents: 0, maxCents: 0 },
    });
    expect(answer.transactionFees.map((fee) => fee.feeCents)).toEqual([0, 2_50, 0, 0, 5_00]);
  });

  it('prices a 36% state: Goldcrest with its capped terms (no fees), Bluepeak not at all', async () => {
    const app = await buildWithKey();
    const goldcrest = await qualifiedBorrower(app, 'ada@example.com', 110, { state: 'IL' });
    const capped = await ok<PaymentOption>(app, getPaymentOption, {}, goldcrest.headers);
    expect(capped.transactionFees.map((fee) => fee.feeCents)).toEqual([0, 0, 0, 0, 0]);
    // The amount step estimates with the capped rate.
    expect(capped.program.annualRateBps).toBe(34_00);
    expect(capped.program.originationFee).toEqual({ percentBps: 0, minCents: 0, maxCents: 0 });
    // Bluepeak does not lend in Illinois at all: its address page refuses it, and an application saved there
    // before gets no offer either.
    const bluepeak = await qualifiedBorrower(app, 'bob@example.com', 118);
    await movedTo(app, bluepeak.customerId, 'IL');
    expect(await refused(app, getPaymentOption, {}, bluepeak.headers)).toEqual({
      code: -12002,
      message: 'We are sorry: this loan is not offered in your state.',
      data: null,
    });
  });

  it('refuses a borrower who is not qualified (flag 1), on every call, writing nothing', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app, 'new@example.com');
    const before = await wizardRows(app);
    expect(await refused(app, getPaymentOption, {}, headers)).toEqual(NOT_AVAILABLE);
    expect(await refused(app, compareTransactionFee, { amountCents: 500_00 }, headers)).toEqual(NOT_AVAILABLE);
    expect(await refused(app, calculatePaymentSchedule, CHOICES, headers)).toEqual(NOT_AVAILABLE);
    expect(await refused(app, paymentDetail, { number: 1 }, headers)).toEqual(NOT_AVAILABLE);
    expect(await refused(app, savePaymentOption, { mode: 0, step: 'choose-loan-amount', choices: { amountCents: 500_00 } }, headers)).toEqual(NOT_AVAILABLE);
    expect(await refused(app, paperCheck, {}, headers)).toEqual(NOT_AVAILABLE);
    expect(await wizardRows(app)).toEqual(before);
  });

  it('refuses once an answer changes (the amount must be calculated again: flag 1)', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 118);
    await ok(app, recordBusinessData, { section: 'employment', answers: employment({ netPayCents: 1_400_00 }), resumeStep: 'bank' }, headers);
    expect(await refused(app, getPaymentOption, {}, headers)).toEqual(NOT_AVAILABLE);
  });

  it('refuses every wizard call once the loan is signed (-10818), and changes nothing', async () => {
    const app = await buildWithKey();
    const { headers, loanNo } = await signedBorrower(app);
    const before = await wizardRows(app);
    expect(await refused(app, getPaymentOption, {}, headers)).toEqual(SIGNED);
    expect(await refused(app, getPaymentOption, { loanNo }, headers)).toEqual(SIGNED);
    expect(await refused(app, compareTransactionFee, { amountCents: 500_00 }, headers)).toEqual(SIGNED);
    expect(await refused(app, savePaymentOption, { mode: 0, step: 'choose-loan-amount', choices: { amountCents: 500_00 } }, headers)).toEqual(SIGNED);
    expect(await wizardRows(app)).toEqual(before);
  });

  it('refuses a loan number that is not the borrower’s wizard loan', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 118);
    expect(await refused(app, getPaymentOption, { loanNo: 'BP-DEMO-3001' }, headers)).toEqual({
      code: -10811,
      message: 'We could not find this loan.',
      data: null,
    });
    const reply = await call(app, getPaymentOption, { loanNo: 'x' }, headers);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: -10400, data: { issues: [{ path: 'loanNo', message: 'is not valid: Loan number is not valid' }] } });
  });
});

describe('loan/compare-transaction-fee', () => {
  it('answers the cost of each repayment and disbursement mode for an amount', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 110);
    const { fees } = await ok<{ fees: PaymentOption['transactionFees'] }>(app, compareTransactionFee, { amountCents: 1_000_00 }, headers);
    expect(fees).toEqual([
      {
        purpose: 'repayment',
        mode: 15000,
        feeCents: 0,
        label: 'Automatic ACH payments',
        description:
          'Each payment is taken from your bank account on its due date (free). You may cancel the authorization at any time; it is not required to get the loan.',
      },
      { purpose: 'repayment', mode: 15004, feeCents: 2_50, label: 'Debit card', description: 'Pay each installment with your debit card: $2.50 a payment.' },
      {
        purpose: 'repayment',
        mode: 15002,
        feeCents: 0,
        label: 'Paper check',
        description: 'Mail a check for each installment so that it arrives by its due date (free). Nothing is taken from your account automatically.',
      },
      {
        purpose: 'disbursement',
        mode: 15000,
        feeCents: 0,
        label: 'ACH deposit',
        description: 'The money arrives the same business day when you confirm before the cut-off time, otherwise the next business day (free).',
      },
      {
        purpose: 'disbursement',
        mode: 15014,
        feeCents: 5_00,
        label: 'Instant funding',
        description: 'The money arrives in minutes by real-time transfer, even on weekends ($5.00, kept from the amount sent).',
      },
    ]);
  });

  it('refuses an amount above the qualified amount, below the minimum or off the step', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 118);
    const range = { minAmountCents: 200_00, maxAmountCents: 1_200_00, amountStepCents: 25_00 };
    const outOfRange = { code: -12003, message: 'Please choose a loan amount between the smallest and the largest amount offered to you.', data: range };
    expect(await refused(app, compareTransactionFee, { amountCents: 1_225_00 }, headers)).toEqual(outOfRange);
    expect(await refused(app, compareTransactionFee, { amountCents: 175_00 }, headers)).toEqual(outOfRange);
    expect(await refused(app, compareTransactionFee, { amountCents: 1_010_00 }, headers)).toEqual({
      code: -12004,
      message: 'Please choose a loan amount in the steps offered (for example $25.00).',
      data: range,
    });
    const reply = await call(app, compareTransactionFee, { amountCents: 10.5 }, headers);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: -10400, data: { issues: [{ path: 'amountCents', message: 'is not valid: Amount should be whole cents' }] } });
  });
});
