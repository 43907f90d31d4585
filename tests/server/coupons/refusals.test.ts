// Coupon refusals (decision 0750): each code with its message and nothing written, the identity lock and its end,
// another borrower's card, an expired coupon, an idempotent retry, and a returned payment rejecting the coupon.
import { describe, expect, it } from 'vitest';
import { authenticateIdentity, checkCoupon, scheduleCouponPayment } from '#src/api/contract/coupon.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { DAY, data, key, loanRow, ops, refusal, repaymentApp } from '../repayment/support.ts';
import { ANSWERS, OWED_TODAY, couponCounts, couponRow, offeredBorrower, tokenOf } from './support.ts';

const SETTLEMENT = OWED_TODAY - Math.round(OWED_TODAY * 0.3);
const refused = (result: { code: number; message: string }, data: unknown = null) => ({ status: 200, code: result.code, message: result.message, data });

describe('coupon refusals', () => {
  it('answers each code with its message and writes nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx);
    const token = await tokenOf(ctx, ada);
    // Tokenizing writes the processor's token rows; the refused saves after it write nothing.
    const card = (number: string) =>
      data<{ cardToken: string }>(ctx.app, tokenizeCard, { number, expiry: '12/30', cvc: '123', zip: '10001', name: 'Ada L' }, {});
    const declined = await card('4000000000000002');
    const poor = await card('4000000000009995');
    const before = await couponCounts(ctx);
    const save = (over: object) =>
      refusal(
        ctx.app,
        scheduleCouponPayment,
        {
          requestMode: 1,
          idempotencyKey: key(9),
          couponToken: token,
          payments: [{ paymentDate: '2026-03-18', amountCents: SETTLEMENT }],
          mode: 15000,
          ...over,
        },
        {},
      );
    expect(
      await save({
        payments: [
          { paymentDate: '2026-03-17', amountCents: 1 },
          { paymentDate: '2026-03-18', amountCents: SETTLEMENT - 1 },
        ],
      }),
    ).toEqual(refused(RESULT.paymentCountNotOffered));
    expect(await save({ payments: [{ paymentDate: '2026-03-21', amountCents: SETTLEMENT }] })).toEqual(refused(RESULT.paymentDateNotOffered));
    expect(await save({ payments: [{ paymentDate: '2026-03-31', amountCents: SETTLEMENT }] })).toEqual(refused(RESULT.paymentDateNotOffered));
    expect(await save({ payments: [{ paymentDate: '2026-03-18', amountCents: SETTLEMENT - 1 }] })).toEqual(
      refused({ code: -12405, message: 'Your payments must add up to the amount of the offer, $531.08.' }, { settlementCents: SETTLEMENT }),
    );
    expect(await save({ mode: 15004 })).toEqual(refused(RESULT.cardRequired));
    expect(await save({ mode: 15004, cardToken: declined.cardToken })).toEqual(refused(RESULT.cardDeclined));
    expect(await save({ mode: 15004, cardToken: poor.cardToken })).toEqual(refused(RESULT.cardInsufficientFunds));
    expect(await save({ couponToken: 'x'.repeat(43) })).toEqual(refused(RESULT.couponTokenExpired));
    expect(await refusal(ctx.app, checkCoupon, { couponToken: 'y'.repeat(43) }, {})).toEqual(refused(RESULT.couponTokenExpired));
    expect(await refusal(ctx.app, authenticateIdentity, { purpose: 'coupon', resource: 'z'.repeat(43), ...ANSWERS }, {})).toEqual(
      refused(RESULT.loanStatusInvalid),
    );
    const bad = await refusal(ctx.app, scheduleCouponPayment, { requestMode: 1, couponToken: token, payments: [], mode: 15000 }, {});
    expect(bad).toMatchObject({ status: 400, code: -10400 });
    expect(await couponCounts(ctx)).toEqual(before);

    // Saved once; the same key and body answers the same, another body -12310, a new key -12406.
    const body = { requestMode: 1, couponToken: token, payments: [{ paymentDate: '2026-03-18', amountCents: SETTLEMENT }], mode: 15000 };
    const first = await data(ctx.app, scheduleCouponPayment, { ...body, idempotencyKey: key(1) }, {});
    const afterFirst = await couponCounts(ctx);
    expect(await data(ctx.app, scheduleCouponPayment, { ...body, idempotencyKey: key(1), couponToken: await tokenOf(ctx, ada) }, {})).toEqual(first);
    const token2 = (await couponRow(ctx, ada.loanId)).tokenHash ? await tokenOf(ctx, ada) : token;
    expect(await refusal(ctx.app, scheduleCouponPayment, { ...body, couponToken: token2, idempotencyKey: key(1), mode: 15004 }, {})).toEqual(
      refused(RESULT.idempotencyKeyReused),
    );
    expect(await refusal(ctx.app, scheduleCouponPayment, { ...body, couponToken: token2, idempotencyKey: key(2) }, {})).toEqual(
      refused(RESULT.couponAlreadyScheduled),
    );
    const { coupons: _c, loans: _l, ...rows } = await couponCounts(ctx);
    const { coupons: _c2, loans: _l2, ...rowsBefore } = afterFirst;
    expect(rows).toEqual(rowsBefore);
  });

  it('locks the link after five wrong answers in a row for 30 minutes, then counts again', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx);
    const wrong = { purpose: 'coupon', resource: ada.identifier, ssnLast4: '0000', dateOfBirth: ANSWERS.dateOfBirth };
    for (let n = 0; n < 4; n += 1) expect(await refusal(ctx.app, authenticateIdentity, wrong, {})).toEqual(refused(RESULT.identityMismatch));
    expect(await refusal(ctx.app, authenticateIdentity, { ...wrong, ssnLast4: ANSWERS.ssnLast4, dateOfBirth: '1990-01-01' }, {})).toEqual(
      refused(RESULT.identityLocked, { lockedUntil: new Date(ctx.clock.now() + 30 * 60_000).toISOString() }),
    );
    // The right answers too wait for the lock to end.
    expect((await refusal(ctx.app, authenticateIdentity, { purpose: 'coupon', resource: ada.identifier, ...ANSWERS }, {})).code).toBe(-12403);
    ctx.clock.advance(30 * 60_000 + 1);
    expect(await refusal(ctx.app, authenticateIdentity, wrong, {})).toEqual(refused(RESULT.identityMismatch));
    expect((await couponRow(ctx, ada.loanId)).failedAttempts).toBe(1);
    await tokenOf(ctx, ada);
    expect((await couponRow(ctx, ada.loanId)).failedAttempts).toBe(0);
    // The token works 30 minutes.
    const token = await tokenOf(ctx, ada);
    ctx.clock.advance(30 * 60_000);
    expect(await refusal(ctx.app, checkCoupon, { couponToken: token }, {})).toEqual(refused(RESULT.couponTokenExpired));
  });

  it("refuses another borrower's card like an unknown one", async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx, { discount: { percent: 30 } });
    const bob = await offeredBorrower(ctx, { discount: { percent: 30 } }, 'bob@example.com');
    const card = await data<{ cardToken: string }>(
      ctx.app,
      tokenizeCard,
      { number: '4242424242424242', expiry: '12/30', cvc: '123', zip: '10001', name: 'Ada L' },
      {},
    );
    const pay = (who: typeof ada, token: string, n: number) =>
      refusal(
        ctx.app,
        scheduleCouponPayment,
        {
          requestMode: 1,
          idempotencyKey: key(n),
          couponToken: token,
          payments: [{ paymentDate: '2026-03-16', amountCents: SETTLEMENT }],
          mode: 15004,
          cardToken: card.cardToken,
        },
        {},
      );
    expect((await pay(ada, await tokenOf(ctx, ada), 1)).code).toBe(1);
    expect(await pay(bob, await tokenOf(ctx, bob), 2)).toEqual(refused(RESULT.cardRequired));
  });

  it('ends untaken after its last day: -1 with the reason, -12401 to schedule, 205006 by the expiry job, -92020043 for the link', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx, { discount: { percent: 30 }, days: 1 });
    // Good through Tuesday the 17th; on Wednesday the link no longer opens.
    ctx.clock.advance(2 * DAY);
    expect(await refusal(ctx.app, authenticateIdentity, { purpose: 'coupon', resource: ada.identifier, ...ANSWERS }, {})).toEqual(
      refused(RESULT.loanStatusInvalid),
    );
    await ctx.app.jobs.runDue();
    ctx.clock.advance(DAY);
    await ctx.app.jobs.runDue();
    expect((await loanRow(ctx.app, ada.loanNo)).loanSubStatus).toBe(205_006);
    expect((await couponRow(ctx, ada.loanId)).status).toBe('rejected');
  });

  it('shows -1 and refuses -12401 with a token taken before the coupon ended', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx, { discount: { percent: 30 }, days: 1 });
    // Tuesday 23:50 in New York, the coupon's last day; twenty minutes later it has ended.
    ctx.clock.advance(35 * 3_600_000 + 50 * 60_000);
    const token = await tokenOf(ctx, ada);
    ctx.clock.advance(20 * 60_000);
    expect(await data(ctx.app, checkCoupon, { couponToken: token }, {})).toMatchObject({ validity: -1, notValidReason: 'This offer ended on March 17, 2026.' });
    const answer = await refusal(
      ctx.app,
      scheduleCouponPayment,
      { requestMode: 0, couponToken: token, payments: [{ paymentDate: '2026-03-18', amountCents: SETTLEMENT }], mode: 15000 },
      {},
    );
    expect(answer).toEqual(refused(RESULT.couponNotValid));
  });

  it('is rejected (205006) when a payment is returned, its later payments cancelled', async () => {
    const ctx = await repaymentApp();
    const ada = await offeredBorrower(ctx, { planCount: 2 });
    const token = await tokenOf(ctx, ada);
    const payments = [
      { paymentDate: '2026-03-16', amountCents: 40_000 },
      { paymentDate: '2026-03-27', amountCents: OWED_TODAY - 40_000 },
    ];
    await data(ctx.app, scheduleCouponPayment, { requestMode: 1, idempotencyKey: key(1), couponToken: token, payments, mode: 15000 }, {});
    expect((await loanRow(ctx.app, ada.loanNo)).loanSubStatus).toBe(205_005);
    // The bank returns the latest pending debit (the 27th's): the offer ends.
    await ops(ctx)({ command: 'return', loanNo: ada.loanNo, reason: 'R01' });
    expect((await loanRow(ctx.app, ada.loanNo)).loanSubStatus).toBe(205_006);
    const row = await couponRow(ctx, ada.loanId);
    expect(row).toMatchObject({ status: 'rejected', endedReason: 'returned' });
  });
});
