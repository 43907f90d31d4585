// The ways to pay, previewed and saved: pay off (quoted against the domain library's payoffAmount), a fixed amount
// shortening the schedule, pay off in N, pay down applied past due first; cards; bad input writing nothing.
import { describe, expect, it } from 'vitest';
import { compareTransactionFee, getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { eq } from 'drizzle-orm';
import { loan } from '#server/db/schema.ts';
import {
  payFixedAmount,
  payOff,
  payOffInN,
  tokenizeCard,
  type LoanDetails,
  type NewSchedule,
  type RepaymentOptions,
  getLoanDetails,
} from '#src/api/contract/repayment.ts';
import { openingBalance, applyPayment, payoffAmount } from '#src/domain/lending/payoff.ts';
import { addDays } from '#src/domain/iso-date.ts';
import {
  data,
  DAY,
  signedInAgain,
  expectNothingWritten,
  installmentsOf,
  key,
  ledgerCounts,
  loanRow,
  paymentsOf,
  refusal,
  repaymentApp,
  repayingBorrower,
} from './support.ts';

/** The demo loan's balance by the domain library: opened 14 Feb, installments 23 Feb and 9 March, $26.90 extra on 9 March. */
function demoBalance() {
  let balance = openingBalance(100_000, '2026-02-14', 11_370);
  balance = applyPayment(balance, { date: '2026-02-23', amount: 14_850 }).balance;
  balance = applyPayment(balance, { date: '2026-03-09', amount: 14_850 }).balance;
  return applyPayment(balance, { date: '2026-03-09', amount: 2_690 }).balance;
}

const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '73301', name: 'Ada Lovelace' };

describe('pay off', () => {
  it('quotes the payoff good through each chosen date as the domain library computes it, never interest not yet accrued', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    for (const date of ['2026-03-16', '2026-03-20', '2026-04-15']) {
      const { quote } = await data<{ quote: Record<string, number | string> }>(
        ctx.app,
        payOff,
        { requestMode: 0, loanNo: ada.loanNo, paymentDate: date, mode: 15000 },
        ada.headers,
      );
      expect(quote).toMatchObject({
        paymentDate: date,
        goodThroughDate: date,
        amountCents: payoffAmount(demoBalance(), date),
        principalCents: 74_250,
        transactionFeeCents: 0,
        dailyInterestCents: 231,
      });
    }
    const { quote } = await data<{ quote: { amountCents: number; transactionFeeCents: number } }>(
      ctx.app,
      payOff,
      { requestMode: 0, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15004 },
      ada.headers,
    );
    expect(quote).toMatchObject({ amountCents: payoffAmount(demoBalance(), '2026-03-16') + 250, transactionFeeCents: 250 });
  });

  it('by ACH closes the loan at once (206 / 206002) with its payment pending; the return of it opens the loan again', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const answer = await data<{ saved: { status: number; loanStatus: number; balanceCents: number; transactionId: string } }>(
      ctx.app,
      payOff,
      { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, idempotencyKey: key(1) },
      ada.headers,
    );
    expect(answer.saved).toMatchObject({ changeType: 101, status: 1, loanStatus: 206, balanceCents: 0 });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ loanStatus: 206, loanSubStatus: 206002, balanceCents: 0, nextPaymentDate: null });
    const paid = (await paymentsOf(ctx.app, ada.loanId)).at(-1)!;
    expect(paid).toMatchObject({ amountCents: 75_869, principalCents: 74_250, interestCents: 1_619, status: 1, changeType: 101 });
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(details.installments.slice(2).map((one) => one.state)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'pending']);

    const { ops } = await import('./support.ts');
    await ops(ctx)({ command: 'return', loanNo: ada.loanNo, reason: 'R01' });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({
      loanStatus: 202,
      loanSubStatus: null,
      balanceCents: 74_250,
      nextPaymentDate: '2026-03-23',
      nextPaymentAmountCents: 14_850,
    });
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ status: -1, returnCode: 'R01', returnReason: 'Insufficient funds' });
  });

  it('by a declined card writes nothing; an approved card is taken at once (checked)', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const declined = await data<{ cardToken: string }>(ctx.app, tokenizeCard, { ...card, number: '4000 0000 0000 0002' }, ada.headers);
    const broke = await data<{ cardToken: string }>(ctx.app, tokenizeCard, { ...card, number: '4000000000009995' }, ada.headers);
    const good = await data<{ cardToken: string; brand: string; last4: string }>(ctx.app, tokenizeCard, card, ada.headers);
    expect(good).toMatchObject({ brand: 'Visa', last4: '4242', expiry: '12/30' });
    const before = await ledgerCounts(ctx.app);
    const input = { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15004 };
    expect(await refusal(ctx.app, payOff, { ...input, cardToken: declined.cardToken, idempotencyKey: key(2) }, ada.headers)).toMatchObject({
      code: -12306,
      message: 'Your card was declined, so no payment was made. Please use another card or pay from your bank account.',
    });
    expect(await refusal(ctx.app, payOff, { ...input, cardToken: broke.cardToken, idempotencyKey: key(3) }, ada.headers)).toMatchObject({ code: -12307 });
    expect(await refusal(ctx.app, payOff, { ...input, idempotencyKey: key(4) }, ada.headers)).toMatchObject({ code: -12305 });
    await expectNothingWritten(ctx.app, before);
    const answer = await data<{ saved: { status: number; loanStatus: number } }>(
      ctx.app,
      payOff,
      { ...input, cardToken: good.cardToken, idempotencyKey: key(5) },
      ada.headers,
    );
    expect(answer.saved).toMatchObject({ status: 3, loanStatus: 206 });
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ mode: 15004, amountCents: 75_869 + 250, transactionFeeCents: 250, status: 3 });
  });

  it('refuses a date not offered, and a loan not being repaid, writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await ledgerCounts(ctx.app);
    const input = { requestMode: 1, loanNo: ada.loanNo, mode: 15000, idempotencyKey: key(6) };
    expect(await refusal(ctx.app, payOff, { ...input, paymentDate: '2026-03-21' }, ada.headers)).toMatchObject({
      code: -12302,
      message: 'Please choose one of the payment dates offered.',
    });
    expect(await refusal(ctx.app, payOff, { ...input, paymentDate: 'tomorrow' }, ada.headers)).toMatchObject({ status: 400, code: -10400 });
    expect(await refusal(ctx.app, payOff, { ...input, paymentDate: '2026-03-16', idempotencyKey: 'not-a-key' }, ada.headers)).toMatchObject({ status: 400 });
    await expectNothingWritten(ctx.app, before);
    await data(ctx.app, payOff, { ...input, paymentDate: '2026-03-16' }, ada.headers);
    expect(await refusal(ctx.app, payOff, { ...input, paymentDate: '2026-03-16', idempotencyKey: key(7) }, ada.headers)).toMatchObject({
      code: -12301,
      message: 'This loan is not being repaid, so no payment can be made on it online. Your home page shows where it is.',
    });
  });
});

describe('pay a fixed amount (111)', () => {
  it('puts the amount to principal after the interest accrued; installments keep their amount and the schedule shortens', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const input = { loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, amountCents: 30_000 };
    const preview = await data<{
      quote: Record<string, number>;
      schedule: { installments: Array<{ number: number; paymentCents: number }>; previousCount: number; previousTotalCents: number };
    }>(ctx.app, payFixedAmount, { requestMode: 0, ...input }, ada.headers);
    const applied = applyPayment(demoBalance(), { date: '2026-03-16', amount: 30_000 });
    expect(preview.quote).toMatchObject({
      amountCents: 30_000,
      interestCents: applied.interestPaid,
      principalCents: applied.principalPaid,
      transactionFeeCents: 0,
    });
    expect(preview.schedule.previousCount).toBe(6);
    expect(preview.schedule.installments.map((one) => one.number)).toEqual([3, 4, 5, 6]);
    expect(preview.schedule.installments.slice(0, 3).every((one) => one.paymentCents === 14_850)).toBe(true);
    const saved = await data<{ saved: { balanceCents: number; status: number } }>(
      ctx.app,
      payFixedAmount,
      { requestMode: 1, ...input, idempotencyKey: key(8) },
      ada.headers,
    );
    expect(saved.saved).toMatchObject({ changeType: 111, status: 1, balanceCents: applied.balance.principal });
    expect((await installmentsOf(ctx.app, ada.loanId)).map((one) => [one.number, one.flags])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 0],
      [7, 4],
      [8, 4],
    ]);
  });

  it('refuses an amount outside $10.00 to the payoff less a cent, writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await ledgerCounts(ctx.app);
    const input = { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, idempotencyKey: key(9) };
    expect(await refusal(ctx.app, payFixedAmount, { ...input, amountCents: 999 }, ada.headers)).toMatchObject({
      code: -12303,
      message: 'Please enter an amount from $10.00 to $758.68.',
      data: { minCents: 1_000, maxCents: 75_868 },
    });
    expect(await refusal(ctx.app, payFixedAmount, { ...input, amountCents: 75_869 }, ada.headers)).toMatchObject({ code: -12303 });
    await expectNothingWritten(ctx.app, before);
  });
});

describe('pay off in N (102)', () => {
  it("re-spreads the balance over N new installments on the loan's rhythm; nothing is taken now", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const preview = await data<{
      schedule: {
        installments: Array<{ dueDate: string; flags: number; paymentCents: number }>;
        previousCount: number;
        previousTotalCents: number;
        totals: { principalCents: number };
      };
    }>(ctx.app, payOffInN, { requestMode: 0, loanNo: ada.loanNo, count: 3 }, ada.headers);
    expect(preview.schedule.installments.map((one) => [one.dueDate, one.flags])).toEqual([
      ['2026-03-23', 256],
      ['2026-04-06', 256],
      ['2026-04-20', 256],
    ]);
    expect(preview.schedule).toMatchObject({ previousCount: 6, previousTotalCents: 14_850 * 5 + 11_376, totals: { principalCents: 74_250 } });
    const before = (await paymentsOf(ctx.app, ada.loanId)).length;
    const saved = await data<{ saved: Record<string, unknown> }>(
      ctx.app,
      payOffInN,
      { requestMode: 1, loanNo: ada.loanNo, count: 3, idempotencyKey: key(10) },
      ada.headers,
    );
    expect(saved.saved).toEqual({ changeType: 102, transactionId: null, status: null, loanStatus: 202, balanceCents: 74_250 });
    expect(await paymentsOf(ctx.app, ada.loanId)).toHaveLength(before);
    const rows = await installmentsOf(ctx.app, ada.loanId);
    expect(rows.filter((one) => one.flags === 4).map((one) => one.number)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(rows.filter((one) => one.flags === 256).map((one) => [one.number, one.dueDate, one.paymentCents])).toEqual(
      preview.schedule.installments.map((one, index) => [9 + index, one.dueDate, one.paymentCents]),
    );
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({
      nextPaymentDate: '2026-03-23',
      nextPaymentAmountCents: preview.schedule.installments[0]!.paymentCents,
    });
    expect(await refusal(ctx.app, payOffInN, { requestMode: 0, loanNo: ada.loanNo, count: 9 }, ada.headers)).toMatchObject({
      code: -12304,
      message: 'Please choose one of the numbers of payments offered.',
    });
  });
});

describe('pay down (103)', () => {
  it('applies the payment to what is due first, past due first', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // The withdrawal of 23 March is returned: installment 3 is past due once the clock passes it.
    ctx.clock.advance(7 * DAY - 3 * 60 * 60 * 1000);
    await ctx.app.jobs.runDue();
    const { ops } = await import('./support.ts');
    await ops(ctx)({ command: 'return', loanNo: ada.loanNo, reason: 'R01' });
    ctx.clock.advance(DAY);
    ada.headers = await signedInAgain(ctx, ada);
    const answer = await data<{ quote: { amountCents: number }; saved: { status: number } }>(
      ctx.app,
      savePaymentOption,
      {
        purpose: 'repayment',
        changeType: 103,
        requestMode: 1,
        loanNo: ada.loanNo,
        paymentDate: '2026-03-24',
        mode: 15000,
        amountCents: 20_000,
        idempotencyKey: key(11),
      },
      ada.headers,
    );
    expect(answer.saved).toMatchObject({ changeType: 103, status: 1 });
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(details.installments.slice(2, 4).map((one) => [one.number, one.state, one.paidCents])).toEqual([
      [3, 'pending', 14_850],
      [4, 'due', 20_000 - 14_850],
    ]);
    expect(addDays('2026-03-16', 8)).toBe('2026-03-24');
  });

  it('previews the schedule after it: the next payment due lowered by what it pays, nothing written', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await ledgerCounts(ctx.app);
    const preview = { purpose: 'repayment', changeType: 103, requestMode: 0, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, amountCents: 5_000 };
    const answer = await data<{ quote: { amountCents: number; interestCents: number }; schedule: NewSchedule | null }>(
      ctx.app,
      savePaymentOption,
      preview,
      ada.headers,
    );
    expect(answer.quote).toMatchObject({ amountCents: 5_000, interestCents: 1_619 });
    // Installment 3 (due Monday 23 March, $148.50) gets the $50.00: $98.50 is left to take on its day.
    expect(answer.schedule!.installments[0]).toMatchObject({ number: 3, dueDate: '2026-03-23', paymentCents: 14_850, paidCents: 5_000 });
    expect(answer.schedule!.previousCount).toBe(6);
    await expectNothingWritten(ctx.app, before);
    // The payment saved answers the same schedule, and loan details then show it.
    const saved = await data<{ schedule: NewSchedule | null }>(
      ctx.app,
      savePaymentOption,
      { ...preview, requestMode: 1, idempotencyKey: key(12) },
      ada.headers,
    );
    expect(saved.schedule).toEqual(answer.schedule);
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(details.installments[2]).toMatchObject({ number: 3, paidCents: 5_000, state: 'due' });
    expect(details.nextWithdrawal).toMatchObject({ date: '2026-03-23', amountCents: 9_850 });
  });
});

describe('a loan with no bank account on file', () => {
  it('offers and charges only a debit card: by ACH is refused with -12309 (previewed or saved), writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await ctx.app.database.orm.update(loan).set({ bankAccountId: null }).where(eq(loan.id, ada.loanId));
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, ada.headers);
    expect(options.methods).toEqual([15004]);
    const { fees } = await data<{ fees: { mode: number }[] }>(ctx.app, compareTransactionFee, { amountCents: 5_000, loanNo: ada.loanNo }, ada.headers);
    expect(fees.map((fee) => fee.mode)).toEqual([15004]);
    const before = await ledgerCounts(ctx.app);
    const byAch = { loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000 };
    const noAch = {
      status: 200,
      code: -12309,
      message: 'Payments from a bank account are not set up for this loan. Please pay by debit card or call us.',
      data: null,
    };
    for (const [definition, input] of [
      [payOff, { ...byAch, requestMode: 0 }],
      [payOff, { ...byAch, requestMode: 1, idempotencyKey: key(21) }],
      [payFixedAmount, { ...byAch, amountCents: 5_000, requestMode: 1, idempotencyKey: key(22) }],
      [savePaymentOption, { ...byAch, purpose: 'repayment', changeType: 103, amountCents: 5_000, requestMode: 0 }],
      [savePaymentOption, { ...byAch, purpose: 'repayment', changeType: 103, amountCents: 5_000, requestMode: 1, idempotencyKey: key(23) }],
    ] as const) {
      expect(await refusal(ctx.app, definition, input, ada.headers), `${definition.path} ${input.requestMode}`).toEqual(noAch);
    }
    await expectNothingWritten(ctx.app, before);
    const good = await data<{ cardToken: string }>(ctx.app, tokenizeCard, card, ada.headers);
    const paid = await data<{ saved: { status: number } }>(
      ctx.app,
      payFixedAmount,
      { ...byAch, mode: 15004, cardToken: good.cardToken, amountCents: 5_000, requestMode: 1, idempotencyKey: key(24) },
      ada.headers,
    );
    expect(paid.saved).toMatchObject({ status: 3 });
  });
});
