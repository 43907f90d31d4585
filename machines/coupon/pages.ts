// The coupon pages (spec section 2, issue 14, decision 0750): the e-mailed link's verification, the offer,
// Schedule New Payment and the congratulations. Each page's path, title and back target are written here once.
// The verification page's {identifier} is the machine's context.identifier.
import type { RouteMeta } from '../kit/route-meta.ts';

export const COUPON_PATHS = {
  entry: '/coupon',
  verification: '/coupon/verification/:identifier',
  overview: '/coupon/overview',
  schedule: '/coupon/schedule',
  congratulations: '/coupon/congratulations-page',
  /** The app's invalid-link page (spec: notification 302): a coupon page opened with no link verified here. */
  invalidLink: '/notification/302',
} as const;

/** The verification page of a link, for a visit. */
export const verificationPath = (identifier: string) => `/coupon/verification/${encodeURIComponent(identifier)}`;

// No back link: a borrower who opened an e-mailed link is not signed in, so home is not theirs to go to.
export const VERIFICATION_PAGE = { path: COUPON_PATHS.verification, title: 'Confirm It Is You' } as const satisfies RouteMeta;
/** The offer could not be loaded: the reason and a retry. */
export const LOAD_FAILED_PAGE = { path: COUPON_PATHS.entry, title: 'Your Offer' } as const satisfies RouteMeta;
export const OVERVIEW_PAGE = { path: COUPON_PATHS.overview, title: 'Your Offer' } as const satisfies RouteMeta;
export const SCHEDULE_PAGE = { path: COUPON_PATHS.schedule, title: 'Schedule New Payment', back: COUPON_PATHS.overview } as const satisfies RouteMeta;
export const CONGRATULATIONS_PAGE = { path: COUPON_PATHS.congratulations, title: 'Congratulations' } as const satisfies RouteMeta;
