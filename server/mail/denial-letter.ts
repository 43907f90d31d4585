// The denial letter (issue 18): the adverse-action notice of Regulation B (12 CFR 1002.9(a)(2), (b)) e-mailed
// when calculate-qualified-amount refuses an application: the creditor's name and address, the decision,
// the specific principal reasons (at most four, the words the result page shows) and the ECOA notice.
// The agency named is the one for creditors not otherwise listed in appendix A of Regulation B: Compliance
// confirms it per portfolio.
import type { PortfolioRow } from '../db/schema.ts';
import { mailingAddressText } from '../signing/agreement-sections.ts';
import { renderMail, type Brand, type RenderedMail } from './layout.ts';

/** The agency that administers ECOA compliance for a non-bank lender (Regulation B, appendix A). */
export const ECOA_AGENCY = 'Federal Trade Commission, Consumer Response Center, Washington, DC 20580';

/** The notice of 12 CFR 1002.9(b)(1), with the agency of this creditor. */
export const ECOA_NOTICE =
  'NOTICE: The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, ' +
  'color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); ' +
  'because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith ' +
  'exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning ' +
  `this creditor is the ${ECOA_AGENCY}.`;

export type DenialLetter = {
  /** The applicant's name as the application gives it; null before a name was saved (never, once refused). */
  applicantName: string | null;
  applicationNo: string;
  /** When the decision was made. */
  decidedAt: Date;
  /** The principal reasons in the borrower's words (qualification-rules.ts principalReasons). */
  reasons: readonly string[];
};

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

export function denialLetterMail(brand: Brand & Pick<PortfolioRow, 'checkMailingAddress'>, letter: DenialLetter): RenderedMail {
  const address = mailingAddressText(brand.checkMailingAddress);
  return renderMail(brand, {
    subject: `Your ${brand.name} loan application: our decision`,
    greeting: letter.applicantName ? `Dear ${letter.applicantName},` : 'Hello,',
    paragraphs: [
      `Thank you for applying for a loan with ${brand.name}. On ${longDate.format(letter.decidedAt)} we decided on your application ${letter.applicationNo}: we are unable to offer you a loan at this time.`,
      'The principal reasons for our decision:',
      ...letter.reasons.map((reason) => `- ${reason}`),
      `Creditor: ${brand.legalName} (${brand.name})${address ? `, ${address}` : ''}.`,
      ECOA_NOTICE,
    ],
    closing: ['If something in your application was wrong, or your situation changes, you are welcome to apply again.'],
  });
}
