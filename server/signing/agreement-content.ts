// The Agreement model (src/api/contract/signing.ts) of a loan made by the disbursement wizard: the parties, the
// Truth-in-Lending figures as the loan row keeps them (disclosed at confirmation from src/domain/lending), the
// schedule from loan_installment, and the terms. Pure: the caller reads the rows.
import { createHash } from 'node:crypto';
import type { Agreement } from '#src/api/contract/signing.ts';
import { groupPayments } from '#src/domain/lending/disclosure.ts';
import type { LoanInstallmentRow, LoanRow, PortfolioRow } from '../db/schema.ts';
import { lateChargeText, pricingOf, prepaymentText } from '../disbursement/pricing.ts';
import { agreementSections, mailingAddressText } from './agreement-sections.ts';

/** What the application says of the borrower (its personal section). */
export type BorrowerName = { firstName: string; middleName?: string | null; lastName: string };
export type BorrowerAddress = { street1: string; street2?: string | null; city: string; state: string; zip: string };

export type AgreementSource = {
  portfolio: PortfolioRow;
  loan: LoanRow;
  installments: readonly LoanInstallmentRow[];
  borrower: BorrowerName & { address: BorrowerAddress; email: string };
  account: { bankName: string | null; accountLast4: string } | null;
};

/** The loan row's Truth-in-Lending figures, present once the wizard confirmed its terms. */
type DisclosedLoan = LoanRow & {
  aprBps: number;
  financeChargeCents: number;
  amountFinancedCents: number;
  totalOfPaymentsCents: number;
  disbursementDate: string;
};

export function hasDisclosedTerms(loan: LoanRow): loan is DisclosedLoan {
  return (
    loan.aprBps !== null &&
    loan.financeChargeCents !== null &&
    loan.amountFinancedCents !== null &&
    loan.totalOfPaymentsCents !== null &&
    loan.disbursementDate !== null
  );
}

const words = (text: string | null | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean).join(' ');

/** First, middle (when given) and last name, single-spaced. */
export function fullNameOf(name: BorrowerName): string {
  return [name.firstName, name.middleName, name.lastName].map(words).filter(Boolean).join(' ');
}

export function addressText(address: BorrowerAddress): string {
  return [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`].map(words).filter(Boolean).join(', ');
}

export function agreementOf(source: AgreementSource & { loan: DisclosedLoan }, madeOn: string): Agreement {
  const { portfolio: brand, loan, installments, borrower } = source;
  const pricing = pricingOf(brand.id);
  const prepaid = loan.prepaidFinanceChargeCents ?? 0;
  const payments = installments.map((row) => ({ number: row.number, dueDate: row.dueDate, amount: row.paymentCents }));
  return {
    title: `${brand.programName} Agreement`,
    loanNo: loan.loanNo,
    madeOn,
    lender: {
      legalName: brand.legalName,
      brandName: brand.name,
      address: mailingAddressText(brand.checkMailingAddress),
      phone: brand.customerServicePhone,
      email: brand.customerServiceEmail,
    },
    borrower: { fullName: fullNameOf(borrower), address: addressText(borrower.address), email: borrower.email },
    truthInLending: {
      aprPercent: loan.aprBps / 100,
      financeChargeCents: loan.financeChargeCents,
      amountFinancedCents: loan.amountFinancedCents,
      totalOfPaymentsCents: loan.totalOfPaymentsCents,
      itemization: { amountPaidToYouCents: loan.amountFinancedCents, prepaidFinanceChargeCents: prepaid, paidToOthersCents: 0 },
      paymentGroups: groupPayments(payments).map((group) => ({ count: group.count, amountCents: group.amount, firstDueDate: group.firstDueDate })),
      lateCharge: lateChargeText(pricing),
      prepayment: prepaymentText(prepaid),
    },
    schedule: payments.map((payment) => ({ number: payment.number, dueDate: payment.dueDate, amountCents: payment.amount })),
    disbursementDate: loan.disbursementDate,
    sections: agreementSections({
      lender: brand,
      loan,
      pricing,
      account: source.account,
      borrowerState: borrower.address.state,
      installmentCount: installments.length,
      installmentFeeCents: installments[0]?.feeCents ?? 0,
    }),
  };
}

/**
 * The version of an agreement's terms: SHA-256 of everything in it but the date it was made. The same loan
 * terms, parties and wording give the same version, so sending again answers the same agreement.
 */
export function termsVersionOf(agreement: Agreement): string {
  const { madeOn: _madeOn, ...terms } = agreement;
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex');
}
