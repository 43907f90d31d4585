// The agreement's terms in plain words, section by section, as the PDF prints them and the page shows them.
// Sandbox wording like the pricing (decision 0610): Compliance owns the real text. The figures come from the
// loan row and the program's pricing module, never from a second copy here.
import { ESIGN_DISCLOSURE_SECTION_ID, type AgreementSection } from '#src/api/contract/signing.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { formatCurrency, formatPercentPoints } from '#src/domain/format.ts';
import type { CheckMailingAddress, LoanRow, PortfolioRow } from '../db/schema.ts';
import { lateChargeText, prepaymentText, type ProgramPricing } from '../disbursement/pricing.ts';
import { esignDisclosure } from './esign-disclosure.ts';

export type SectionSource = {
  lender: Pick<PortfolioRow, 'name' | 'legalName' | 'customerServicePhone' | 'customerServiceEmail' | 'checkPayableTo' | 'checkMailingAddress'>;
  loan: Pick<
    LoanRow,
    'principalCents' | 'annualRateBps' | 'repaymentMode' | 'achAuthorized' | 'disbursementMode' | 'paymentFrequency' | 'prepaidFinanceChargeCents'
  >;
  pricing: ProgramPricing;
  /** The account the money goes to (and ACH payments come from), as the borrower knows it. */
  account: { bankName: string | null; accountLast4: string } | null;
  /** The borrower's state: its law governs (with federal law). */
  borrowerState: string;
  installmentCount: number;
  /** A fee added to each payment (a debit-card fee), 0 when none. */
  installmentFeeCents: number;
};

/** Business days of notice a borrower gives to stop a preauthorized debit (12 CFR 1005.10(c)). */
const STOP_PAYMENT_BUSINESS_DAYS = 3;
/** Days before a debit of a changed amount that the borrower is told of it (12 CFR 1005.10(d)). */
const VARYING_AMOUNT_NOTICE_DAYS = 10;
const REMINDER_DAYS = 3;

export function mailingAddressText(address: CheckMailingAddress | null): string {
  if (!address) return '';
  return [address.line1, address.line2, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join(', ');
}

const accountText = (account: SectionSource['account']) =>
  account ? `your ${account.bankName ?? 'bank'} account ending in ${account.accountLast4}` : 'the bank account you chose';

const frequencyText = (frequency: number | null) => (frequency === PAYMENT_FREQUENCY.weekly ? 'weekly' : 'every two weeks');

function promiseToPay({ lender, loan, installmentCount }: SectionSource): AgreementSection {
  const rate = formatPercentPoints((loan.annualRateBps ?? 0) / 100);
  return {
    id: 'promise-to-pay',
    heading: 'Your promise to pay',
    paragraphs: [
      `In this agreement "you" means the borrower and "we", "us" and "our" mean ${lender.legalName} and anyone to whom this agreement is transferred.`,
      `You promise to pay us the principal of ${formatCurrency(loan.principalCents)}, plus interest, in ${installmentCount} payments ${frequencyText(loan.paymentFrequency)} as the payment schedule shows. Interest is simple interest at ${rate} a year on the unpaid principal, counted on the actual days it is owed (a 365-day year), from the day the money is sent until it is paid back.`,
      'Each payment pays the interest owed first, then fees, then principal. A payment made late means more days of interest and a larger last payment; a payment made early means less.',
    ],
  };
}

function disbursement({ loan, account }: SectionSource): AgreementSection {
  const how = loan.disbursementMode === PAYMENT_MODE.instantFund ? 'by instant transfer' : 'by ACH deposit';
  return {
    id: 'disbursement',
    heading: 'How you receive the money',
    paragraphs: [
      `We will send the amount paid to you ${how} to ${accountText(account)} on the disbursement date shown above, once this agreement is signed and our checks are complete. If we cannot send it, this agreement ends and you owe nothing.`,
    ],
  };
}

function payments({ lender, loan, account, installmentFeeCents: fee }: SectionSource): AgreementSection {
  const mailTo = [lender.checkPayableTo, mailingAddressText(lender.checkMailingAddress)].filter(Boolean).join(', ');
  const how =
    loan.repaymentMode === PAYMENT_MODE.ach
      ? `You chose to pay by automatic ACH debits from ${accountText(account)} (see "Optional ACH authorization").`
      : loan.repaymentMode === PAYMENT_MODE.debitCard
        ? `You chose to pay by debit card: you make each payment with your card online or by phone.${fee ? ` Each payment includes a ${formatCurrency(fee)} debit-card fee, which is part of the finance charge above.` : ''}`
        : `You chose to pay by paper check: mail each payment, with your loan number on the memo line, so that it arrives by its due date${mailTo ? ` to ${mailTo}` : ''}.`;
  return {
    id: 'payments',
    heading: 'How you pay',
    paragraphs: [how, 'You may change how you pay at any time by calling us; paper check is always available and free.'],
  };
}

function lateCharge({ pricing }: SectionSource): AgreementSection {
  return {
    id: 'late-charge',
    heading: 'Late charge',
    paragraphs: [
      lateChargeText(pricing),
      'We charge it at most once for each late payment, and never on a payment that is late only because of an earlier late charge.',
    ],
  };
}

function prepayment({ loan }: SectionSource): AgreementSection {
  const prepaid = loan.prepaidFinanceChargeCents ?? 0;
  return {
    id: 'prepayment',
    heading: 'Paying early',
    paragraphs: [
      prepaymentText(prepaid),
      'You may pay all or part of what you owe at any time. Because interest is never charged ahead for days to come, there is no unearned interest in your balance: paying early simply stops interest from that day, and nothing has to be refunded. A partial payment lowers the principal, and so your later payments or their number.',
    ],
  };
}

function notices({ lender }: SectionSource): AgreementSection {
  return {
    id: 'payment-notices',
    heading: 'Payment notices',
    paragraphs: [
      `We will e-mail you a reminder at least ${REMINDER_DAYS} days before each payment is due, with its amount and date. If the amount or date of an automatic payment changes, we will tell you at least ${VARYING_AMOUNT_NOTICE_DAYS} days before it.`,
      `If you think a payment or a charge is wrong, call us at ${lender.customerServicePhone} or write to ${lender.customerServiceEmail}. We will look into it and answer you.`,
    ],
  };
}

/** Regulation E: a separate, optional authorization, never a condition of the loan (12 CFR 1005.10(e)(1)), and how to revoke it. */
function achAuthorization({ lender, account, loan }: SectionSource): AgreementSection {
  return {
    id: 'ach-authorization',
    heading: 'Optional ACH authorization',
    paragraphs: [
      'This authorization is optional. You do not have to agree to automatic payments to get this loan: the loan is the same if you pay by debit card or by paper check instead.',
      `You authorized ${lender.legalName} to debit ${accountText(account)} by ACH for each payment on the schedule, on its due date, for the amount shown (or a lower amount you agree to), and to credit that account if a debit is made in error. If a due date is not a business day, the debit may be made on the next business day.`,
      `To revoke this authorization, call us at ${lender.customerServicePhone} or write to ${lender.customerServiceEmail} at least ${STOP_PAYMENT_BUSINESS_DAYS} business days before a payment date. You may also tell your bank to stop a payment. Revoking it does not cancel what you owe: you will then pay by debit card or by paper check.`,
      `This authorization covers the ${formatCurrency(loan.principalCents)} loan of this agreement only and ends when it is paid.`,
    ],
  };
}

function governingLaw({ borrowerState }: SectionSource): AgreementSection {
  return {
    id: 'governing-law',
    heading: 'Governing law',
    paragraphs: [`This agreement is governed by federal law and, where federal law does not apply, by the law of the state where you live (${borrowerState}).`],
  };
}

function disputes({ lender }: SectionSource): AgreementSection {
  return {
    id: 'disputes',
    heading: 'Disputes',
    paragraphs: [
      `If you have a complaint, please call us at ${lender.customerServicePhone} first: most problems are solved that way. This agreement has no arbitration clause and no class-action waiver: you keep your right to go to court, and to join a class action.`,
    ],
  };
}

function contact({ lender }: SectionSource): AgreementSection {
  const address = mailingAddressText(lender.checkMailingAddress);
  return {
    id: 'contact',
    heading: 'How to reach us',
    paragraphs: [
      `${lender.legalName} (${lender.name}). Phone ${lender.customerServicePhone}. E-mail ${lender.customerServiceEmail}.${address ? ` Mail: ${address}.` : ''}`,
      'You may ask us for a free paper copy of this agreement at any time.',
    ],
  };
}

/**
 * The E-Sign consumer disclosure (15 USC 7001(c)) the borrower consents to before signing, in its version's words:
 * the agreement keeps what was consented to. A new wording is a new version, so a new agreement (its terms version).
 */
function esignConsent({ lender }: SectionSource): AgreementSection {
  const disclosure = esignDisclosure(lender);
  return { id: ESIGN_DISCLOSURE_SECTION_ID, heading: `E-Sign consumer disclosure (version ${disclosure.version})`, paragraphs: disclosure.paragraphs };
}

function signatures(): AgreementSection {
  return {
    id: 'signatures',
    heading: 'Signatures',
    paragraphs: [
      'By typing your full name and signing electronically, you agree to the terms of this agreement and confirm that you received a complete copy of it, including the Truth-in-Lending disclosures above, before you signed.',
    ],
  };
}

/** Every section, in the order the agreement prints them; the ACH authorization only when it was given. */
export function agreementSections(source: SectionSource): AgreementSection[] {
  const ach = source.loan.repaymentMode === PAYMENT_MODE.ach && source.loan.achAuthorized === true;
  return [
    promiseToPay(source),
    disbursement(source),
    payments(source),
    lateCharge(source),
    prepayment(source),
    notices(source),
    ...(ach ? [achAuthorization(source)] : []),
    governingLaw(source),
    disputes(source),
    contact(source),
    esignConsent(source),
    signatures(),
  ];
}
