// The signing pages (spec section 2, issue 12): the wizard's last step, the e-mailed link on any device, the
// agreement of the wizard's loan (signed: to read and download; unsigned after a re-sign flag: to sign), and one loan's
// agreement by its number (a funded loan's, from home: signed, to read and download).
import type { RouteMeta } from '../kit/route-meta.ts';
import { DISBURSEMENT_SECTION, stepPath } from '../disbursement/pages.ts';
import { withWords } from './words.ts';

export const SIGNING_PATHS = {
  wizard: stepPath('sign-loan-agreement'),
  link: '/signature/:resource',
  agreement: '/loan-agreement',
  /** One loan's agreement by its number: home links a loan being repaid to its signed agreement. */
  loan: '/loan-agreement/:loanNo',
  home: '/home',
  /** Where a voided agreement's borrower reviews the new terms: the wizard resumes at its step. */
  newTerms: '/disbursement',
} as const;

/** The page of one loan's agreement (`SIGNING_PATHS.loan` with its number). */
export const loanAgreementPath = (loanNo: string): string => SIGNING_PATHS.loan.replace(':loanNo', encodeURIComponent(loanNo));

/** Where the flow was opened: it decides the page and how the agreement is fetched. */
export type SigningPage = 'wizard' | 'link' | 'agreement' | 'loan';

/** Each page's title is read from the flow's catalog whenever it is shown. */
export const SIGNING_PAGES: Readonly<Record<SigningPage, RouteMeta>> = {
  // "sign-loan-agreement | no footer | confirm-details" (spec section 2).
  wizard: withWords(
    { path: SIGNING_PATHS.wizard, section: DISBURSEMENT_SECTION, back: stepPath('confirm-details'), footer: false },
    'title',
    'signing.page.sign',
  ) satisfies RouteMeta,
  link: withWords({ path: SIGNING_PATHS.link, footer: false }, 'title', 'signing.page.sign') satisfies RouteMeta,
  agreement: withWords({ path: SIGNING_PATHS.agreement, back: SIGNING_PATHS.home }, 'title', 'signing.page.agreement') satisfies RouteMeta,
  loan: withWords({ path: SIGNING_PATHS.loan, back: SIGNING_PATHS.home }, 'title', 'signing.page.agreement') satisfies RouteMeta,
};
