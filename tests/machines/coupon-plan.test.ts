// The rules of a coupon's plan: how many payments, on which days, split evenly to the cent, and one
// idempotency key per intent.
import { describe, expect, it } from 'vitest';
import {
  canSchedule,
  evenSplit,
  hasScheduled,
  intentFor,
  offeredDates,
  paymentCounts,
  planTotal,
  samePlan,
  scheduleRequestOf,
  spreadDates,
  suggestedPayments,
} from '#machines/coupon/plan.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { COUPON_DATES, DISCOUNT, DISCOUNT_BY_ACH, DISCOUNT_BY_CARD, NOT_VALID, PLAN, PLAN_OF_THREE, SCHEDULED } from '#src/ui/fixtures/coupon.ts';
import { VISA } from '#src/ui/fixtures/repayment.ts';

describe('a coupon plan', () => {
  it('offers 1 payment for a discount and 1 to maxPayments for a plan', () => {
    expect(paymentCounts(DISCOUNT.offer)).toEqual([1]);
    expect(paymentCounts(PLAN.offer)).toEqual([1, 2, 3, 4]);
  });

  it('never offers a day after the coupon’s last day, and offers the days in order', () => {
    const late = { ...DISCOUNT, paymentDates: ['2026-12-16', ...[...COUPON_DATES].reverse()] };
    expect(offeredDates(late)).toEqual(COUPON_DATES);
  });

  it.each([
    [71_062, 1, [71_062]],
    [118_437, 3, [39_479, 39_479, 39_479]],
    [100_00, 3, [33_33, 33_33, 33_34]],
    [5, 4, [1, 1, 1, 2]],
    // $100 over 6 is 16.666...: four odd cents, one to each of the last four payments, never all on the last.
    [100_00, 6, [16_66, 16_66, 16_67, 16_67, 16_67, 16_67]],
    [118_437, 4, [29_609, 29_609, 29_609, 29_610]],
  ])('splits %i cents in %i payments that add up exactly', (total, count, expected) => {
    expect(evenSplit(total, count)).toEqual(expected);
    expect(evenSplit(total, count).reduce((sum, each) => sum + each, 0)).toBe(total);
  });

  it('spreads the payments over the offered days, first to last, each day once', () => {
    expect(spreadDates(['a', 'b', 'c', 'd', 'e'], 3)).toEqual(['a', 'c', 'e']);
    expect(spreadDates(['a', 'b'], 1)).toEqual(['a']);
    expect(spreadDates(['a', 'b'], 4)).toEqual(['a', 'b']);
    expect(spreadDates([], 2)).toEqual([]);
  });

  it('suggests a plan that adds to the settlement', () => {
    const suggested = suggestedPayments(PLAN, 4);
    expect(suggested).toHaveLength(4);
    expect(planTotal(suggested)).toBe(PLAN.offer.settlementCents);
    expect(suggested[0]!.paymentDate).toBe(COUPON_DATES[0]);
    expect(suggested[3]!.paymentDate).toBe(COUPON_DATES.at(-1));
  });

  it('can be scheduled while in effect with nothing scheduled', () => {
    expect(canSchedule(DISCOUNT)).toBe(true);
    expect(canSchedule(NOT_VALID)).toBe(false);
    expect(canSchedule(SCHEDULED)).toBe(false);
    expect(canSchedule(null)).toBe(false);
    expect(hasScheduled(SCHEDULED)).toBe(true);
    expect(hasScheduled(DISCOUNT)).toBe(false);
  });

  it('keeps an intent’s key for the same plan and makes a new one for another', () => {
    const kept = { idempotencyKey: 'k-1', plan: PLAN_OF_THREE };
    expect(intentFor(structuredClone(PLAN_OF_THREE), kept, () => 'k-2')).toBe(kept);
    expect(intentFor(DISCOUNT_BY_ACH, kept, () => 'k-2')).toEqual({ idempotencyKey: 'k-2', plan: DISCOUNT_BY_ACH });
    expect(intentFor(DISCOUNT_BY_ACH, null, () => 'k-3').idempotencyKey).toBe('k-3');
    expect(samePlan(DISCOUNT_BY_ACH, DISCOUNT_BY_CARD)).toBe(false);
  });

  it('previews in request mode 0 and saves in mode 1 with the intent’s key; a card payment carries its token', () => {
    expect(scheduleRequestOf('tok', DISCOUNT_BY_ACH, VISA, null)).toEqual({
      requestMode: 0,
      couponToken: 'tok',
      payments: DISCOUNT_BY_ACH.payments,
      mode: PAYMENT_MODE.ach,
    });
    expect(scheduleRequestOf('tok', DISCOUNT_BY_CARD, VISA, { idempotencyKey: 'k-1', plan: DISCOUNT_BY_CARD })).toEqual({
      requestMode: 1,
      couponToken: 'tok',
      payments: DISCOUNT_BY_CARD.payments,
      mode: PAYMENT_MODE.debitCard,
      cardToken: VISA.cardToken,
      idempotencyKey: 'k-1',
    });
  });
});
