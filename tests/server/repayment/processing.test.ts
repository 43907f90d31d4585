// The sandbox processor on the durable jobs: automatic withdrawals on due dates, ACH settling after two business
// days, returns through `npm run ops -- return`, two failures in a row stopping autopay (12 CFR 1041.8) with the
// one-time payment still allowed, authorizing again, revoking; the e-mails; funding opening the ledger.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, payFixedAmount, type LoanDetails, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { job, loanInstallment, loanPayment } from '#server/db/schema.ts';
import { outbox } from '../support/accounts.ts';
import { decide, lifeApp, ops as lifeOps, signedBorrower } from '../loans/support.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { businessDaysAfter } from '#src/domain/same-day-funding.ts';
import { bookRepayingLoan } from '#server/repayment/demo.ts';
import { data, DAY, key, loanRow, ops, paymentsOf, refusal, repaymentApp, repayingBorrower, signedInAgain, payOnce } from './support.ts';

const HOUR = 3_600_000;

describe('automatic withdrawals and the ACH processor', () => {
  it('withdraws the installment on its due date, settles it two business days later, and e-mails the receipt', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const withdraw = (await ctx.app.database.orm.select().from(job).where(eq(job.loanId, ada.loanId))).find((one) => one.kind === 'repayment-withdraw')!;
    expect(withdraw.runAt.toISOString()).toBe('2026-03-23T12:00:00.000Z');
    ctx.clock.advance(7 * DAY - 3 * HOUR);
    await ctx.app.jobs.runDue();
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({
      paymentDate: '2026-03-23',
      amountCents: 14_850,
      installmentNumber: 3,
      mode: 15000,
      status: 1,
    });
    // Wednesday 25 March 09:00: settled.
    ctx.clock.advance(2 * DAY + HOUR);
    await ctx.app.jobs.runDue();
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ installmentNumber: 3, status: 3 });
    const mails = await outbox(ctx.app, ada.email);
    expect(mails.map((one) => one.subject)).toContain('We received your payment on your Goldcrest Lending loan');
    expect(mails.find((one) => one.subject.startsWith('We received'))!.text).toContain('We received your payment of $148.50');
  });

  it('settles by the operator command, and refuses a loan with nothing pending', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await data(
      ctx.app,
      payFixedAmount,
      { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, amountCents: 5_000, idempotencyKey: key(1) },
      ada.headers,
    );
    expect(await ops(ctx)({ command: 'settle', loanNo: ada.loanNo })).toMatchObject({ kind: 'settled', settled: [{ amountCents: 5_000, date: '2026-03-16' }] });
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ status: 3 });
    await expect(ops(ctx)({ command: 'settle', loanNo: ada.loanNo })).rejects.toThrow(
      `${ada.loanNo} has no pending ACH payment dated 2026-03-16 or before to settle.`,
    );
  });

  it('stops automatic withdrawals after the second failure in a row, tells the borrower, keeps one-time payments, and starts again when authorized', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const run = ops(ctx);
    // First failure: the 23 March withdrawal, returned R01.
    ctx.clock.advance(7 * DAY - 3 * HOUR);
    await ctx.app.jobs.runDue();
    await run({ command: 'return', loanNo: ada.loanNo, reason: 'R01' });
    await ctx.app.jobs.runDue();
    let headers = await signedInAgain(ctx, ada);
    let details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.autopay).toEqual({ state: 'active', consecutiveFailures: 1 });
    expect(details.transactions[0]).toMatchObject({ status: -1, returnCode: 'R01', returnReason: 'Insufficient funds' });
    // The next withdrawal takes the returned installment again with the next one: unusual (amount, retry).
    expect(details.nextWithdrawal).toMatchObject({ date: '2026-04-06', amountCents: 14_850 * 2, unusual: ['amount', 'retry'] });
    expect((await outbox(ctx.app, ada.email)).map((one) => one.subject)).toContain('Your payment on your Goldcrest Lending loan did not go through');

    // Second failure: the 6 April withdrawal, returned R02; its unusual-withdrawal notice went in its window on the way.
    ctx.clock.advance(14 * DAY);
    await ctx.app.jobs.runDue();
    expect((await outbox(ctx.app, ada.email)).map((one) => one.subject)).toContain('Your next Goldcrest Lending payment is different');
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ paymentDate: '2026-04-06', amountCents: 29_700, retry: true, status: 1 });
    const returned = await run({ command: 'return', loanNo: ada.loanNo, reason: 'R02' });
    expect(returned).toMatchObject({ kind: 'returned', returnCode: 'R02', autopayStopped: true });
    await ctx.app.jobs.runDue();
    headers = await signedInAgain(ctx, ada);
    details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.autopay).toEqual({ state: 'stoppedAfterFailures', consecutiveFailures: 2 });
    expect(details.nextWithdrawal).toBeNull();
    const stopped = (await outbox(ctx.app, ada.email)).find((one) => one.subject === 'We stopped automatic payments on your Goldcrest Lending loan')!;
    expect(stopped.text).toContain('Your last 2 automatic payments were returned by your bank');
    // No withdrawal on 20 April.
    ctx.clock.advance(14 * DAY);
    await ctx.app.jobs.runDue();
    expect((await paymentsOf(ctx.app, ada.loanId)).filter((one) => one.paymentDate === '2026-04-20')).toHaveLength(0);
    headers = await signedInAgain(ctx, ada);
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, headers);
    expect(options).toMatchObject({ revokeFutureAch: false, reauthorizeAch: true });
    // A one-time payment the borrower asks for is still taken.
    await payOnce(ctx.app, headers, { loanNo: ada.loanNo, paymentDate: options.paymentDates[0]!, amountCents: 5_000, idempotencyKey: key(2) });
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ amountCents: 5_000, changeType: 103, status: 1 });

    // Authorized again: withdrawals are planned again, the count starts over.
    const saved = await data<{ saved: { changeType: number } }>(
      ctx.app,
      savePaymentOption,
      { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo: ada.loanNo, authorize: true, idempotencyKey: key(3) },
      headers,
    );
    expect(saved.saved).toMatchObject({ changeType: 104, transactionId: null });
    details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.autopay).toEqual({ state: 'active', consecutiveFailures: 0 });
    expect(details.nextWithdrawal).not.toBeNull();
    const pending = await ctx.app.database.orm.select().from(job).where(eq(job.loanId, ada.loanId)).orderBy(desc(job.id));
    expect(pending.find((one) => one.kind === 'repayment-withdraw' && !one.cancelledAt && !one.doneAt)).toBeDefined();
  });

  it("counts failures in a row across the borrower's loans: one returned on each (R01, then R08) stops automatic withdrawals on both", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const second = await ctx.app.database.orm.transaction((tx) =>
      bookRepayingLoan(tx, { customerId: ada.customerId, portfolioId: 110, ssnLast4: '6789', dateOfBirth: '1988-04-12', now: new Date(ctx.clock.now()) }),
    );
    const other = second!.loan;
    const run = ops(ctx);
    await payOnce(ctx.app, ada.headers, { loanNo: ada.loanNo, paymentDate: '2026-03-16', amountCents: 5_000, idempotencyKey: key(5) });
    await run({ command: 'return', loanNo: ada.loanNo, reason: 'R01' });
    let details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: other.loanNo }, ada.headers);
    expect(details.autopay).toEqual({ state: 'active', consecutiveFailures: 1 });

    await payOnce(ctx.app, ada.headers, { loanNo: other.loanNo, paymentDate: '2026-03-16', amountCents: 6_000, idempotencyKey: key(6) });
    expect(await run({ command: 'return', loanNo: other.loanNo, reason: 'R08' })).toMatchObject({ kind: 'returned', returnCode: 'R08', autopayStopped: true });
    details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: other.loanNo }, ada.headers);
    expect(details.transactions[0]).toMatchObject({ amountCents: 6_000, status: -1, returnCode: 'R08', returnReason: 'Payment stopped' });
    for (const loanNo of [ada.loanNo, other.loanNo]) {
      details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo }, ada.headers);
      expect(details.autopay, loanNo).toEqual({ state: 'stoppedAfterFailures', consecutiveFailures: 2 });
      expect(details.nextWithdrawal, loanNo).toBeNull();
    }
    await ctx.app.jobs.runDue();
    const stopped = (await outbox(ctx.app, ada.email)).find((one) => one.subject === 'We stopped automatic payments on your Goldcrest Lending loan')!;
    expect(stopped.text).toContain(ada.loanNo);
    expect(stopped.text).toContain(other.loanNo);
    // No withdrawal on 23 March on either loan.
    ctx.clock.advance(7 * DAY);
    await ctx.app.jobs.runDue();
    for (const loanId of [ada.loanId, other.id]) expect((await paymentsOf(ctx.app, loanId)).filter((one) => one.paymentDate === '2026-03-23')).toHaveLength(0);
  });

  it('revokes automatic withdrawals (104 authorize false): none is planned', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await data(
      ctx.app,
      savePaymentOption,
      { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo: ada.loanNo, authorize: false, idempotencyKey: key(4) },
      ada.headers,
    );
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(details.autopay.state).toBe('revoked');
    expect(details.nextWithdrawal).toBeNull();
    ctx.clock.advance(7 * DAY);
    await ctx.app.jobs.runDue();
    expect((await paymentsOf(ctx.app, ada.loanId)).filter((one) => one.paymentDate === '2026-03-23')).toHaveLength(0);
    expect(await refusal(ctx.app, getLoanDetails, { loanNo: 'GC-00000001' }, await signedInAgain(ctx, ada))).toMatchObject({ code: -10811 });
  });
});

describe('funding opens the ledger', () => {
  it('writes the funding credit, keeps the disclosed installments, activates autopay and mails the first-withdrawal notice', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await life.app.jobs.runDue();
    await lifeOps(life)(decide('fund', ada.loanNo));
    const row = await loanRow(life.app, ada.loanNo);
    expect(row).toMatchObject({ loanStatus: 202, balanceCents: 100_000 });
    const payments = await life.app.database.orm.select().from(loanPayment).where(eq(loanPayment.loanId, row.id));
    expect(payments).toEqual([
      expect.objectContaining({ type: 14000, purpose: 'funding', amountCents: row.amountFinancedCents, status: 3, paymentDate: '2026-03-16' }),
    ]);
    const installments = await life.app.database.orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, row.id));
    expect(installments.every((one) => one.scheduledDueDate === one.dueDate && one.scheduledPaymentCents === one.paymentCents)).toBe(true);
    await life.app.jobs.runDue();
    const notice = (await outbox(life.app, ada.email)).find((one) => one.subject === 'Your first Goldcrest Lending payment: what we will take and when')!;
    expect(notice.text).toContain(`we will take your first payment of`);
    const details = await data<LoanDetails>(life.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(details).toMatchObject({ loanStatus: 202, autopay: { state: 'active' }, nextWithdrawal: { unusual: [] } });
    // 12 CFR 1041.9(b): the notice goes at least three business days before the first withdrawal, with its breakdown.
    const first = details.nextWithdrawal!;
    expect(businessDaysAfter(businessToday(Date.parse(notice.createdAt)), 3) <= first.date).toBe(true);
    expect(notice.text).toContain(
      `${formatCurrency(first.principalCents)} of principal, ${formatCurrency(first.interestCents)} of interest and ${formatCurrency(first.feeCents)} of fees`,
    );
    expect(details.documents[0]).toMatchObject({ kind: 'agreement', title: 'Loan agreement (signed)' });
  });
});
