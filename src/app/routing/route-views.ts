// Which view shows each routed state, by the state's meta.path. Every view is its own lazy chunk, so a
// page downloads only the code it shows. The views of the flows that arrive with their first visit are listed
// in flow-route-views.ts: in the browser they join this table when their flow arrives (lazy-flows.ts).
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { APP_PATHS } from '#machines/app/pages.ts';
import { LEGAL_PATHS } from '#machines/legal/pages.ts';
import { NOTIFICATIONS, notificationPath } from '#machines/app/notification-codes.ts';
import { matchRoute } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import type { RoutedView, RoutedViewProps } from '#src/views/routed-view.ts';
import { lazyComponent, type LazyComponent } from '../chunk-load.ts';
import { FLOW_VIEW_IMPORTS } from './flow-views.ts';

const errorViews = () => import('#src/views/errors/error-views.tsx');
const consentView = () => import('#src/views/account/consent-view.tsx').then((m) => m.ConsentView);
const notificationView = () => import('#src/views/notification/notification-view.tsx').then((m) => m.NotificationView);

const VIEW_IMPORTS: ViewImports = {
  [ACCOUNT_PATHS.signIn]: () => import('#src/views/account/sign-in-view.tsx').then((m) => m.SignInView),
  // Welcome and consent are one screen on two paths.
  // /welcome adds the cost calculator under the consents (issue 16), downloaded when opened.
  [ACCOUNT_PATHS.welcome]: () => import('../welcome-view.tsx').then((m) => m.WelcomeView),
  [ACCOUNT_PATHS.consent]: consentView,
  [ACCOUNT_PATHS.sendSetLink]: () => import('#src/views/account/send-set-link-view.tsx').then((m) => m.SendSetLinkView),
  [ACCOUNT_PATHS.createAccount]: () => import('#src/views/account/create-account-view.tsx').then((m) => m.CreateAccountView),
  [ACCOUNT_PATHS.sendResetLink]: () => import('#src/views/account/send-reset-link-view.tsx').then((m) => m.SendResetLinkView),
  [ACCOUNT_PATHS.resetPassword]: () => import('#src/views/account/reset-password-view.tsx').then((m) => m.ResetPasswordView),
  [ACCOUNT_PATHS.changePassword]: () => import('#src/views/account/change-password-view.tsx').then((m) => m.ChangePasswordView),
  [APP_PATHS.notFound]: () => errorViews().then((m) => m.NotFoundView),
  [APP_PATHS.denied]: () => errorViews().then((m) => m.DeniedView),
  [APP_PATHS.serverError]: () => errorViews().then((m) => m.ServerErrorView),
  ...Object.fromEntries(NOTIFICATIONS.map(({ code }) => [notificationPath(code), notificationView])),
  // The lender's public pages (issue 18): one view per page.
  [LEGAL_PATHS.ratesAndTerms]: () => import('#src/views/legal/rates-and-terms-view.tsx').then((m) => m.RatesAndTermsView),
  [LEGAL_PATHS.privacy]: () => import('#src/views/legal/privacy-view.tsx').then((m) => m.PrivacyView),
  [LEGAL_PATHS.termsOfUse]: () => import('#src/views/legal/terms-of-use-view.tsx').then((m) => m.TermsOfUseView),
  [LEGAL_PATHS.eSignDisclosure]: () => import('#src/views/legal/e-sign-disclosure-view.tsx').then((m) => m.ESignDisclosureView),
  [LEGAL_PATHS.accessibility]: () => import('#src/views/legal/accessibility-view.tsx').then((m) => m.AccessibilityView),
};

export type ViewImports = Readonly<Record<string, () => Promise<RoutedView>>>;

/** The view of each page known so far; a flow's pages join it with the flow (addRouteViews). */
export const ROUTE_VIEWS: Record<string, LazyComponent<RoutedViewProps>> = {};

/** Adds the views of pages the table does not know yet. */
export function addRouteViews(imports: ViewImports): void {
  for (const [path, load] of Object.entries(imports)) ROUTE_VIEWS[path] ??= lazyComponent(load);
}
addRouteViews(VIEW_IMPORTS);
addRouteViews(FLOW_VIEW_IMPORTS);

/** Starts downloading the view of the page a visitor lands on, while the app boots. */
export function preloadViewOf(pathname: string): void {
  const route = matchRoute(ROUTES, pathname)?.route;
  if (route) void ROUTE_VIEWS[route.meta.path]?.preload();
}
