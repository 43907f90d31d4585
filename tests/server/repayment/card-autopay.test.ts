// Automatic payments from a debit card (107, decision 0730 §6 addendum): on its due date the withdrawal job charges
// the card the borrower authorized through the sandbox processor, at once. Approved: a checked row in cents with
// the card's fee, the balance and the schedule moved in the same transaction, "payment received" in the outbox.
// Declined (the documented test card 4000 0000 0000 0002): a rejected row, nothing owed less, "did not go
// through", and a failed withdrawal for 12 CFR 1041.8: the second in a row stops automatic payments until the
// borrower authorizes again. A job that runs twice charges once. The demo loan: $742.50 left, $148.50 due Monday
// 23 March 2026 (the clock starts Monday 16 March, 12:00 New York); Goldcrest's card fee is $2.50.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, tokenizeCard, type LoanDetails } from '#src/api/contract/repayment.ts';
import { job, loan, loanAutopay } from '#server/db/schema.ts';
import { enqueueJob } from '#server/jobs/queue.ts';
import { outbox } from '../support/accounts.ts';
import {
  data,
  DAY,
  installmentsOf,
  key,
  loanRow,
  ops,
  paymentsOf,
  repaymentApp,
  repayingBorrower,
  signedInAgain,
  type Repaying,
  type RepaymentApp,
} from './support.ts';

const APPROVED = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/** The borrower switches to paying by debit card (107) with this card, authorizing automatic payments from it. */
async function payByCard(ctx: RepaymentApp, who: Repaying, number: string) {
  const { cardToken } = await data<{ cardToken: string }>(
    ctx.app,
    tokenizeCard,
    { number, expiry: '12/30', cvc: '123', zip: '10001', name: 'Ada Lovelace' },
    who.headers,
  );
  await data(
    ctx.app,
    savePaymentOption,
    { purpose: 'repayment', changeType: 107, loanNo: who.loanNo, mode: 15004, cardToken, authorizeCard: true, requestMode: 1, idempotencyKey: key(107) },
    who.headers,
  );
}

/** To 09:00 New York on a day `days` after Monday 16 March: that day's 08:00 withdrawal is due. */
async function runOn(ctx: RepaymentApp, days: number) {
  ctx.clock.advance(Date.parse('2026-03-16T13:00:00Z') + days * DAY - ctx.clock.now());
  await ctx.app.jobs.runDue();
}

describe('automatic payments from a debit card', () => {
  it('charges the authorized card on the due date: a checked row in cents, the balance and the schedule moved, the receipt mailed; once though the job runs twice', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await payByCard(ctx, ada, APPROVED);
    const before = await loanRow(ctx.app, ada.loanNo);
    expect(before.balanceCents).toBe(74_250);

    await runOn(ctx, 7);
    const taken = (await paymentsOf(ctx.app, ada.loanId)).at(-1)!;
    expect(taken).toMatchObject({
      type: 14001,
      mode: 15004,
      purpose: 'installment',
      paymentDate: '2026-03-23',
      amountCents: 15_100,
      transactionFeeCents: 250,
      installmentNumber: 3,
      status: 3,
      returnCode: null,
      cardId: expect.any(String),
    });
    expect(taken.principalCents + taken.interestCents).toBe(14_850);
    const after = await loanRow(ctx.app, ada.loanNo);
    expect(after.balanceCents).toBe(74_250 - taken.principalCents);
    expect(after.nextPaymentDate).toBe('2026-04-06');
    expect((await installmentsOf(ctx.app, ada.loanId)).find((one) => one.number === 3)).toMatchObject({ paidCents: 14_850 });
    const receipt = (await outbox(ctx.app, ada.email)).find((one) => one.subject === 'We received your payment on your Goldcrest Lending loan')!;
    expect(receipt.text).toContain('We received your payment of $151.00 (debit card ending in 4242) of Monday, March 23, 2026');

    // The same withdrawal job again, and the worker's next look: nothing more is charged.
    await enqueueJob(ctx.app.database.orm, new Date(ctx.clock.now()), {
      kind: 'repayment-withdraw',
      loanId: ada.loanId,
      payload: { dueDate: '2026-03-23' },
      runAt: new Date(ctx.clock.now()),
    });
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect((await paymentsOf(ctx.app, ada.loanId)).filter((one) => one.paymentDate === '2026-03-23')).toHaveLength(1);
    expect((await loanRow(ctx.app, ada.loanNo)).balanceCents).toBe(after.balanceCents);
    // The next one is planned for 6 April at 08:00 New York.
    const planned = await ctx.app.database.orm.select().from(job).where(eq(job.loanId, ada.loanId));
    expect(planned.filter((one) => one.kind === 'repayment-withdraw' && !one.doneAt && !one.cancelledAt).map((one) => one.runAt.toISOString())).toEqual([
      '2026-04-06T12:00:00.000Z',
    ]);
  });

  it('records a declined card as a failed withdrawal: the second in a row stops automatic payments (12 CFR 1041.8) until authorized again', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await payByCard(ctx, ada, DECLINED);

    await runOn(ctx, 7);
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({
      mode: 15004,
      paymentDate: '2026-03-23',
      amountCents: 15_100,
      installmentNumber: 3,
      status: -1,
      returnCode: 'CARD',
      returnReason: 'Card declined',
      principalCents: 0,
      interestCents: 0,
    });
    expect((await loanRow(ctx.app, ada.loanNo)).balanceCents).toBe(74_250);
    let headers = await signedInAgain(ctx, ada);
    let details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.autopay).toMatchObject({ state: 'active', consecutiveFailures: 1 });
    expect(details.transactions[0]).toMatchObject({ status: -1, returnCode: 'CARD', returnReason: 'Card declined' });
    // Taken again with the next one, and said to be unusual (12 CFR 1041.9).
    expect(details.nextWithdrawal).toMatchObject({ date: '2026-04-06', amountCents: 2 * 14_850 + 250, mode: 15004, unusual: ['amount', 'retry'] });
    const failed = (await outbox(ctx.app, ada.email)).find((one) => one.subject === 'Your payment on your Goldcrest Lending loan did not go through')!;
    expect(failed.text).toContain('Your debit card ending in 0002 did not accept the payment of $151.00 of Monday, March 23, 2026');

    await runOn(ctx, 21);
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ paymentDate: '2026-04-06', amountCents: 29_950, retry: true, status: -1 });
    const [autopay] = await ctx.app.database.orm.select().from(loanAutopay).where(eq(loanAutopay.loanId, ada.loanId));
    expect(autopay).toMatchObject({ state: 'active', stoppedAfterFailures: true });
    const stopped = (await outbox(ctx.app, ada.email)).find((one) => one.subject === 'We stopped automatic payments on your Goldcrest Lending loan')!;
    expect(stopped.text).toContain('Your last 2 automatic payments did not go through');

    // 20 April: no attempt.
    await runOn(ctx, 35);
    expect((await paymentsOf(ctx.app, ada.loanId)).filter((one) => one.paymentDate === '2026-04-20')).toHaveLength(0);
    headers = await signedInAgain(ctx, ada);
    details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details).toMatchObject({ autopay: { state: 'stoppedAfterFailures', consecutiveFailures: 2 }, nextWithdrawal: null });

    // A new authorization (104) starts them again on the card, the count from 0.
    await data(
      ctx.app,
      savePaymentOption,
      { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo: ada.loanNo, authorize: true, idempotencyKey: key(104) },
      headers,
    );
    details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.autopay).toMatchObject({ state: 'active', consecutiveFailures: 0, card: { last4: '0002' } });
    expect(details.nextWithdrawal).toMatchObject({ mode: 15004, accountLast4: '0002' });
  });

  it('charges a loan booked to be paid by card once the borrower gives the card: nothing before, the installment as disclosed after (its fee is inside it)', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Booked by card at origination (15004): no automatic payments until a card is on file.
    await ctx.app.database.orm.update(loan).set({ repaymentMode: 15004 }).where(eq(loan.id, ada.loanId));
    await ctx.app.database.orm.delete(loanAutopay).where(eq(loanAutopay.loanId, ada.loanId));
    const before = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(before).toMatchObject({ repaymentMode: 15004, autopay: { state: 'none' }, nextWithdrawal: null });

    await payByCard(ctx, ada, APPROVED);
    const after = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(after.autopay).toMatchObject({ state: 'active', card: { brand: 'Visa', last4: '4242' } });
    expect(after.nextWithdrawal).toMatchObject({ date: '2026-03-23', amountCents: 14_850, feeCents: 0, mode: 15004, accountLast4: '4242' });

    await runOn(ctx, 7);
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({
      mode: 15004,
      paymentDate: '2026-03-23',
      amountCents: 14_850,
      transactionFeeCents: 0,
      installmentNumber: 3,
      status: 3,
    });
  });

  it("takes the next withdrawal now from the operator's withdraw-now (development), as the job takes it on its due date", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await payByCard(ctx, ada, APPROVED);
    expect(await ops(ctx)({ command: 'withdraw-now', loanNo: ada.loanNo })).toMatchObject({
      kind: 'withdrawn',
      date: '2026-03-16',
      amountCents: 15_100,
      mode: 15004,
      status: 3,
      returnReason: null,
    });
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ amountCents: 15_100, transactionFeeCents: 250, installmentNumber: 3, status: 3 });
  });
});
