// The lender's public pages (issue 18, decision 0760): Rates & Terms, Privacy, Terms of Use, the E-Sign disclosure
// and Accessibility, linked from the footer of every page and opened without signing in. Each page's path, title
// and back target are written here once. Back leads home: a signed-in borrower's account, anyone else sign-in.
import type { RouteMeta } from '../kit/route-meta.ts';

const BACK = '/home';

export const LEGAL_PAGES = {
  ratesAndTerms: { path: '/rates-and-terms', title: 'Rates & Terms', back: BACK },
  privacy: { path: '/privacy', title: 'Privacy Policy', back: BACK },
  termsOfUse: { path: '/terms-of-use', title: 'Terms of Use', back: BACK },
  eSignDisclosure: { path: '/e-sign-disclosure', title: 'E-Sign Disclosure', back: BACK },
  accessibility: { path: '/accessibility', title: 'Accessibility', back: BACK },
} as const satisfies Record<string, RouteMeta>;

export type LegalPage = keyof typeof LEGAL_PAGES;

export const LEGAL_PATHS = Object.fromEntries(Object.entries(LEGAL_PAGES).map(([name, page]) => [name, page.path])) as {
  [Name in LegalPage]: (typeof LEGAL_PAGES)[Name]['path'];
};

/** The footer's links, in its order, with their words. */
export const FOOTER_LINKS: ReadonlyArray<{ page: LegalPage; label: string }> = [
  { page: 'ratesAndTerms', label: 'Rates & Terms' },
  { page: 'privacy', label: 'Privacy' },
  { page: 'termsOfUse', label: 'Terms of Use' },
  { page: 'eSignDisclosure', label: 'E-Sign Disclosure' },
  { page: 'accessibility', label: 'Accessibility' },
];
