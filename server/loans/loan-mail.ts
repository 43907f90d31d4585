// The e-mails of a loan's life after signing, in the portfolio's look like every other mail: approved, funded,
// funding failed and withdrawn. They carry the loan number, never a link to sign in (a link in a money e-mail
// is what phishing copies): the borrower opens the site they know.
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { renderMail, type Brand, type RenderedMail } from '../mail/layout.ts';

/** 'Monday, March 16, 2026'. */
export const dayText = (date: IsoDate) => formatDate(date, 'dddd, MMMM D, YYYY');

export type ApprovedFacts = { loanNo: string; amountCents: number; fundingDate: IsoDate };

export function loanApprovedMail(brand: Brand, facts: ApprovedFacts): RenderedMail {
  return renderMail(brand, {
    subject: `Your ${brand.name} loan is approved`,
    greeting: 'Good news,',
    paragraphs: [
      `We approved your loan ${facts.loanNo} of ${formatCurrency(facts.amountCents)}.`,
      `We will send the money to your bank account on ${dayText(facts.fundingDate)}, and e-mail you when it is on its way.`,
      'Changed your mind? You can still withdraw the loan from your home page until we start sending the money, at no cost.',
    ],
    closing: [`If you did not apply for this loan, call us at once at ${brand.customerServicePhone}.`],
  });
}

export type FundedFacts = {
  loanNo: string;
  /** What reaches the account: the amount financed (fees kept from the amount are not sent). */
  sentCents: number;
  fundedOn: IsoDate;
  /** The last four digits of the account, null when the loan names none (a loan made by phone). */
  accountLast4: string | null;
  firstPayment: { date: IsoDate; amountCents: number } | null;
};

export function loanFundedMail(brand: Brand, facts: FundedFacts): RenderedMail {
  const account = facts.accountLast4 ? `your account ending in ${facts.accountLast4}` : 'your bank account';
  const firstPayment = facts.firstPayment
    ? [
        `Your first payment of ${formatCurrency(facts.firstPayment.amountCents)} is due on ${dayText(facts.firstPayment.date)}. Your home page shows every payment.`,
      ]
    : [];
  return renderMail(brand, {
    subject: `The money of your ${brand.name} loan is on its way`,
    greeting: 'Hello,',
    paragraphs: [
      `We sent ${formatCurrency(facts.sentCents)} for your loan ${facts.loanNo} to ${account} on ${dayText(facts.fundedOn)}.`,
      'Most banks show it the same day; some take until the next business day.',
      ...firstPayment,
    ],
    closing: [`If it has not arrived after two business days, call us at ${brand.customerServicePhone}.`],
  });
}

export function fundingFailedMail(brand: Brand, facts: { loanNo: string }): RenderedMail {
  return renderMail(brand, {
    subject: `We could not send the money of your ${brand.name} loan`,
    greeting: 'Hello,',
    paragraphs: [
      `Your bank did not accept the money we sent for your loan ${facts.loanNo}, so it came back to us. Nothing is lost, and you owe nothing for it.`,
      `What happens next: we will call you within one business day to check your bank details, then send the money again. You can also call us now at ${brand.customerServicePhone}.`,
      'Your payments do not start until the money reaches you.',
    ],
    closing: ['We never ask for your password or a sign-in code by phone.'],
  });
}

export function loanWithdrawnMail(brand: Brand, facts: { loanNo: string; withdrawnOn: IsoDate; signed: boolean }): RenderedMail {
  const agreement = facts.signed ? ['The agreement you signed stays in your records; the loan shows as withdrawn.'] : [];
  return renderMail(brand, {
    subject: `You withdrew your ${brand.name} loan`,
    greeting: 'Hello,',
    paragraphs: [
      `As you asked, we withdrew your loan ${facts.loanNo} on ${dayText(facts.withdrawnOn)}. No money will be sent and you owe nothing.`,
      ...agreement,
      'You are welcome to apply again at any time.',
    ],
    closing: [`If you did not withdraw this loan, call us at once at ${brand.customerServicePhone}.`],
  });
}
