// The lender's public pages (issue 18, decision 0760): Rates & Terms, Privacy, Terms of Use, the E-Sign disclosure
// and Accessibility, linked from the footer of every page and opened without signing in. Each page's path, title,
// back target and width (the text pages a reading column, narrow; Rates & Terms' tables the page's width) are written here once. Back leads home: a signed-in borrower's account, anyone else sign-in.
import { HOME_PAGE } from '../home/pages.ts';
import type { RouteMeta } from '../kit/route-meta.ts';
import { withWords } from './words.ts';

const BACK = HOME_PAGE.path;

/** A page whose title is read from the flow's catalog whenever it is shown. */
const page = <const Meta extends Omit<RouteMeta, 'title'>>(meta: Meta, titleId: string) => withWords({ ...meta }, 'title', titleId);

export const LEGAL_PAGES = {
  ratesAndTerms: page({ path: '/rates-and-terms', back: BACK }, 'legal.page.ratesAndTerms'),
  privacy: page({ path: '/privacy', back: BACK, width: 'narrow' }, 'legal.page.privacy'),
  termsOfUse: page({ path: '/terms-of-use', back: BACK, width: 'narrow' }, 'legal.page.termsOfUse'),
  eSignDisclosure: page({ path: '/e-sign-disclosure', back: BACK, width: 'narrow' }, 'legal.page.eSignDisclosure'),
  accessibility: page({ path: '/accessibility', back: BACK, width: 'narrow' }, 'legal.page.accessibility'),
} as const satisfies Record<string, RouteMeta>;

export type LegalPage = keyof typeof LEGAL_PAGES;

export const LEGAL_PATHS = Object.fromEntries(Object.entries(LEGAL_PAGES).map(([name, page]) => [name, page.path])) as {
  [Name in LegalPage]: (typeof LEGAL_PAGES)[Name]['path'];
};

/** A footer link whose words are read from the catalog whenever it is shown. */
const link = (page: LegalPage, labelId: string) => withWords({ page }, 'label', labelId);

/** The footer's links, in its order, with their words. */
export const FOOTER_LINKS: ReadonlyArray<{ page: LegalPage; readonly label: string }> = [
  link('ratesAndTerms', 'legal.footer.ratesAndTerms'),
  link('privacy', 'legal.footer.privacy'),
  link('termsOfUse', 'legal.footer.termsOfUse'),
  link('eSignDisclosure', 'legal.footer.eSignDisclosure'),
  link('accessibility', 'legal.footer.accessibility'),
];
