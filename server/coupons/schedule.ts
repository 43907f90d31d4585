// The borrower's payments for a coupon checked against its offer (decision 0750), the same for a preview and a
// save: how many (at most the offer's), on which days (business days up to its last day), adding up to the
// settlement, and how (ACH only with an account on file; a card the processor would charge). Nothing is written.
import type { CouponPayment } from '#src/api/contract/coupon.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import type { PaymentCardRow } from '../db/schema.ts';
import { isRefusal, refuse, type Refusal } from '../http/refusal.ts';
import { cardOf, chargeOutcome } from '../repayment/cards.ts';
import type { Db } from '../repayment/ledger.ts';
import type { CouponContext } from './offer.ts';

export type Method = typeof PAYMENT_MODE.ach | typeof PAYMENT_MODE.debitCard;
export type SchedulingInput = { payments: Array<{ paymentDate: string; amountCents: number }>; mode: Method; cardToken?: string | undefined };
export type PlannedPayment = { paymentDate: IsoDate; amountCents: number; transactionFeeCents: number };
export type Plan = { planned: PlannedPayment[]; card: PaymentCardRow | null };

/** The offer's own rules: refused before the card is even looked at. */
export function planProblem(context: CouponContext, input: SchedulingInput): Refusal | null {
  const { coupon } = context;
  if (context.validity.validity !== 1) return refuse(RESULT.couponNotValid);
  if (coupon.status === 'accepted') return refuse(RESULT.couponAlreadyScheduled);
  if (input.payments.length > coupon.maxPayments) return refuse(RESULT.paymentCountNotOffered);
  if (input.payments.some((one) => !context.paymentDates.includes(one.paymentDate))) return refuse(RESULT.paymentDateNotOffered);
  const total = input.payments.reduce((sum, one) => sum + one.amountCents, 0);
  if (total !== coupon.settlementCents) {
    return refuse(
      {
        code: RESULT.couponPaymentsDoNotAddUp.code,
        message: `Your payments must add up to the amount of the offer, ${formatCurrency(coupon.settlementCents)}.`,
      },
      { settlementCents: coupon.settlementCents },
    );
  }
  if (input.mode === PAYMENT_MODE.ach && !context.hasAch) return refuse(RESULT.achNotSetUp);
  return null;
}

/**
 * The payments in date order with their card fee, or the refusal. The card is looked up in the caller's
 * transaction (a save binds an unbound token to the borrower there) and must be one the processor would charge.
 */
export async function planOf(db: Db, context: CouponContext, customerId: string, input: SchedulingInput, { save }: { save: boolean }): Promise<Plan | Refusal> {
  const problem = planProblem(context, input);
  if (problem) return problem;
  let card: PaymentCardRow | null = null;
  if (input.mode === PAYMENT_MODE.debitCard) {
    const found = await cardOf(db, customerId, input.cardToken, { bind: save });
    if (isRefusal(found)) return found;
    const declined = chargeOutcome(found);
    if (declined) return declined;
    card = found;
  }
  const fee = input.mode === PAYMENT_MODE.debitCard ? context.cardFeeCents : 0;
  const planned = [...input.payments]
    .sort((a, b) => (a.paymentDate < b.paymentDate ? -1 : a.paymentDate > b.paymentDate ? 1 : 0))
    .map((one) => ({ paymentDate: one.paymentDate, amountCents: one.amountCents, transactionFeeCents: fee }));
  return { planned, card };
}

export function previewOf(plan: Plan, mode: Method): { payments: CouponPayment[]; totalCents: number } {
  const payments = plan.planned.map((one) => ({ ...one, mode, state: 'scheduled' as const }));
  return { payments, totalCents: payments.reduce((sum, one) => sum + one.amountCents + one.transactionFeeCents, 0) };
}
