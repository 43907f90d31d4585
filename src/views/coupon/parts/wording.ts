// How the coupon pages word their figures: the offer in one line, the lock's end in the business time zone,
// the ways to pay and what each payment costs.
import type { CouponDetails, CouponPayment } from '#src/api/contract/coupon.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/constants.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';

/** The offer in the borrower's words: 'Pay $710.62 once and save $473.75', 'Pay $1,184.37 in up to 4 payments'. */
export function offerHeadline({ offer }: Pick<CouponDetails, 'offer'>): string {
  if (offer.kind === 'discount') return `Pay ${formatCurrency(offer.settlementCents)} once and save ${formatCurrency(offer.discountCents)}`;
  const saving = offer.discountCents > 0 ? ` and save ${formatCurrency(offer.discountCents)}` : '';
  return `Pay ${formatCurrency(offer.settlementCents)} in up to ${offer.maxPayments} payments${saving}`;
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
  return `${part('month')} ${part('day')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

/** How a coupon payment is taken, in words; 'short' for a table's cell ('ACH, ending 6789'). */
export function methodWords(mode: number, accountLast4: string, length: 'long' | 'short' = 'long'): string {
  if (mode === PAYMENT_MODE.debitCard) return 'Debit card';
  if (!accountLast4) return length === 'short' ? 'ACH' : 'Bank account (ACH)';
  return length === 'short' ? `ACH, ending ${accountLast4}` : `Bank account ending ${accountLast4} (ACH)`;
}

/** What the payments take in all, card fees included. */
export const paymentsTotal = (payments: readonly CouponPayment[]) =>
  payments.reduce((total, payment) => total + payment.amountCents + payment.transactionFeeCents, 0);

export const PAYMENT_STATE_WORDS: Readonly<Record<CouponPayment['state'], string>> = {
  scheduled: 'Scheduled',
  pending: 'Processing',
  settled: 'Paid',
  returned: 'Returned',
  cancelled: 'Cancelled',
};
