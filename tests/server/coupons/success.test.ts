// Coupons that work (decision 0750): a discount paid in one ACH payment and a plan paid by card, from the e-mailed
// link to the loan settled 205001 or cleared 205007, with the rest forgiven by one ledger event.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authenticateIdentity, checkCoupon, scheduleCouponPayment, type CouponDetails } from '#src/api/contract/coupon.ts';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { job, loanForgiveness, paymentCard } from '#server/db/schema.ts';
import { latestMail } from '../support/accounts.ts';
import { DAY, data, key, loanRow, paymentsOf, repaymentApp } from '../repayment/support.ts';
import { ANSWERS, OWED_TODAY, couponRow, offeredBorrower, tokenOf } from './support.ts';

const DISCOUNTED = OWED_TODAY - Math.round(OWED_TODAY * 0.3);

describe('a discount paid in one ACH payment', () => {
  it('is e-mailed, verified, scheduled (205004), and settles the loan (205001) with the rest forgiven', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx);
    expect((await loanRow(ctx.app, ada.loanNo)).loanSubStatus).toBe(205_002);
    const offerMail = await latestMail(ctx.app, ada.email);
    expect(offerMail.subject).toBe(`An offer to settle your Goldcrest Lending loan ${ada.loanNo}`);
    expect(offerMail.text).toContain(`http://p110.localhost/coupon/verification/${ada.identifier}`);
    expect(offerMail.text).toContain(ada.code);
    // Only the hash of the link is kept, and the job no longer holds the sealed one.
    expect(JSON.stringify(await ctx.app.database.orm.select().from(job))).not.toContain('sealedIdentifier');

    const answer = await data<{ couponToken: string; expiresAt: string }>(
      ctx.app,
      authenticateIdentity,
      { purpose: 'coupon', resource: ada.identifier, ...ANSWERS },
      {},
    );
    expect(answer.expiresAt).toBe(new Date(ctx.clock.now() + 30 * 60_000).toISOString());
    const token = answer.couponToken;
    const details = await data<CouponDetails>(ctx.app, checkCoupon, { couponToken: token }, {});
    expect(details).toMatchObject({
      validity: 1,
      notValidReason: null,
      couponCode: ada.code,
      expiresOn: '2026-03-30',
      collectionLoanNo: ada.loanNo,
      collectionPortfolioId: 110,
      lenderName: 'Goldcrest Lending',
      loanStatus: 205,
      loanSubStatus: 205_002,
      owedTodayCents: OWED_TODAY,
      offer: { kind: 'discount', settlementCents: DISCOUNTED, discountCents: OWED_TODAY - DISCOUNTED, maxPayments: 1 },
      methods: [15000, 15004],
      payments: [],
      settlesOn: null,
    });
    expect(details.paymentDates[0]).toBe('2026-03-16');
    expect(details.paymentDates.at(-1)).toBe('2026-03-30');
    expect(details.paymentDates).not.toContain('2026-03-21');

    const body = { couponToken: token, payments: [{ paymentDate: '2026-03-18', amountCents: DISCOUNTED }], mode: 15000 };
    const preview = await data<{ totalCents: number }>(ctx.app, scheduleCouponPayment, { requestMode: 0, ...body }, {});
    expect(preview).toMatchObject({
      totalCents: DISCOUNTED,
      payments: [{ paymentDate: '2026-03-18', amountCents: DISCOUNTED, transactionFeeCents: 0, state: 'scheduled' }],
    });
    const saved = await data<{ coupon: CouponDetails }>(ctx.app, scheduleCouponPayment, { requestMode: 1, idempotencyKey: key(1), ...body }, {});
    expect(saved.coupon).toMatchObject({ loanSubStatus: 205_004, settlesOn: '2026-03-20', payments: [{ state: 'scheduled', amountCents: DISCOUNTED }] });
    expect((await couponRow(ctx, ada.loanId)).status).toBe('accepted');
    const coupons = (await paymentsOf(ctx.app, ada.loanId)).filter((one) => one.paymentDate === '2026-03-18');
    expect(coupons).toMatchObject([{ mode: 15000, status: 1, amountCents: DISCOUNTED, changeType: 103 }]);
    await ctx.app.jobs.runDue();
    expect((await latestMail(ctx.app, ada.email)).text).toContain('settled and the rest of what you owe is forgiven');
    // No automatic withdrawal of the installment due on the 23rd while the coupon runs.
    const pendingKinds = (await ctx.app.database.orm.select().from(job)).filter((one) => !one.doneAt && !one.cancelledAt).map((one) => one.kind);
    expect(pendingKinds).not.toContain('repayment-withdraw');

    ctx.clock.advance(4 * DAY);
    await ctx.app.jobs.runDue();
    const settled = await loanRow(ctx.app, ada.loanNo);
    expect(settled).toMatchObject({ loanStatus: 205, loanSubStatus: 205_001, balanceCents: 0 });
    const [forgiven] = await ctx.app.database.orm.select().from(loanForgiveness).where(eq(loanForgiveness.loanId, ada.loanId));
    // What the payment did not cover on the 18th: the offer's discount plus two more days of interest.
    expect(forgiven).toMatchObject({ effectiveDate: '2026-03-18' });
    expect(forgiven!.principalCents + forgiven!.interestCents).toBeGreaterThan(OWED_TODAY - DISCOUNTED);
    expect((await couponRow(ctx, ada.loanId)).status).toBe('settled');
    // Settled for less is not paid in full, and the mail says which.
    await ctx.app.jobs.runDue();
    const closing = await latestMail(ctx.app, ada.email);
    expect(closing.subject).toBe('Your Goldcrest Lending loan is settled');
    expect(closing.text).toContain('Your loan is settled: what was left after your payments is forgiven, and you owe nothing more.');
  });

  it('still answers the borrower who has the page open once it settled: used, the loan settled, the payment settled', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx);
    const token = await tokenOf(ctx, ada);
    const body = { couponToken: token, payments: [{ paymentDate: '2026-03-18', amountCents: DISCOUNTED }], mode: 15000 };
    await data(ctx.app, scheduleCouponPayment, { requestMode: 1, idempotencyKey: key(2), ...body }, {});
    const settle = await ctx.app.inject({ method: 'POST', url: '/dev/ops', payload: { command: 'settle', loanNo: ada.loanNo, through: '2026-03-18' } });
    expect(settle.json()).toMatchObject({ ok: true });
    expect(await data<CouponDetails>(ctx.app, checkCoupon, { couponToken: token }, {})).toMatchObject({
      validity: -1,
      notValidReason: 'This offer was used: your loan is settled.',
      loanStatus: 205,
      loanSubStatus: 205_001,
      payments: [{ paymentDate: '2026-03-18', amountCents: DISCOUNTED, state: 'settled' }],
    });
  });
});

describe('a plan paid by card', () => {
  it('charges today at once, the others on their dates, and clears the loan (205007)', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx, { planCount: 3 });
    const token = await tokenOf(ctx, ada);
    // Tokenizing needs no session; the token is bound to the borrower by the payment.
    const card = await data<{ cardToken: string }>(
      ctx.app,
      tokenizeCard,
      { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '10001', name: 'Ada L' },
      {},
    );
    const [unbound] = await ctx.app.database.orm.select().from(paymentCard).where(eq(paymentCard.token, card.cardToken));
    expect(unbound!.customerId).toBeNull();
    const payments = [
      { paymentDate: '2026-03-16', amountCents: 25_000 },
      { paymentDate: '2026-03-20', amountCents: 25_000 },
      { paymentDate: '2026-03-27', amountCents: OWED_TODAY - 50_000 },
    ];
    const saved = await data<{ totalCents: number; coupon: CouponDetails }>(
      ctx.app,
      scheduleCouponPayment,
      { requestMode: 1, idempotencyKey: key(2), couponToken: token, payments, mode: 15004, cardToken: card.cardToken },
      {},
    );
    const fee = saved.coupon.cardFeeCents;
    expect(saved.totalCents).toBe(OWED_TODAY + 3 * fee);
    expect(saved.coupon.payments.map((one) => one.state)).toEqual(['settled', 'scheduled', 'scheduled']);
    expect(saved.coupon).toMatchObject({ loanSubStatus: 205_005, settlesOn: '2026-03-27' });
    const [bound] = await ctx.app.database.orm.select().from(paymentCard).where(eq(paymentCard.token, card.cardToken));
    expect(bound!.customerId).toBe(ada.customerId);

    ctx.clock.advance(4 * DAY);
    await ctx.app.jobs.runDue();
    expect((await loanRow(ctx.app, ada.loanNo)).loanSubStatus).toBe(205_005);
    ctx.clock.advance(7 * DAY);
    await ctx.app.jobs.runDue();
    const cleared = await loanRow(ctx.app, ada.loanNo);
    expect(cleared).toMatchObject({ loanStatus: 205, loanSubStatus: 205_007, balanceCents: 0 });
    expect((await couponRow(ctx, ada.loanId)).status).toBe('cleared');
    // The whole balance of the 16th was paid; only the interest of the days after it is forgiven.
    const [forgiven] = await ctx.app.database.orm.select().from(loanForgiveness).where(eq(loanForgiveness.loanId, ada.loanId));
    expect(forgiven).toMatchObject({ effectiveDate: '2026-03-27' });
    expect(forgiven!.principalCents + forgiven!.interestCents).toBeLessThan(5_000);
  });
});
