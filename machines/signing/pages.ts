// The signing pages (spec section 2, issue 12): the wizard's last step, the e-mailed link on any device, and
// the agreement of a loan (signed: to read and download; unsigned after a re-sign flag: to sign).
import type { RouteMeta } from '../kit/route-meta.ts';
import { DISBURSEMENT_SECTION, stepPath } from '../disbursement/pages.ts';

export const SIGNING_PATHS = {
  wizard: stepPath('sign-loan-agreement'),
  link: '/signature/:resource',
  agreement: '/loan-agreement',
  home: '/home',
  /** Where a voided agreement's borrower reviews the new terms: the wizard resumes at its step. */
  newTerms: '/disbursement',
} as const;

/** Where the flow was opened: it decides the page and how the agreement is fetched. */
export type SigningPage = 'wizard' | 'link' | 'agreement';

export const SIGNING_PAGES: Readonly<Record<SigningPage, RouteMeta>> = {
  // "sign-loan-agreement | no footer | confirm-details" (spec section 2).
  wizard: { path: SIGNING_PATHS.wizard, title: 'Sign Loan Agreement', section: DISBURSEMENT_SECTION, back: stepPath('confirm-details'), footer: false },
  link: { path: SIGNING_PATHS.link, title: 'Sign Loan Agreement', footer: false },
  agreement: { path: SIGNING_PATHS.agreement, title: 'Loan Agreement', back: SIGNING_PATHS.home },
};
