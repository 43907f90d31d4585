// The E-Sign consumer disclosure (15 USC 7001(c)(1)), shown before the borrower consents to sign electronically.
// A new wording is a new version: the signature records the version consented to, and a sign request naming
// an older one is refused (-12102), so nobody consents to a text they were not shown.
import type { EsignDisclosure } from '#src/api/contract/signing.ts';
import type { PortfolioRow } from '../db/schema.ts';

export const ESIGN_DISCLOSURE_VERSION = '2026-11';

type Lender = Pick<PortfolioRow, 'name' | 'legalName' | 'customerServicePhone' | 'customerServiceEmail'>;

/** The disclosure in the brand's name and with its contact details; the wording is the version's. */
export function esignDisclosure(lender: Lender): EsignDisclosure {
  const contact = `call us at ${lender.customerServicePhone} or write to ${lender.customerServiceEmail}`;
  return {
    version: ESIGN_DISCLOSURE_VERSION,
    heading: 'Consent to electronic records and signatures',
    paragraphs: [
      // Scope (7001(c)(1)(B)(i)).
      `${lender.legalName} ("${lender.name}", "we") asks your consent to give you your loan agreement and the notices about this loan electronically, and to let you sign the agreement electronically by typing your name. Your consent covers this loan agreement and the notices and records related to this loan (such as payment reminders, notices of a change, and your payment history). It does not cover other loans.`,
      // Paper copies (7001(c)(1)(B)(iv)).
      `You have the right to a paper copy of your loan agreement and of any record we give you electronically. To ask for one, ${contact}. Paper copies are free of charge.`,
      // Withdrawing consent, how and its consequence (7001(c)(1)(B)(i), (iii)).
      `You may withdraw your consent at any time, free of charge: ${contact}. If you withdraw it before you sign, we cannot complete your loan online; you may still ask us to mail you the agreement to sign on paper. If you withdraw it after you sign, your signed agreement stays valid, and we will send later notices on paper.`,
      // Hardware and software (7001(c)(1)(C)(i)).
      'To receive, read and keep these records you need a computer, tablet or phone with a current version of a web browser (such as Chrome, Safari, Edge or Firefox), software that opens PDF files (most browsers do), an e-mail address you can read, and enough storage or a printer to keep a copy.',
      // Updating contact information (7001(c)(1)(B)(iv)).
      `Please keep your e-mail address and mailing address current: when either changes, ${contact}. If we change these requirements in a way that could stop you from reading or keeping your records, we will tell you and ask for your consent again.`,
      // Demonstrated ability (7001(c)(1)(C)(ii)).
      'By checking the consent box, you confirm that you can open and read this page and the PDF of your agreement, and that you agree to receive and sign these records electronically.',
    ],
  };
}
