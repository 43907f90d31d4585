// How the coupon pages word their figures: the offer in one line, the lock's end in the business time zone,
// the ways to pay and what each payment costs.
import type { CouponDetails, CouponPayment } from '#src/api/contract/coupon.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/constants.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { orNone, say } from '../words.ts';

/** The offer in the borrower's words: 'Pay $710.62 once and save $473.75', 'Pay $1,184.37 in up to 4 payments'. */
export function offerHeadline({ offer }: Pick<CouponDetails, 'offer'>): string {
  const settlement = formatCurrency(offer.settlementCents);
  if (offer.kind === 'discount') return say('coupon.offer.headlineOnce', { settlement, discount: formatCurrency(offer.discountCents) });
  const saving = orNone(offer.discountCents > 0 ? formatCurrency(offer.discountCents) : null);
  return say('coupon.offer.headlinePlan', { settlement, max: offer.maxPayments, saving });
}

const AT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'short',
});

/** When a locked link opens again: 'November 24 at 10:41 AM EST'. */
export function lockEndWords(instant: string): string {
  const parts = AT.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return say('coupon.verification.lockEnd', {
    day: `${part('month')} ${part('day')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`,
  });
}

/** How a coupon payment is taken, in words; 'short' for a table's cell ('ACH, ending 6789'). */
export function methodWords(mode: number, accountLast4: string, length: 'long' | 'short' = 'long'): string {
  if (mode === PAYMENT_MODE.debitCard) return say('coupon.method.card');
  if (!accountLast4) return length === 'short' ? say('coupon.method.achShort') : say('coupon.method.achLong');
  return say(length === 'short' ? 'coupon.method.achShortEnding' : 'coupon.method.achLongEnding', { last4: accountLast4 });
}

/** What the payments take in all, card fees included. */
export const paymentsTotal = (payments: readonly CouponPayment[]) =>
  payments.reduce((total, payment) => total + payment.amountCents + payment.transactionFeeCents, 0);

/** A payment's state as its badge says it: 'Scheduled', 'Processing', 'Paid', 'Returned', 'Cancelled'. */
export const paymentStateWords = (state: CouponPayment['state']): string => say(`coupon.state.${state}`);
