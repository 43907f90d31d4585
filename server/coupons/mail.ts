// The coupon e-mails (decision 0750), in the portfolio's look: the offer with its link (the only way to open it),
// and what was scheduled with the day the loan will be settled.
import type { CouponPayment } from '#src/api/contract/coupon.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { dayText } from '../loans/loan-mail.ts';
import { renderMail, type Brand, type RenderedMail } from '../mail/layout.ts';
import { COUPON_LOCK_MINUTES } from '#src/api/contract/coupon.ts';

export type OfferFacts = {
  firstName: string;
  loanNo: string;
  code: string;
  kind: 'discount' | 'plan';
  owedCents: number;
  settlementCents: number;
  maxPayments: number;
  expiresOn: IsoDate;
  url: string;
};

export function couponOfferMail(brand: Brand, facts: OfferFacts): RenderedMail {
  const off = facts.owedCents - facts.settlementCents;
  const offer =
    facts.kind === 'discount'
      ? `Pay ${formatCurrency(facts.settlementCents)} in one payment instead of the ${formatCurrency(facts.owedCents)} you owe today, and we forgive the other ${formatCurrency(off)}.`
      : `Pay ${formatCurrency(facts.settlementCents)} in up to ${facts.maxPayments} payments${off > 0 ? ` instead of the ${formatCurrency(facts.owedCents)} you owe today` : ''}, on the days you choose, and your loan is settled.`;
  return renderMail(brand, {
    subject: `An offer to settle your ${brand.name} loan ${facts.loanNo}`,
    greeting: facts.firstName ? `Hello ${facts.firstName},` : 'Hello,',
    paragraphs: [
      `Your loan ${facts.loanNo} is with our collections team. We would like to help you close it.`,
      offer,
      `The offer ends on ${dayText(facts.expiresOn)}. To see it and choose your payments, open the link below and answer two questions: the last 4 digits of your Social Security number and your date of birth.`,
    ],
    highlight: `Coupon code ${facts.code}`,
    action: { label: 'See my offer', url: facts.url },
    closing: [
      `For your security, five wrong answers lock the link for ${COUPON_LOCK_MINUTES} minutes. Never share this link.`,
      `Questions? Call us at ${brand.customerServicePhone} and give your coupon code.`,
    ],
  });
}

export type ScheduledFacts = { loanNo: string; code: string; payments: CouponPayment[]; accountLast4: string; settlesOn: IsoDate; discountCents: number };

export function couponScheduledMail(brand: Brand, facts: ScheduledFacts): RenderedMail {
  const line = (one: CouponPayment) =>
    `${dayText(one.paymentDate)}: ${formatCurrency(one.amountCents)}${one.transactionFeeCents > 0 ? ` plus a ${formatCurrency(one.transactionFeeCents)} card fee` : ''}, ${one.mode === PAYMENT_MODE.ach ? `from your account ending in ${facts.accountLast4}` : 'by debit card'}.`;
  return renderMail(brand, {
    subject: `Your payments to settle your ${brand.name} loan ${facts.loanNo} are scheduled`,
    greeting: 'Thank you,',
    paragraphs: [
      `These payments of your offer ${facts.code} are scheduled:`,
      ...facts.payments.map(line),
      `Once they have all cleared, on ${dayText(facts.settlesOn)}, your loan ${facts.loanNo} is settled${facts.discountCents > 0 ? ` and the rest of what you owe is forgiven` : ''}.`,
      'If a payment is returned by your bank, the offer ends and your loan stays with our collections team.',
    ],
    closing: [`Questions? Call us at ${brand.customerServicePhone} and give your coupon code.`],
  });
}
