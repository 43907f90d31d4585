// The rules of a coupon's plan, shared by the machine, the schedule page and the tests: how many payments
// the offer allows, the days a payment can be taken on, an even split of the settlement in cents, whether a
// plan adds up, and the calls that preview (request mode 0) and schedule (mode 1) it.
import type { CouponDetails, CouponOffer } from '#src/api/contract/coupon.ts';
import { COLLECTING_SUBSTATUS, REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { COUPON_VALIDITY, PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import type { CardOnFile, PaymentIntent, PlanForm, PlannedPayment, ScheduleRequest } from './types.ts';

/** The numbers of payments a borrower may choose: 1 for a discount, 1 to maxPayments for a plan. */
export function paymentCounts(offer: CouponOffer): number[] {
  const most = offer.kind === 'discount' ? 1 : offer.maxPayments;
  return Array.from({ length: most }, (_, index) => index + 1);
}

/** The days a coupon payment can be taken on: the server's business days, never after the coupon's last day. */
export const offeredDates = (details: Pick<CouponDetails, 'paymentDates' | 'expiresOn'>) =>
  details.paymentDates.filter((date) => date <= details.expiresOn).sort();

/**
 * `totalCents` in `count` payments as even as cents allow, adding up exactly: no payment a cent more than another,
 * the odd cents one each on the last payments ($100.00 over 6: two of $16.66, four of $16.67). The server splits
 * nothing: it takes the amounts the borrower sends when they add up to the offer (server/coupons/schedule.ts).
 */
export function evenSplit(totalCents: number, count: number): number[] {
  if (count < 1) return [];
  const each = Math.floor(totalCents / count);
  const odd = totalCents - each * count;
  return Array.from({ length: count }, (_, index) => (index < count - odd ? each : each + 1));
}

/** `count` days spread over the offered days, first to last, in order; fewer days than payments gives fewer. */
export function spreadDates(dates: readonly string[], count: number): string[] {
  if (count < 1 || dates.length === 0) return [];
  if (count === 1) return [dates[0]!];
  const picked = Array.from({ length: count }, (_, index) => dates[Math.round((index * (dates.length - 1)) / (count - 1))]!);
  return [...new Set(picked)];
}

/** The plan a page starts with for `count` payments: spread days and an even split of the settlement. */
export function suggestedPayments(details: CouponDetails, count: number): PlannedPayment[] {
  const dates = spreadDates(offeredDates(details), count);
  const amounts = evenSplit(details.offer.settlementCents, dates.length);
  return dates.map((paymentDate, index) => ({ paymentDate, amountCents: amounts[index]! }));
}

export const planTotal = (payments: readonly Pick<PlannedPayment, 'amountCents'>[]) => payments.reduce((total, payment) => total + payment.amountCents, 0);

/** Whether the coupon can still be taken: in effect, and nothing scheduled under it yet. */
export const canSchedule = (details: CouponDetails | null) =>
  details !== null && details.validity === COUPON_VALIDITY.inEffect && details.payments.length === 0 && offeredDates(details).length > 0;

export const hasScheduled = (details: CouponDetails | null) => details !== null && details.payments.length > 0;

/** Every payment cleared and the loan settled: for less, the rest forgiven (205001), or in full (205007). */
export const isSettled = (details: Pick<CouponDetails, 'loanSubStatus'>) =>
  details.loanSubStatus === COLLECTING_SUBSTATUS.settled || details.loanSubStatus === COLLECTING_SUBSTATUS.cleared;

/** The same plan (days, amounts, method): a retry of one intent, which keeps its key. */
export const samePlan = (a: PlanForm | null, b: PlanForm | null) =>
  a !== null &&
  b !== null &&
  a.mode === b.mode &&
  a.payments.length === b.payments.length &&
  a.payments.every((payment, index) => payment.paymentDate === b.payments[index]!.paymentDate && payment.amountCents === b.payments[index]!.amountCents);

/** The intent of a plan: the one kept when it is the same plan, else a new key. */
export const intentFor = (plan: PlanForm, kept: PaymentIntent | null, newKey: () => string): PaymentIntent =>
  kept && samePlan(kept.plan, plan) ? kept : { idempotencyKey: newKey(), plan };

/** The preview (no intent) or the save (with the intent's key) of a plan. */
export function scheduleRequestOf(couponToken: string, plan: PlanForm, card: CardOnFile | null, intent: PaymentIntent | null): ScheduleRequest {
  const entries = {
    couponToken,
    payments: plan.payments.map(({ paymentDate, amountCents }) => ({ paymentDate, amountCents })),
    mode: plan.mode,
    ...(plan.mode === PAYMENT_MODE.debitCard && card ? { cardToken: card.cardToken } : {}),
  };
  return intent ? { requestMode: REQUEST_MODE.save, ...entries, idempotencyKey: intent.idempotencyKey } : { requestMode: REQUEST_MODE.preview, ...entries };
}
