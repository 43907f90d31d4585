// The late charge the signed agreement prints (decision 0730, pricing.ts lateCharge): an installment still unpaid at
// the end of its grace days is charged once, on the next day (New York), by the late-charge job: Goldcrest the
// lesser of $15.00 and 5% of the installment (rounded half up), Bluepeak $10.00 after 15 days. The next payment
// pays it first; loan details list it and count it past due; the borrower is mailed. The demo loan: $148.50 due
// Monday 23 March 2026 (installment 3); automatic payments revoked, so nothing is taken.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, type LoanDetails } from '#src/api/contract/repayment.ts';
import { loanLateCharge } from '#server/db/schema.ts';
import { enqueueJob } from '#server/jobs/queue.ts';
import { outbox } from '../support/accounts.ts';
import { data, DAY, key, paymentsOf, repaymentApp, repayingBorrower, signedInAgain, type Repaying, type RepaymentApp, payOnce } from './support.ts';

/** To 09:00 New York `days` after Monday 16 March 2026, running what is due. */
async function runOn(ctx: RepaymentApp, days: number) {
  ctx.clock.advance(Date.parse('2026-03-16T13:00:00Z') + days * DAY - ctx.clock.now());
  await ctx.app.jobs.runDue();
}

async function revokeAutopay(ctx: RepaymentApp, who: Repaying) {
  await data(
    ctx.app,
    savePaymentOption,
    { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo: who.loanNo, authorize: false, idempotencyKey: key(104) },
    who.headers,
  );
}

const chargesOf = (ctx: RepaymentApp, loanId: string) => ctx.app.database.orm.select().from(loanLateCharge).where(eq(loanLateCharge.loanId, loanId));

describe('the late charge of the agreement', () => {
  it('charges 5% of a Goldcrest installment ($7.43 of $148.50) once, the day after its 10 grace days; the next payment pays it first', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await revokeAutopay(ctx, ada);

    // Thursday 2 April is the 10th day after 23 March: still within the grace days.
    await runOn(ctx, 17);
    expect(await chargesOf(ctx, ada.loanId)).toEqual([]);

    // Friday 3 April: charged, once, however often the job runs.
    await runOn(ctx, 18);
    await enqueueJob(ctx.app.database.orm, new Date(ctx.clock.now()), {
      kind: 'repayment-late-charge',
      loanId: ada.loanId,
      payload: {},
      runAt: new Date(ctx.clock.now()),
    });
    await ctx.app.jobs.runDue();
    const charges = await chargesOf(ctx, ada.loanId);
    expect(charges).toEqual([expect.objectContaining({ installmentNumber: 3, dueDate: '2026-03-23', chargedOn: '2026-04-03', amountCents: 743 })]);
    const notice = (await outbox(ctx.app, ada.email)).filter((one) => one.subject === 'A late charge was added to your Goldcrest Lending loan');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('The payment due Monday, March 23, 2026');
    expect(notice[0]!.text).toContain('a late charge of $7.43 was added on Friday, April 3, 2026');
    expect(notice[0]!.text).toContain('If a payment is more than 10 days late, you will be charged $15.00 or 5% of the payment, whichever is less.');

    const headers = await signedInAgain(ctx, ada);
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.pastDueCents).toBe(14_850 + 743);
    expect(details.lateCharges).toEqual([
      { installmentNumber: 3, dueDate: '2026-03-23', chargedOn: '2026-04-03', amountCents: 743, paidCents: 0, waivedCents: 0 },
    ]);

    // What is past due, paid: the charge first, then the installment's interest and principal.
    await payOnce(ctx.app, headers, { loanNo: ada.loanNo, paymentDate: '2026-04-03', amountCents: 15_593, idempotencyKey: key(1) });
    const paid = (await paymentsOf(ctx.app, ada.loanId)).at(-1)!;
    expect(paid).toMatchObject({ amountCents: 15_593, feeCents: 743 });
    expect(paid.principalCents + paid.interestCents).toBe(14_850);
    const after = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(after.pastDueCents).toBe(0);
    expect(after.lateCharges).toEqual([expect.objectContaining({ amountCents: 743, paidCents: 743 })]);
    // Installment 3 counts the whole payment it got, the charge included (never late because of a charge); the rest
    // of the payment is ahead on installment 4.
    expect(after.installments.find((one) => one.number === 3)).toMatchObject({ state: 'pending', feeCents: 743, paidCents: 14_850 });
    expect(after.installments.find((one) => one.number === 4)).toMatchObject({ paidCents: 743 });
  });

  it('charges nothing on an installment paid within its grace days', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await revokeAutopay(ctx, ada);
    await runOn(ctx, 17);
    const headers = await signedInAgain(ctx, ada);
    await payOnce(ctx.app, headers, { loanNo: ada.loanNo, paymentDate: '2026-04-02', amountCents: 14_850, idempotencyKey: key(2) });
    await runOn(ctx, 18);
    await runOn(ctx, 30);
    expect((await chargesOf(ctx, ada.loanId)).map((one) => one.installmentNumber)).not.toContain(3);
  });

  it('never charges an installment late only because an earlier charge took part of its payment', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await revokeAutopay(ctx, ada);
    await runOn(ctx, 18);
    expect((await chargesOf(ctx, ada.loanId)).map((one) => one.amountCents)).toEqual([743]);
    // Each installment paid on its own, $148.50: the first payment's $7.43 goes to the charge, yet both count in full.
    let headers = await signedInAgain(ctx, ada);
    const payDown = (paymentDate: string, n: number) =>
      data(
        ctx.app,
        savePaymentOption,
        { purpose: 'repayment', changeType: 103, requestMode: 1, loanNo: ada.loanNo, paymentDate, mode: 15000, amountCents: 14_850, idempotencyKey: key(n) },
        headers,
      );
    await payDown('2026-04-03', 3);
    await runOn(ctx, 21);
    headers = await signedInAgain(ctx, ada);
    await payDown('2026-04-06', 4);
    // 17 April, past installment 4's grace days: still the one charge, and nothing past due.
    await runOn(ctx, 32);
    expect((await chargesOf(ctx, ada.loanId)).map((one) => one.installmentNumber)).toEqual([3]);
    headers = await signedInAgain(ctx, ada);
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, headers);
    expect(details.pastDueCents).toBe(0);
    expect(details.lateCharges).toEqual([expect.objectContaining({ installmentNumber: 3, amountCents: 743, paidCents: 743 })]);
  });

  it('charges Bluepeak its flat $10.00 the day after 15 grace days', async () => {
    const ctx = await repaymentApp();
    const bea = await repayingBorrower(ctx, 'bea@example.com', 118);
    await revokeAutopay(ctx, bea);
    await runOn(ctx, 22);
    expect(await chargesOf(ctx, bea.loanId)).toEqual([]);
    await runOn(ctx, 23);
    expect(await chargesOf(ctx, bea.loanId)).toEqual([
      expect.objectContaining({ installmentNumber: 3, dueDate: '2026-03-23', chargedOn: '2026-04-08', amountCents: 10_00 }),
    ]);
  });
});
