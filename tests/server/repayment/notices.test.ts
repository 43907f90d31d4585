// 12 CFR 1041.9 on the injectable clock (decision 0730): the e-mailed notice of an unusual withdrawal goes no
// earlier than 7 and no later than 3 business days before it; when that is already too late, the withdrawal waits
// for the first business day the notice allows, a date said to be unusual in the notice and on loan details. The
// first-withdrawal notice goes at least 3 business days before the first withdrawal, or the withdrawal waits too.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, type LoanDetails, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { businessDaysAfter } from '#src/domain/same-day-funding.ts';
import { job } from '#server/db/schema.ts';
import { replay } from '#server/repayment/replay.ts';
import { planWithdrawal, type WithdrawalSource } from '#server/repayment/withdrawals.ts';
import { outbox } from '../support/accounts.ts';
import { data, DAY, key, ops, payOnce, paymentsOf, repaymentApp, repayingBorrower, signedInAgain, type RepaymentApp, type Repaying } from './support.ts';

const HOUR = 3_600_000;
const DIFFERENT = 'Your next Goldcrest Lending payment is different';

async function unusualNotices(ctx: RepaymentApp, who: Repaying) {
  return (await outbox(ctx.app, who.email)).filter((one) => one.subject === DIFFERENT);
}

async function pendingJobs(ctx: RepaymentApp, who: Repaying) {
  return ctx.app.database.orm
    .select()
    .from(job)
    .where(and(eq(job.loanId, who.loanId), isNull(job.doneAt), isNull(job.cancelledAt)));
}

/** The notice went no earlier than `earliest` and no later than `latest` business days before the withdrawal. */
function expectSentWithin(sentAt: string, withdrawalDate: string, earliest: number, latest: number) {
  const sentOn = businessToday(Date.parse(sentAt));
  expect(businessDaysAfter(sentOn, latest) <= withdrawalDate, `sent ${sentOn}, taken ${withdrawalDate}: at least ${latest} business days`).toBe(true);
  expect(businessDaysAfter(sentOn, earliest) >= withdrawalDate, `sent ${sentOn}, taken ${withdrawalDate}: at most ${earliest} business days`).toBe(true);
}

describe('the unusual-withdrawal notice (12 CFR 1041.9(c))', () => {
  it('a pay down on the Friday before a Monday due date: the smaller withdrawal waits to Wednesday, three business days after its notice', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Friday 20 March, 12:00 New York: installment 3 ($148.50) is due Monday 23 March.
    ctx.clock.advance(4 * DAY);
    const headers = await signedInAgain(ctx, ada);
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, headers);
    expect(options.paymentDates[0]).toBe('2026-03-20');
    await payOnce(ctx.app, headers, { loanNo: ada.loanNo, paymentDate: '2026-03-20', amountCents: 5_000, idempotencyKey: key(1) });

    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.nextWithdrawal).toMatchObject({ date: '2026-03-25', amountCents: 9_850, unusual: ['amount', 'date'] });
    const withdraw = (await pendingJobs(ctx, ada)).find((one) => one.kind === 'repayment-withdraw')!;
    expect(withdraw.runAt.toISOString()).toBe('2026-03-25T12:00:00.000Z');

    await ctx.app.jobs.runDue();
    const [notice, ...more] = await unusualNotices(ctx, ada);
    expect(more).toEqual([]);
    expect(notice!.text).toContain('On Wednesday, March 25, 2026 we will take $98.50 on your loan');
    expect(notice!.text).toContain('the date is not your scheduled payment date');
    expect(notice!.text).toContain('Your payment was due on Monday, March 23, 2026.');
    expectSentWithin(notice!.createdAt, '2026-03-25', 7, 3);

    // Monday 23 March, 13:00: nothing is taken on the due date itself.
    ctx.clock.advance(3 * DAY + HOUR);
    await ctx.app.jobs.runDue();
    expect((await paymentsOf(ctx.app, ada.loanId)).filter((one) => one.paymentDate === '2026-03-23')).toEqual([]);
    // Wednesday 25 March, 08:00: taken, for what the notice said.
    ctx.clock.advance(2 * DAY - 5 * HOUR);
    await ctx.app.jobs.runDue();
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ paymentDate: '2026-03-25', amountCents: 9_850, installmentNumber: 3, status: 1 });
    // Taken: the next withdrawal is installment 4's, as scheduled, and no second notice is planned for it.
    const after = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, await signedInAgain(ctx, ada));
    expect(after.nextWithdrawal).toMatchObject({ date: '2026-04-06', amountCents: 14_850, unusual: [] });
    expect((await pendingJobs(ctx, ada)).filter((one) => one.payload.mail === 'unusual-withdrawal')).toEqual([]);
  });

  it('a returned withdrawal taken again with the next one: its notice waits for the seventh business day before, not the day of the return', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Monday 23 March, 11:00: the 08:00 withdrawal was taken; the bank returns it.
    ctx.clock.advance(7 * DAY - HOUR);
    await ctx.app.jobs.runDue();
    await ops(ctx)({ command: 'return', loanNo: ada.loanNo, reason: 'R01' });
    await ctx.app.jobs.runDue();
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, await signedInAgain(ctx, ada));
    expect(details.nextWithdrawal).toMatchObject({ date: '2026-04-06', amountCents: 2 * 14_850, unusual: ['amount', 'retry'] });
    expect(await unusualNotices(ctx, ada)).toEqual([]);
    // Planned for Thursday 26 March 09:00 New York: 7 business days before Monday 6 April.
    const planned = (await pendingJobs(ctx, ada)).filter((one) => one.payload.mail === 'unusual-withdrawal');
    expect(planned.map((one) => [one.runAt.toISOString(), one.payload.date, one.payload.amountCents])).toEqual([
      ['2026-03-26T13:00:00.000Z', '2026-04-06', '29700'],
    ]);

    // Wednesday 25 March: not yet.
    ctx.clock.advance(2 * DAY);
    await ctx.app.jobs.runDue();
    expect(await unusualNotices(ctx, ada)).toEqual([]);
    // Thursday 26 March, 11:00: sent, and the withdrawal keeps its date.
    ctx.clock.advance(DAY);
    await ctx.app.jobs.runDue();
    const [notice] = await unusualNotices(ctx, ada);
    expect(notice!.text).toContain('On Monday, April 6, 2026 we will take $297.00');
    expect(notice!.text).toContain('it takes again a payment your bank returned');
    expectSentWithin(notice!.createdAt, '2026-04-06', 7, 3);
  });

  it('a notice planned for a withdrawal that changes again before it is sent is called off: one notice, of the withdrawal as it is', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Monday 16 March, 12:00: two pay downs before the worker's next look, each changing Monday 23 March's withdrawal.
    await payOnce(ctx.app, ada.headers, { loanNo: ada.loanNo, paymentDate: '2026-03-16', amountCents: 5_000, idempotencyKey: key(1) });
    await payOnce(ctx.app, ada.headers, { loanNo: ada.loanNo, paymentDate: '2026-03-16', amountCents: 2_000, idempotencyKey: key(2) });
    const planned = (await pendingJobs(ctx, ada)).filter((one) => one.payload.mail === 'unusual-withdrawal');
    expect(planned.map((one) => [one.runAt.toISOString(), one.payload.date, one.payload.amountCents])).toEqual([
      ['2026-03-16T16:00:00.000Z', '2026-03-23', '7850'],
    ]);
    await ctx.app.jobs.runDue();
    const notices = await unusualNotices(ctx, ada);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('On Monday, March 23, 2026 we will take $78.50');
    expect(notices[0]!.text).not.toContain('Your payment was due on');
  });
});

describe('when a withdrawal may be taken (planWithdrawal, pure)', () => {
  // $1,000.00 disbursed Monday 9 March 2026, the first of two installments due Wednesday 18 March.
  const terms = { principalCents: 100_000, disbursementDate: '2026-03-09', annualRateBps: 11_370 };
  const ach: WithdrawalSource = { mode: 15000, last4: '6789', feeCents: 0 };
  const loan = { repaymentMode: 15000 };
  const stateWithFirstDue = (dueDate: string) =>
    replay(
      terms,
      [
        { number: 1, dueDate, paymentCents: 52_000 },
        { number: 2, dueDate: '2026-04-01', paymentCents: 52_000 },
      ],
      [],
    );

  it('the first-withdrawal notice sent on Monday 16 March: a first withdrawal on Thursday 19 March (3 business days) stays; one on Wednesday 18 waits to Thursday', () => {
    const onTime = planWithdrawal(stateWithFirstDue('2026-03-19'), [], loan, '2026-03-16', ach, { notices: [], first: true });
    expect(onTime).toMatchObject({ withdrawal: { date: '2026-03-19', unusual: [] }, notice: { send: 'first-withdrawal', on: '2026-03-16' } });
    const late = planWithdrawal(stateWithFirstDue('2026-03-18'), [], loan, '2026-03-16', ach, { notices: [], first: true });
    expect(late).toMatchObject({
      withdrawal: { date: '2026-03-19', dueDate: '2026-03-18', unusual: ['date'] },
      notice: { send: 'first-withdrawal', on: '2026-03-16' },
    });
  });

  it('a usual withdrawal after the first needs no notice; a notice that still tells the truth holds the withdrawal on its date past the due date', () => {
    const state = stateWithFirstDue('2026-03-18');
    expect(planWithdrawal(state, [], loan, '2026-03-16', ach, { notices: [] })).toMatchObject({ withdrawal: { date: '2026-03-18' }, notice: null });
    const notice = { id: 7, kind: 'first-withdrawal' as const, installmentNumber: 1, date: '2026-03-19', amountCents: 52_000, mode: 15000 };
    // Thursday 19 March, the day after the due date: the announced withdrawal, not installment 2.
    expect(planWithdrawal(state, [], loan, '2026-03-19', ach, { notices: [notice] })).toMatchObject({
      withdrawal: { date: '2026-03-19', installmentNumber: 1, amountCents: 52_000 },
      notice: { standing: { id: 7 } },
    });
    // A notice of another amount does not hold it: the withdrawal is planned afresh (usual: on its due date, no notice).
    const other = { ...notice, amountCents: 40_000 };
    expect(planWithdrawal(state, [], loan, '2026-03-17', ach, { notices: [other] })).toMatchObject({ withdrawal: { date: '2026-03-18' }, notice: null });
  });
});
