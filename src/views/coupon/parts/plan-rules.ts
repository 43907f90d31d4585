// The schedule form's values (what the borrower types) and their rules, with the spec's and the contract's
// messages: a day among those offered for each payment, in order; amounts in dollars and cents adding up to
// the settlement exactly; a way to pay the coupon offers.
import * as v from 'valibot';
import { offeredDates, planTotal, suggestedPayments } from '#machines/coupon/plan.ts';
import type { PlanForm } from '#machines/coupon/types.ts';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { PaymentMethod } from '#src/api/contract/repayment.ts';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { say } from '../words.ts';

export type PaymentValues = { paymentDate: string; amount: string };
export type PlanValues = { count: string; payments: PaymentValues[]; mode: string };

const cents = (text: string) => dollarsToCents(text);

export const paymentValuesOf = (details: CouponDetails, count: number): PaymentValues[] =>
  suggestedPayments(details, count).map(({ paymentDate, amountCents }) => ({ paymentDate, amount: centsToDollars(amountCents) }));

/** The form as the machine remembers it (after a card was asked for, or "Change"), else the suggested plan. */
export function initialValuesOf(details: CouponDetails, remembered: PlanForm | null): PlanValues {
  const mode = remembered ? String(remembered.mode) : details.methods.length === 1 ? String(details.methods[0]) : '';
  if (remembered) {
    const payments = remembered.payments.map(({ paymentDate, amountCents }) => ({ paymentDate, amount: centsToDollars(amountCents) }));
    return { count: String(payments.length), payments, mode };
  }
  const count = details.offer.kind === 'discount' ? 1 : details.offer.maxPayments;
  return { count: String(count), payments: paymentValuesOf(details, count), mode };
}

/** The total typed so far, in cents (an amount not yet readable counts as nothing). */
export const typedTotal = (values: PlanValues) =>
  planTotal(values.payments.map(({ amount }) => ({ amountCents: Number.isFinite(cents(amount)) ? cents(amount) : 0 })));

export function planSchemaOf(details: CouponDetails): v.GenericSchema<PlanValues> {
  const dates = offeredDates(details);
  const settlement = details.offer.settlementCents;
  const payment = v.object({
    paymentDate: v.picklist(dates, () => say('coupon.plan.dateMissing')),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(() => say('coupon.plan.amountMissing')),
      v.check(
        (text) => Number.isFinite(cents(text)),
        () => say('coupon.plan.amountUnreadable'),
      ),
      v.check(
        (text) => cents(text) >= 1,
        () => say('coupon.plan.amountMissing'),
      ),
    ),
  });
  return v.object({
    count: v.string(),
    payments: v.pipe(
      v.array(payment),
      v.check(
        (payments) => payments.every((each, index) => index === 0 || each.paymentDate > payments[index - 1]!.paymentDate),
        () => say('coupon.plan.datesInOrder'),
      ),
      v.check(
        (payments) => planTotal(payments.map(({ amount }) => ({ amountCents: cents(amount) }))) === settlement,
        () =>
          say('coupon.plan.addUp', {
            rule: sayResult(RESULT.couponPaymentsDoNotAddUp),
            amount: formatCurrency(settlement),
          }),
      ),
    ),
    mode: v.picklist(details.methods.map(String), () => say('coupon.plan.modeMissing')),
  }) as v.GenericSchema<PlanValues>;
}

export const planOf = (values: PlanValues): PlanForm => ({
  mode: Number(values.mode) as PaymentMethod,
  payments: values.payments.map(({ paymentDate, amount }) => ({ paymentDate, amountCents: cents(amount) })),
});
