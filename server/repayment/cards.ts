// The sandbox card processor (tokenize-card; docs/demo-data.md lists its test cards). It stands in for a real
// processor's hosted fields: the number and security code are checked and forgotten; only a random token, the
// brand, the last four digits, the expiry and the test card's outcome are kept. Tokenizing is public, as a real
// processor's is with a publishable key (decision 0750): the token is unbound until a payment first uses it, and
// from then on it is that borrower's alone.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { CHANGE_TYPE, PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import type { AppDatabase } from '../db/database.ts';
import { paymentCard, type LoanRow, type LoanScheduleChangeRow, type PaymentCardRow } from '../db/schema.ts';
import { pricingOf } from '../disbursement/pricing.ts';
import { refuse, type Refusal } from '../http/refusal.ts';

/** The documented test cards; any other number passing the Luhn check is approved. */
export const TEST_CARDS: Readonly<Record<string, PaymentCardRow['outcome']>> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
};

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/** The card expires at the end of its month. */
export function isExpired(expiry: string, today: string): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const endOfMonth = `20${String(year).padStart(2, '0')}-${String(month).padStart(2, '0')}-31`;
  return endOfMonth < today;
}

export type CardInput = { number: string; expiry: string; cvc: string; zip: string; name: string };

export async function tokenizeCard(orm: AppDatabase, input: CardInput, now: Date) {
  if (!passesLuhn(input.number)) return refuse(RESULT.cardNumberInvalid);
  if (isExpired(input.expiry, businessToday(now.getTime()))) return refuse(RESULT.cardExpired);
  const token = `card_${randomBytes(18).toString('base64url')}`;
  const [row] = await orm
    .insert(paymentCard)
    .values({
      token,
      customerId: null,
      brand: brandOf(input.number),
      last4: input.number.slice(-4),
      expiry: input.expiry,
      outcome: TEST_CARDS[input.number] ?? 'approved',
      createdAt: now,
    })
    .returning();
  return { cardToken: row!.token, brand: row!.brand, last4: row!.last4, expiry: row!.expiry };
}

/**
 * The customer's card for a token, in the payment's transaction: an unbound token becomes theirs here (undone with
 * the payment if it is refused); another customer's token is no card at all.
 */
export async function cardOf(
  db: Pick<AppDatabase, 'select' | 'update'>,
  customerId: string,
  token: string | undefined,
  { bind = true } = {},
): Promise<PaymentCardRow | Refusal> {
  if (!token) return refuse(RESULT.cardRequired);
  const query = db
    .select()
    .from(paymentCard)
    .where(and(eq(paymentCard.token, token), or(eq(paymentCard.customerId, customerId), isNull(paymentCard.customerId))));
  const [row] = bind ? await query.for('update') : await query;
  if (!row) return refuse(RESULT.cardRequired);
  // A preview looks only: the token is bound by the payment that uses it.
  if (row.customerId !== null || !bind) return row;
  const [bound] = await db.update(paymentCard).set({ customerId }).where(eq(paymentCard.id, row.id)).returning();
  return bound!;
}

/**
 * What the sandbox processor answers to a charge on the card: taken at once, or declined. `today` given (a charge
 * on a card kept for automatic payments): a card past its expiry is declined too.
 */
export function chargeOutcome(card: PaymentCardRow, today?: string): Refusal | null {
  if (today !== undefined && isExpired(card.expiry, today)) return refuse(RESULT.cardExpired);
  if (card.outcome === 'declined') return refuse(RESULT.cardDeclined);
  if (card.outcome === 'insufficientFunds') return refuse(RESULT.cardInsufficientFunds);
  return null;
}

/** The portfolio's fee for a payment by debit card (per the loan's terms: a capped offer has its own). */
export function cardFeeOf(row: LoanRow): number {
  const pricing = pricingOf(row.portfolioId);
  const terms = pricing.cappedTerms && row.annualRateBps === pricing.cappedTerms.annualRateBps ? pricing.cappedTerms : pricing.terms;
  return terms.repaymentFeeCents[PAYMENT_MODE.debitCard];
}

/**
 * The card's fee added to an automatic card payment: a loan booked to be paid by card disclosed the fee inside each
 * installment (decision 0610), so nothing is added; a loan switched to card afterwards (107) pays it on top, as a
 * one-time card payment does and as the change page says.
 */
export function cardFeeOnTopOf(row: LoanRow, changes: readonly LoanScheduleChangeRow[]): number {
  const firstModeChange = changes.find((one) => one.changeType === CHANGE_TYPE.changePaymentMode && one.settings !== null);
  const bookedMode = firstModeChange ? (firstModeChange.settings!.before as { repaymentMode?: number }).repaymentMode : row.repaymentMode;
  return bookedMode === PAYMENT_MODE.debitCard ? 0 : cardFeeOf(row);
}

/** Why the sandbox processor declines an automatic payment on a kept card, in the borrower's words; null: approved. */
export function cardDeclineOf(card: PaymentCardRow, today: string): string | null {
  if (isExpired(card.expiry, today)) return 'Card expired';
  if (card.outcome === 'declined') return 'Card declined';
  if (card.outcome === 'insufficientFunds') return 'Insufficient funds on the card';
  return null;
}
