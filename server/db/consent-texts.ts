// The consents every portfolio asks for on the welcome page, written for the brand from its record.
// A changed text must get a new version: acceptances name the version they accepted (decision 0210).
import type { NewConsentTemplateRow, NewPortfolioRow } from './schema.ts';

export const CONSENT_CODE = {
  esign: 'esign-disclosure',
  terms: 'terms-of-use',
  privacy: 'privacy-notice',
  marketing: 'marketing-contact',
} as const;

/** The version of the texts below; bump it whenever a word changes. */
export const CONSENT_VERSION = '2026.1';

type Brand = Pick<NewPortfolioRow, 'id' | 'name' | 'legalName' | 'customerServicePhone' | 'customerServiceEmail' | 'domainOfWeb'>;

const paragraphs = (...lines: string[]): string => lines.join('\n\n');

function esignDisclosure(brand: Brand): string {
  const contact = `${brand.customerServicePhone} or ${brand.customerServiceEmail}`;
  return paragraphs(
    `Consumer Disclosure and Consent to Electronic Records and Signatures. ${brand.legalName} ("${brand.name}", "we", "us") ` +
      'must give you certain information in writing. With your consent we give it to you electronically, and you sign electronically, ' +
      'under the federal Electronic Signatures in Global and National Commerce Act (E-SIGN).',
    'Scope. This consent covers every record about your application and any loan we make to you: the application itself, the ' +
      'Truth in Lending disclosure, the loan agreement and its schedules, payment authorizations, privacy notices, account statements, ' +
      'payment receipts, notices of adverse action and any other notice the law requires us to give you. It applies to this ' +
      'application and to every loan you hold with us, for as long as you have an account.',
    'How we deliver records. We show records on our website and in your account, and send them, or a link to them, to the e-mail ' +
      'address on your account. A record sent to that address counts as delivered to you.',
    `Paper copies. You may ask for a paper copy of any record at any time, at no cost to you, by calling ${brand.customerServicePhone} ` +
      `or writing to ${brand.customerServiceEmail}. Asking for a paper copy does not withdraw your consent.`,
    'Withdrawing your consent. You may withdraw this consent at any time, free of charge, by calling or writing to us at ' +
      `${contact}, or by unchecking it on your account's consent page. Withdrawal takes effect within three business days of our ` +
      'receiving it and does not affect records delivered or signed before then. We cannot take an application without this ' +
      'consent, so withdrawing it before a loan is made ends the application; for a loan already made, we send later records on paper.',
    'Hardware and software you need. A computer, tablet or phone with an internet connection; a current version of Chrome, ' +
      'Edge, Firefox or Safari with JavaScript and cookies enabled; software that opens PDF files; an e-mail account you can read; ' +
      'and a printer or enough storage to keep copies. If these requirements change in a way that could stop you from opening or ' +
      'keeping a record, we will tell you and you may withdraw your consent without charge.',
    'Keeping your contact details current. Please keep your e-mail address up to date. You can change it by calling ' +
      `${brand.customerServicePhone} or writing to ${brand.customerServiceEmail}. If an e-mail from us is returned undelivered, ` +
      'we may pause electronic delivery until you give us a working address.',
    'By checking the box you confirm that you can open and keep this disclosure on your device, and that you agree to receive ' +
      'records and to sign electronically.',
  );
}

function termsOfUse(brand: Brand): string {
  return paragraphs(
    `These Terms of Use govern your use of the ${brand.name} website at ${brand.domainOfWeb} and its services, operated by ${brand.legalName}.`,
    'Your account. You must be at least 18 years old and a resident of a state where we lend. Give us true, complete information ' +
      'and keep it current. Keep your password to yourself: you are responsible for what is done with your account. Tell us at ' +
      `once at ${brand.customerServicePhone} if you think someone else has used it.`,
    'Applications. Submitting an application does not guarantee a loan. Each loan is governed by its own loan agreement, which ' +
      'prevails over these terms where they differ.',
    'Acceptable use. Do not try to reach data that is not yours, disrupt the service, or use automated means to apply or sign in. ' +
      'We may suspend an account that is used in these ways.',
    'Changes. We may change these terms; the version you accepted stays on record, and we ask you to accept a new version before ' +
      'you continue to use the service.',
    `Questions: ${brand.customerServiceEmail} or ${brand.customerServicePhone}.`,
  );
}

function privacyNotice(brand: Brand): string {
  return paragraphs(
    `What ${brand.legalName} collects. Your name, contact details, Social Security number, income and employment details, bank ` +
      'account information and transaction history (when you authorize bank verification), and how you use our website.',
    'Why. To verify your identity, decide on your application, service your loan, prevent fraud, and meet our legal obligations.',
    'Who we share it with. Consumer reporting agencies, payment processors, identity and bank-verification providers, and service ' +
      'providers bound by contract to protect it; and regulators or others when the law requires. We do not sell your personal ' +
      'information.',
    'How we protect it. Encryption in transit, passwords stored only as one-way hashes, and access limited to people who need it.',
    `Your choices. You can limit marketing contact at any time. Federal law gives you the right to limit some but not all sharing; ` +
      `call ${brand.customerServicePhone} or write to ${brand.customerServiceEmail} with any request about your information.`,
  );
}

function marketingContact(brand: Brand): string {
  return paragraphs(
    `${brand.name} may send you offers and news about our loans by e-mail, phone and text message, including by automated means, ` +
      'at the contact details on your account. Message and data rates may apply.',
    'This is optional: you do not have to agree to get a loan, and service messages about your application and loans are sent ' +
      `either way. You can stop at any time by unchecking it on your consent page, replying STOP to a text, or calling ${brand.customerServicePhone}.`,
  );
}

/** The four consents of a brand, in the order the welcome page shows them. */
export function consentTemplatesFor(brand: Brand): NewConsentTemplateRow[] {
  const row = (position: number, code: string, label: string, required: boolean, body: string): NewConsentTemplateRow => ({
    portfolioId: brand.id,
    code,
    version: CONSENT_VERSION,
    label,
    required,
    body,
    position,
    current: true,
  });
  return [
    row(
      1,
      CONSENT_CODE.esign,
      `I agree to receive records and sign electronically (E-Sign Consumer Disclosure of ${brand.name})`,
      true,
      esignDisclosure(brand),
    ),
    row(2, CONSENT_CODE.terms, `I agree to the ${brand.name} Terms of Use`, true, termsOfUse(brand)),
    row(3, CONSENT_CODE.privacy, `I have read the ${brand.name} Privacy Notice`, true, privacyNotice(brand)),
    row(4, CONSENT_CODE.marketing, `${brand.name} may contact me about offers by e-mail, phone and text (optional)`, false, marketingContact(brand)),
  ];
}
