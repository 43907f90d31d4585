// The coupon pages (spec section 2, issue 14, decision 0750): the e-mailed link's verification, the offer,
// Schedule New Payment and the congratulations. Each page's path, title and back target are written here once.
// The verification page's {identifier} is the machine's context.identifier.
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { notificationPath } from '../app/notification-codes.ts';
import type { RouteMeta } from '../kit/route-meta.ts';
import { withWords } from './words.ts';

export const COUPON_PATHS = {
  entry: '/coupon',
  verification: '/coupon/verification/:identifier',
  overview: '/coupon/overview',
  schedule: '/coupon/schedule',
  congratulations: '/coupon/congratulations-page',
  /** The app's invalid-link page (spec: notification 302): a coupon page opened with no link verified here. */
  invalidLink: notificationPath(NOTIFICATION.invalidLink),
} as const;

/** The verification page of a link, for a visit. */
export const verificationPath = (identifier: string) => `/coupon/verification/${encodeURIComponent(identifier)}`;

/** A page's meta with its title read from the catalog each time it is read (decision 0311). */
const titled = <const Meta extends Omit<RouteMeta, 'title'>>(meta: Meta, titleId: string) => withWords({ ...meta }, 'title', titleId) satisfies RouteMeta;

// No back link: a borrower who opened an e-mailed link is not signed in, so home is not theirs to go to.
export const VERIFICATION_PAGE = titled({ path: COUPON_PATHS.verification }, 'coupon.page.verification');
/** The offer could not be loaded: the reason and a retry. */
export const LOAD_FAILED_PAGE = titled({ path: COUPON_PATHS.entry }, 'coupon.page.overview');
export const OVERVIEW_PAGE = titled({ path: COUPON_PATHS.overview }, 'coupon.page.overview');
export const SCHEDULE_PAGE = titled({ path: COUPON_PATHS.schedule, back: COUPON_PATHS.overview }, 'coupon.page.schedule');
export const CONGRATULATIONS_PAGE = titled({ path: COUPON_PATHS.congratulations }, 'coupon.page.congratulations');

/**
 * The stages of the pages that wait on a call, each a tag of its state (`<page>.<stage>`), so a view reads
 * `snapshot.hasTag(...)` rather than the state tree (issue 10). The schedule's form is `editing` while its card is
 * on its way too (tagged CARD_TOKENIZING, machines/kit/card-entry.ts).
 */
export const VERIFICATION_STAGES = ['idle', 'checking', 'locked'] as const;
export type VerificationStage = (typeof VERIFICATION_STAGES)[number];
export const verificationTag = (stage: VerificationStage) => `verification.${stage}` as const;
export const SCHEDULE_STAGES = ['editing', 'previewing', 'reviewing', 'saving', 'saved'] as const;
export const scheduleTag = (stage: (typeof SCHEDULE_STAGES)[number]) => `schedule.${stage}` as const;
