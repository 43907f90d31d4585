// The e-mails of repayment (decision 0730), in the portfolio's look like every other mail and never with a link:
// payment received, payment failed (with the bank's reason), automatic payments stopped (12 CFR 1041.8), the notice
// before the first withdrawal and before an unusual one (12 CFR 1041.9), and the reminder before each due date.
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { renderMail, type Brand, type RenderedMail } from '../mail/layout.ts';
import { dayText } from '../loans/loan-mail.ts';

export type WithdrawalFacts = {
  loanNo: string;
  date: IsoDate;
  amountCents: number;
  principalCents: number;
  interestCents: number;
  feeCents: number;
  from: WithdrawalFrom;
  /** Why it is unusual (12 CFR 1041.9(c)); empty when it is the payment as scheduled. */
  reasons?: readonly string[];
  /** The installment's due date: said when the withdrawal is taken later, to give the notice its time. */
  dueDate?: IsoDate;
};

/** Where an automatic payment is taken from: the bank account by ACH or the debit card authorized (107). */
export type WithdrawalFrom = { mode: number; last4: string };

const fromText = (from: WithdrawalFrom) =>
  from.mode === PAYMENT_MODE.debitCard ? `from your debit card ending in ${from.last4}` : `from your account ending in ${from.last4}, by ACH`;

const breakdown = (facts: WithdrawalFacts) =>
  `That is ${formatCurrency(facts.principalCents)} of principal, ${formatCurrency(facts.interestCents)} of interest and ${formatCurrency(facts.feeCents)} of fees.`;

const howToStop = (brand: Brand) =>
  `You may stop automatic payments at any time from your loan details page or by calling us at ${brand.customerServicePhone}; you can then pay each installment yourself.`;

export function paymentReceivedMail(
  brand: Brand,
  facts: { loanNo: string; amountCents: number; date: IsoDate; method: string; balanceCents: number; closed: 'paidOff' | 'settled' | null },
): RenderedMail {
  // Settled for less under a coupon (205001) is not paid in full: the borrower is told which it is.
  const subjects = { paidOff: `Your ${brand.name} loan is paid off`, settled: `Your ${brand.name} loan is settled` };
  const endings = {
    paidOff: 'Your loan is paid off: you owe nothing more.',
    settled: 'Your loan is settled: what was left after your payments is forgiven, and you owe nothing more.',
  };
  return renderMail(brand, {
    subject: facts.closed ? subjects[facts.closed] : `We received your payment on your ${brand.name} loan`,
    greeting: 'Thank you,',
    paragraphs: [
      `We received your payment of ${formatCurrency(facts.amountCents)} (${facts.method}) of ${dayText(facts.date)} on your loan ${facts.loanNo}.`,
      facts.closed ? endings[facts.closed] : `The principal still owed is ${formatCurrency(facts.balanceCents)}. Your loan details page shows every payment.`,
    ],
    closing: [`If you did not make this payment, call us at once at ${brand.customerServicePhone}.`],
  });
}

/** The agreement's late charge was added (decision 0730): which payment, how much, and the agreement's own words. */
export function lateChargeMail(
  brand: Brand,
  facts: { loanNo: string; dueDate: IsoDate; chargedOn: IsoDate; amountCents: number; agreementWords: string },
): RenderedMail {
  return renderMail(brand, {
    subject: `A late charge was added to your ${brand.name} loan`,
    greeting: 'Hello,',
    paragraphs: [
      `The payment due ${dayText(facts.dueDate)} on your loan ${facts.loanNo} was still not paid in full, so a late charge of ${formatCurrency(facts.amountCents)} was added on ${dayText(facts.chargedOn)}.`,
      `Your loan agreement says: "${facts.agreementWords}" It is charged once for this payment.`,
      'Your next payment pays the late charge first. You can pay what is past due now from your loan details page, by debit card or from your bank account.',
    ],
    closing: [`Questions? Call us at ${brand.customerServicePhone}.`],
  });
}

export function paymentFailedMail(
  brand: Brand,
  facts: { loanNo: string; amountCents: number; date: IsoDate; returnCode: string; reason: string; cardLast4?: string | null },
): RenderedMail {
  const what =
    facts.cardLast4 === undefined || facts.cardLast4 === null
      ? `Your bank returned the payment of ${formatCurrency(facts.amountCents)} of ${dayText(facts.date)} on your loan ${facts.loanNo}: ${facts.reason} (${facts.returnCode}).`
      : `Your debit card${facts.cardLast4 ? ` ending in ${facts.cardLast4}` : ''} did not accept the payment of ${formatCurrency(facts.amountCents)} of ${dayText(facts.date)} on your loan ${facts.loanNo}: ${facts.reason}.`;
  return renderMail(brand, {
    subject: `Your payment on your ${brand.name} loan did not go through`,
    greeting: 'Hello,',
    paragraphs: [what, 'The amount is owed again. You can pay it from your loan details page by debit card or from your bank account.'],
    closing: [`Questions? Call us at ${brand.customerServicePhone}.`],
  });
}

export function autopayStoppedMail(brand: Brand, facts: { loanNos: string[]; failures: number; byCard?: boolean }): RenderedMail {
  return renderMail(brand, {
    subject: `We stopped automatic payments on your ${brand.name} loan`,
    greeting: 'Hello,',
    paragraphs: [
      facts.byCard
        ? `Your last ${facts.failures} automatic payments did not go through, so we will not try to take any more payments automatically for ${facts.loanNos.join(', ')}.`
        : `Your last ${facts.failures} automatic payments were returned by your bank, so we will not try to take any more payments from your account for ${facts.loanNos.join(', ')}.`,
      'Your payments are still due. You can make a payment yourself at any time from your loan details page, by debit card or from your bank account.',
      'If you want us to take your payments automatically again, you can authorize it again from your loan details page.',
    ],
    closing: [`Questions? Call us at ${brand.customerServicePhone}.`],
  });
}

export function firstWithdrawalMail(brand: Brand, facts: WithdrawalFacts): RenderedMail {
  return renderMail(brand, {
    subject: `Your first ${brand.name} payment: what we will take and when`,
    greeting: 'Hello,',
    paragraphs: [
      `On ${dayText(facts.date)} we will take your first payment of ${formatCurrency(facts.amountCents)} on your loan ${facts.loanNo} ${fromText(facts.from)}.`,
      ...differences(facts),
      breakdown(facts),
      'Your later payments are taken on their due dates; your loan details page shows every one.',
      howToStop(brand),
    ],
    closing: [`Questions? Call us at ${brand.customerServicePhone}.`],
  });
}

const UNUSUAL_TEXT: Readonly<Record<string, string>> = {
  amount: 'the amount is not the amount of your scheduled payment',
  date: 'the date is not your scheduled payment date',
  channel: 'it is taken another way than you chose for your payments',
  retry: 'it takes again a payment your bank returned',
};

/** Why the payment is not the one scheduled, and, when it waits past its due date, why (12 CFR 1041.9(c)(2)). */
function differences(facts: WithdrawalFacts): string[] {
  const reasons = facts.reasons ?? [];
  if (reasons.length === 0) return [];
  const later = facts.dueDate !== undefined && facts.dueDate < facts.date;
  return [
    `This payment is different from your schedule: ${reasons.map((reason) => UNUSUAL_TEXT[reason] ?? reason).join('; ')}.`,
    ...(later
      ? [
          `Your payment was due on ${dayText(facts.dueDate!)}. We take it on ${dayText(facts.date)} instead, so that you have this notice at least three business days before we take it; no late charge applies for those days.`,
        ]
      : []),
  ];
}

export function unusualWithdrawalMail(brand: Brand, facts: WithdrawalFacts): RenderedMail {
  return renderMail(brand, {
    subject: `Your next ${brand.name} payment is different`,
    greeting: 'Hello,',
    paragraphs: [
      `On ${dayText(facts.date)} we will take ${formatCurrency(facts.amountCents)} on your loan ${facts.loanNo} ${fromText(facts.from)}.`,
      ...differences(facts),
      breakdown(facts),
      howToStop(brand),
    ],
    closing: [`Questions? Call us at ${brand.customerServicePhone}.`],
  });
}

export function paymentReminderMail(
  brand: Brand,
  facts: { loanNo: string; dueDate: IsoDate; amountCents: number; autopay: WithdrawalFrom | null; pastDueCents?: number },
): RenderedMail {
  const pastDue = facts.pastDueCents ?? 0;
  return renderMail(brand, {
    subject: `Your ${brand.name} payment is due ${dayText(facts.dueDate)}`,
    greeting: 'Hello,',
    paragraphs: [
      `Your payment of ${formatCurrency(facts.amountCents)} on your loan ${facts.loanNo} is due on ${dayText(facts.dueDate)}.`,
      facts.autopay
        ? facts.autopay.mode === PAYMENT_MODE.debitCard
          ? `We will take it ${fromText(facts.autopay)} on that day: please make sure the money is there.`
          : `We will take it from your account ending in ${facts.autopay.last4} on that day: please make sure the money is there.`
        : 'Please pay it from your loan details page by then, by debit card or from your bank account.',
      // What earlier due dates left unpaid is owed too (issue 13): the borrower is told the amount, not only the next payment.
      ...(pastDue > 0
        ? [
            `You also have ${formatCurrency(pastDue)} past due from earlier payments. Please pay it as soon as you can from your loan details page; it is not part of the payment above.`,
          ]
        : []),
    ],
    closing: [`Questions? Call us at ${brand.customerServicePhone}.`],
  });
}
