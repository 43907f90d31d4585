// The app's own pages (spec sections 2 and 8): the root and sign-in it routes from, the error pages and the result
// pages of /notification/{code}. Each page's path, title and width are written here once; the app machine's
// states carry them in `meta`. The result pages' codes and states are notification-codes.ts.
import { ACCOUNT_PATHS } from '../account/pages.ts';
import type { RouteMeta } from '../kit/route-meta.ts';
import { NOTIFICATIONS, notificationPath } from './notification-codes.ts';
import { withWords } from './words.ts';

export const APP_PATHS = {
  root: '/',
  /** Where a visitor is sent to sign in: the accounts flow's page. */
  signIn: ACCOUNT_PATHS.signIn,
  notFound: '/404',
  denied: '/403',
  serverError: '/500',
} as const;

/** A page of the app's own, its title read from the app's catalog whenever it is shown. */
const titled = (meta: Omit<RouteMeta, 'title'>, titleId: string) => withWords({ ...meta }, 'title', titleId) satisfies RouteMeta;

/** The error pages: an unknown path, a page the visitor may not see, a failure on our side. */
export const APP_PAGES = {
  notFound: titled({ path: APP_PATHS.notFound, width: 'narrow' }, 'app.page.notFound'),
  denied: titled({ path: APP_PATHS.denied, width: 'narrow' }, 'app.page.denied'),
  serverError: titled({ path: APP_PATHS.serverError, width: 'narrow' }, 'app.page.serverError'),
} as const satisfies Record<string, RouteMeta>;

/** Each result page by its state: /notification/{code}, titled 'app.notification.<state>'. */
export const NOTIFICATION_PAGES: Readonly<Record<(typeof NOTIFICATIONS)[number]['state'], RouteMeta>> = Object.fromEntries(
  NOTIFICATIONS.map(({ code, state }) => [state, titled({ path: notificationPath(code), width: 'narrow' }, `app.notification.${state}`)]),
) as Record<(typeof NOTIFICATIONS)[number]['state'], RouteMeta>;
