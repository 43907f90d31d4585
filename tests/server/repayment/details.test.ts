// get-loan-details and get-payment-option (purpose 'repayment') of the booked demo loan: the figures the home page
// shows, the schedule, the transactions, the next withdrawal and the options; another customer's loan refused.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Agreement } from '#src/api/contract/signing.ts';
import { IN_PROGRESS_TRACKER } from '#src/domain/codes/loan.ts';
import { agreementSignature, job, loanAgreement } from '#server/db/schema.ts';
import { LOAN_STEP_JOBS } from '#server/loans/job-kinds.ts';
import { compareTransactionFee, getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, payOff, type LoanDetails, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { checkCollectionStatus } from '#src/api/contract/application.ts';
import { data, DAY, installmentsOf, key, loanRow, payOnce, refusal, repaymentApp, repayingBorrower, signedInAgain } from './support.ts';

describe('loan details', () => {
  it('with an installment past due, "next payment" is the following installment, the one to be withdrawn; the past due is said apart', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Two days after installment 3 was due (23 March) with nothing taken: the withdrawal job never ran.
    ctx.clock.advance(9 * DAY);
    const headers = await signedInAgain(ctx, ada);
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details).toMatchObject({
      nextPayment: { number: 4, dueDate: '2026-04-06', amountCents: 14_850 },
      pastDueCents: 14_850,
      nextWithdrawal: { date: '2026-04-06', amountCents: 14_850 },
    });
    expect(details.installments.slice(2, 4).map((one) => [one.number, one.state])).toEqual([
      [3, 'pastDue'],
      [4, 'due'],
    ]);

    // The loan row (the home page's next payment) says the same once the ledger is written again: $10.00 paid today.
    await payOnce(ctx.app, headers, { loanNo: ada.loanNo, paymentDate: '2026-03-25', amountCents: 1_000, idempotencyKey: key(1) });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ nextPaymentDate: '2026-04-06', nextPaymentAmountCents: 14_850 });
    expect(await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers)).toMatchObject({
      nextPayment: { number: 4, dueDate: '2026-04-06', amountCents: 14_850 },
      pastDueCents: 14_850 - 1_000,
    });
  });

  it('shows the demo loan as the home page does, with its schedule, transactions, next withdrawal and statements', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(details).toMatchObject({
      loanNo: ada.loanNo,
      loanStatus: 202,
      principalCents: 100_000,
      balanceCents: 74_250,
      annualRateBps: 11_370,
      nextPayment: { number: 3, dueDate: '2026-03-23', amountCents: 14_850 },
      pastDueCents: 0,
      paidCents: 14_850 * 2 + 2_690,
      pendingCents: 0,
      autopay: { state: 'active', consecutiveFailures: 0 },
      inCollection: false,
    });
    expect(details.installments.map((one) => [one.number, one.dueDate, one.state, one.paymentCents])).toEqual([
      [1, '2026-02-23', 'paid', 14_850],
      [2, '2026-03-09', 'paid', 14_850],
      [3, '2026-03-23', 'due', 14_850],
      [4, '2026-04-06', 'upcoming', 14_850],
      [5, '2026-04-20', 'upcoming', 14_850],
      [6, '2026-05-04', 'upcoming', 14_850],
      [7, '2026-05-18', 'upcoming', 14_850],
      [8, '2026-06-01', 'upcoming', 11_376],
    ]);
    expect(details.nextWithdrawal).toEqual({
      date: '2026-03-23',
      amountCents: 14_850,
      mode: 15000,
      accountLast4: expect.stringMatching(/^\d{4}$/),
      principalCents: 11_612,
      interestCents: 3_238,
      feeCents: 0,
      unusual: [],
    });
    expect(details.transactions.map((one) => [one.date, one.type, one.amountCents, one.status])).toEqual([
      ['2026-03-09', 14001, 2_690, 3],
      ['2026-03-09', 14001, 14_850, 3],
      ['2026-02-23', 14001, 14_850, 3],
      ['2026-02-14', 14000, 100_000, 3],
    ]);
    expect(details.documents).toEqual([
      {
        kind: 'agreement',
        title: 'Loan agreement (signed)',
        date: '2026-02-14',
        url: expect.stringMatching(/^\/documents\/loan-agreement\/[A-Za-z0-9_-]+\.pdf$/),
      },
      {
        kind: 'statement',
        title: 'Statement for 2026-02',
        date: '2026-02-28',
        url: expect.stringMatching(/^\/documents\/loan-statement\/[A-Za-z0-9_-]{43}\.pdf$/),
      },
    ]);
    for (const document of details.documents) {
      const pdf = await ctx.app.inject({ method: 'GET', url: document.url });
      expect(pdf.statusCode, document.kind).toBe(200);
      expect(pdf.headers['content-type'], document.kind).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString(), document.kind).toBe('%PDF-');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/documents/loan-statement/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf' })).statusCode).toBe(404);
  });

  it("the demo loan's agreement is signed through the signing server: the signed PDF offered is the signature's, the loan stays funded", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const orm = ctx.app.database.orm;
    const [agreement] = await orm.select().from(loanAgreement).where(eq(loanAgreement.loanId, ada.loanId));
    expect(agreement).toMatchObject({ signStatus: 1, madeOn: '2026-02-14', customerId: ada.customerId });
    const content = agreement!.content as Agreement;
    expect(content).toMatchObject({ loanNo: ada.loanNo, disbursementDate: '2026-02-14', borrower: { fullName: 'Alex Demo', email: ada.email } });
    // The schedule as disclosed, the one the ledger replays: 8 bi-weekly payments from 23 February, the last $148.51
    // (the extra $26.90 paid since makes it $113.76 on loan details).
    expect(content.schedule.map((one) => [one.dueDate, one.amountCents])).toEqual(
      (await installmentsOf(ctx.app, ada.loanId)).map((one) => [one.scheduledDueDate, one.scheduledPaymentCents]),
    );
    expect(content.truthInLending.paymentGroups).toEqual([
      { count: 7, amountCents: 14_850, firstDueDate: '2026-02-23' },
      { count: 1, amountCents: 14_851, firstDueDate: '2026-06-01' },
    ]);
    const [signature] = await orm.select().from(agreementSignature).where(eq(agreementSignature.agreementId, agreement!.id));
    expect(signature).toMatchObject({ signerName: 'Alex Demo', signerEmail: ada.email, originalSha256: agreement!.pdfSha256 });
    // The loan stays as booked: funded and being repaid, nothing left of the signature's auto validation.
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({
      loanStatus: 202,
      loanSubStatus: null,
      signatureStatus: 1,
      tracker: IN_PROGRESS_TRACKER.fundingCompleted,
    });
    const jobs = await orm.select().from(job).where(eq(job.loanId, ada.loanId));
    expect(jobs.filter((one) => LOAN_STEP_JOBS.includes(one.kind)).map((one) => [one.kind, one.cancelledAt !== null])).toEqual([['auto-validate', true]]);
    expect(jobs.filter((one) => !one.cancelledAt && !one.doneAt).map((one) => one.kind)).toContain('repayment-withdraw');

    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    const pdf = await ctx.app.inject({ method: 'GET', url: details.documents.find((one) => one.kind === 'agreement')!.url });
    expect(pdf.statusCode).toBe(200);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(signature!.signedSha256);
  });

  it("refuses another customer's loan exactly like an unknown number", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const bob = await repayingBorrower(ctx, 'bob@example.com');
    const other = await refusal(ctx.app, getLoanDetails, { loanNo: bob.loanNo }, ada.headers);
    const unknown = await refusal(ctx.app, getLoanDetails, { loanNo: 'GC-00000000' }, ada.headers);
    expect(other).toEqual({ status: 200, code: -10811, message: 'We could not find this loan.', data: null });
    expect(unknown).toEqual(other);
    expect(await refusal(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: bob.loanNo }, ada.headers)).toEqual(other);
    expect(await refusal(ctx.app, checkCollectionStatus, { loanNo: bob.loanNo }, ada.headers)).toEqual(other);
  });
});

describe('payment options (purpose repayment)', () => {
  it('offers business days from today before the cut-off, pay off, pay off in 2 to 6, a fixed amount and a pay down, both methods', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, ada.headers);
    // Monday 16 March 12:00, before Goldcrest's 13:00 cut-off: today first; 30 days of business days.
    expect(options.paymentDates[0]).toBe('2026-03-16');
    expect(options.paymentDates.at(-1)).toBe('2026-04-15');
    expect(options.paymentDates).not.toContain('2026-03-21');
    // Principal 74,250 with interest from 9 March: 74250 * 11370 * 7 / 3650000 = 1619.06 -> 1619.
    expect(options.payOff).toEqual({ payoffTodayCents: 74_250 + 1_619 });
    expect(options.payOffInN).toEqual({ counts: [2, 3, 4, 5, 6] });
    expect(options.payFixedAmount).toMatchObject({ minCents: 1_000, maxCents: 75_868 });
    expect(options.payDown).toMatchObject({ minCents: 1_000, maxCents: 75_869 });
    expect(options).toMatchObject({ purpose: 'repayment', revokeFutureAch: true, reauthorizeAch: false, methods: [15000, 15004], inCollection: false });
  });

  it("after the cut-off the first date offered is tomorrow: the amount limits are each date's payoff, and a save takes exactly that much", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Monday 16 March 14:00, after Goldcrest's 13:00 cut-off: Tuesday 17 March first, a day more of interest than today.
    ctx.clock.advance(2 * 3_600_000);
    const headers = await signedInAgain(ctx, ada);
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, headers);
    expect(options.paymentDates[0]).toBe('2026-03-17');
    expect(options.payOff).toEqual({ payoffTodayCents: 75_869 });
    // 74250 * 11370 * 8 / 3650000 = 1850.35 -> 1850: $761.00 on Tuesday, not today's $758.69.
    expect(options.payDown).toMatchObject({ minCents: 1_000, maxCents: 76_100 });
    expect(options.payFixedAmount).toMatchObject({ minCents: 1_000, maxCents: 76_099 });
    expect(options.payDown!.byDate!.map((one) => one.date)).toEqual(options.paymentDates);
    expect(options.payFixedAmount!.byDate!.map((one) => one.date)).toEqual(options.paymentDates);
    // Each date's limit is the payoff the server quotes for that date, and the save takes it, not a cent more.
    for (const limit of [options.payDown!.byDate![0]!, options.payDown!.byDate![5]!, options.payDown!.byDate!.at(-1)!]) {
      const { quote } = await data<{ quote: { amountCents: number } }>(
        ctx.app,
        payOff,
        { requestMode: 0, loanNo: ada.loanNo, paymentDate: limit.date, mode: 15000 },
        headers,
      );
      expect(limit, limit.date).toEqual({ date: limit.date, minCents: 1_000, maxCents: quote.amountCents });
      const fixed = options.payFixedAmount!.byDate!.find((one) => one.date === limit.date)!;
      expect(fixed.maxCents).toBe(quote.amountCents - 1);
      const tooMuch = {
        purpose: 'repayment',
        changeType: 103,
        requestMode: 0,
        loanNo: ada.loanNo,
        paymentDate: limit.date,
        mode: 15000,
        amountCents: limit.maxCents + 1,
      };
      expect(await refusal(ctx.app, savePaymentOption, tooMuch, headers)).toMatchObject({ code: -12303, data: { maxCents: limit.maxCents } });
    }
    const saved = await payOnce<{ quote: { amountCents: number } }>(ctx.app, headers, {
      loanNo: ada.loanNo,
      paymentDate: '2026-03-17',
      amountCents: 76_100,
      idempotencyKey: key(1),
    });
    expect(saved.quote.amountCents).toBe(76_100);
  });

  it('answers the fees of paying once: ACH free, debit card the portfolio fee', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const { fees } = await data<{ fees: Array<{ purpose: string; mode: number; feeCents: number }> }>(
      ctx.app,
      compareTransactionFee,
      { amountCents: 10_000, loanNo: ada.loanNo },
      ada.headers,
    );
    expect(fees.map((one) => [one.purpose, one.mode, one.feeCents])).toEqual([
      ['repayment', 15000, 0],
      ['repayment', 15004, 250],
    ]);
  });

  it('tells whether the loan is in collection', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    expect(await data(ctx.app, checkCollectionStatus, { loanNo: ada.loanNo }, ada.headers)).toEqual({
      inCollection: false,
      collectionLoanNo: null,
      collectionPortfolioId: null,
      allowed: [],
    });
  });
});
