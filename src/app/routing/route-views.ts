// Which view shows each routed state, by the state's meta.path. Every view is its own lazy chunk, so a
// page downloads only the code it shows.
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { APP_PATHS } from '#machines/app/app.machine.ts';
import { DISBURSEMENT_PATHS, stepPath as wizardPath } from '#machines/disbursement/pages.ts';
import { GUIDANCE_PATHS, stepPath } from '#machines/guidance/pages.ts';
import { HOME_PATHS } from '#machines/home/pages.ts';
import { RESOURCE_LINK_PATHS } from '#machines/resource-link/pages.ts';
import { SIGNING_PATHS } from '#machines/signing/pages.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { COUPON_PATHS } from '#machines/coupon/pages.ts';
import { LEGAL_PATHS } from '#machines/legal/pages.ts';
import { NOTIFICATIONS, notificationPath } from '#machines/app/notification-codes.ts';
import { matchRoute } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import type { RoutedView, RoutedViewProps } from '#src/views/routed-view.ts';
import { lazyComponent, type LazyComponent } from '../chunk-load.ts';

const errorViews = () => import('#src/views/errors/error-views.tsx');
const consentView = () => import('#src/views/account/consent-view.tsx').then((m) => m.ConsentView);
const resourceLinkView = () => import('#src/views/resource-link/resource-link-view.tsx').then((m) => m.ResourceLinkView);
const signingView = () => import('#src/views/signing/signing-view.tsx').then((m) => m.SigningView);
const paymentView = () => import('#src/views/repayment/payment-view.tsx').then((m) => m.PaymentView);
const changeView = () => import('#src/views/repayment/change-view.tsx').then((m) => m.ChangeView);
const notificationView = () => import('#src/views/notification/notification-view.tsx').then((m) => m.NotificationView);

const VIEW_IMPORTS: Readonly<Record<string, () => Promise<RoutedView>>> = {
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
  [HOME_PATHS.home]: () => import('#src/views/home/home-view.tsx').then((m) => m.HomeView),
  // The four resource-link pages are one screen.
  ...Object.fromEntries(Object.values(RESOURCE_LINK_PATHS).map((path) => [path, resourceLinkView])),
  [APP_PATHS.notFound]: () => errorViews().then((m) => m.NotFoundView),
  [APP_PATHS.denied]: () => errorViews().then((m) => m.DeniedView),
  [APP_PATHS.serverError]: () => errorViews().then((m) => m.ServerErrorView),
  ...Object.fromEntries(NOTIFICATIONS.map(({ code }) => [notificationPath(code), notificationView])),
  // The guidance flow: one view per page (issue 5).
  [GUIDANCE_PATHS.entry]: () => import('#src/views/guidance/load-failed-view.tsx').then((m) => m.LoadFailedView),
  [stepPath('personal/name')]: () => import('#src/views/guidance/name-view.tsx').then((m) => m.NameView),
  [stepPath('personal/address')]: () => import('#src/views/guidance/address-view.tsx').then((m) => m.AddressView),
  [stepPath('personal/contact')]: () => import('#src/views/guidance/contact-view.tsx').then((m) => m.ContactView),
  [stepPath('personal/military')]: () => import('#src/views/guidance/military-view.tsx').then((m) => m.MilitaryView),
  [stepPath('personal/ssn')]: () => import('#src/views/guidance/ssn-view.tsx').then((m) => m.SsnView),
  [stepPath('employment/income')]: () => import('#src/views/guidance/income-view.tsx').then((m) => m.IncomeView),
  [stepPath('employment/payday')]: () => import('#src/views/guidance/payday-view.tsx').then((m) => m.PaydayView),
  [stepPath('employment/net-pay')]: () => import('#src/views/guidance/net-pay-view.tsx').then((m) => m.NetPayView),
  [stepPath('question/about')]: () => import('#src/views/guidance/question-view.tsx').then((m) => m.QuestionView),
  [stepPath('bank/account')]: () => import('#src/views/guidance/bank-view.tsx').then((m) => m.BankView),
  [stepPath('ibv')]: () => import('#src/views/guidance/ibv-view.tsx').then((m) => m.IbvView),
  [GUIDANCE_PATHS.ibvStatus]: () => import('#src/views/guidance/ibv-status-view.tsx').then((m) => m.IbvStatusView),
  [GUIDANCE_PATHS.bankStatement]: () => import('#src/views/guidance/bank-statement-view.tsx').then((m) => m.BankStatementView),
  [stepPath('summary')]: () => import('#src/views/guidance/summary-view.tsx').then((m) => m.SummaryView),
  [stepPath('qualified-amount')]: () => import('#src/views/guidance/qualified-amount-view.tsx').then((m) => m.QualifiedAmountView),
  // The disbursement wizard: one view per step (issue 11).
  [DISBURSEMENT_PATHS.entry]: () => import('#src/views/disbursement/load-failed-view.tsx').then((m) => m.LoadFailedView),
  [wizardPath('choose-loan-amount')]: () => import('#src/views/disbursement/amount-view.tsx').then((m) => m.AmountView),
  [wizardPath('choose-payment-mode')]: () => import('#src/views/disbursement/payment-mode-view.tsx').then((m) => m.PaymentModeView),
  [wizardPath('choose-bank-account')]: () => import('#src/views/disbursement/bank-account-view.tsx').then((m) => m.BankAccountView),
  [wizardPath('choose-loan-term')]: () => import('#src/views/disbursement/loan-term-view.tsx').then((m) => m.LoanTermView),
  [wizardPath('confirm-details')]: () => import('#src/views/disbursement/confirm-view.tsx').then((m) => m.ConfirmView),
  // The three signing pages are one screen.
  [SIGNING_PATHS.wizard]: signingView,
  [SIGNING_PATHS.link]: signingView,
  [SIGNING_PATHS.agreement]: signingView,
  // Repaying a loan (issue 13): one view per page; the four ways to pay are one view.
  [REPAYMENT_PATHS.entry]: () => import('#src/views/repayment/load-failed-view.tsx').then((m) => m.LoadFailedView),
  [REPAYMENT_PATHS.loanDetails]: () => import('#src/views/repayment/loan-details-view.tsx').then((m) => m.LoanDetailsView),
  [REPAYMENT_PATHS.makePayment]: () => import('#src/views/repayment/make-payment-view.tsx').then((m) => m.MakePaymentView),
  [REPAYMENT_PATHS.payOff]: paymentView,
  [REPAYMENT_PATHS.payFixedAmount]: paymentView,
  [REPAYMENT_PATHS.payOffInN]: paymentView,
  [REPAYMENT_PATHS.payDown]: paymentView,
  [REPAYMENT_PATHS.autopay]: () => import('#src/views/repayment/autopay-view.tsx').then((m) => m.AutopayView),
  [REPAYMENT_PATHS.changes]: () => import('#src/views/repayment/change-schedule-view.tsx').then((m) => m.ChangeScheduleView),
  [REPAYMENT_PATHS.changePayday]: changeView,
  [REPAYMENT_PATHS.changePayFrequency]: changeView,
  [REPAYMENT_PATHS.changeHolidayRule]: changeView,
  [REPAYMENT_PATHS.changePayAvailability]: changeView,
  [REPAYMENT_PATHS.changePaymentMethod]: changeView,
  // Coupons (issue 14): one view per page.
  [COUPON_PATHS.entry]: () => import('#src/views/coupon/load-failed-view.tsx').then((m) => m.LoadFailedView),
  [COUPON_PATHS.verification]: () => import('#src/views/coupon/verification-view.tsx').then((m) => m.VerificationView),
  [COUPON_PATHS.overview]: () => import('#src/views/coupon/overview-view.tsx').then((m) => m.OverviewView),
  [COUPON_PATHS.schedule]: () => import('#src/views/coupon/schedule-view.tsx').then((m) => m.ScheduleView),
  [COUPON_PATHS.congratulations]: () => import('#src/views/coupon/congratulations-view.tsx').then((m) => m.CongratulationsView),
  // The lender's public pages (issue 18): one view per page.
  [LEGAL_PATHS.ratesAndTerms]: () => import('#src/views/legal/rates-and-terms-view.tsx').then((m) => m.RatesAndTermsView),
  [LEGAL_PATHS.privacy]: () => import('#src/views/legal/privacy-view.tsx').then((m) => m.PrivacyView),
  [LEGAL_PATHS.termsOfUse]: () => import('#src/views/legal/terms-of-use-view.tsx').then((m) => m.TermsOfUseView),
  [LEGAL_PATHS.eSignDisclosure]: () => import('#src/views/legal/e-sign-disclosure-view.tsx').then((m) => m.ESignDisclosureView),
  [LEGAL_PATHS.accessibility]: () => import('#src/views/legal/accessibility-view.tsx').then((m) => m.AccessibilityView),
};

export const ROUTE_VIEWS: Readonly<Record<string, LazyComponent<RoutedViewProps>>> = Object.fromEntries(
  Object.entries(VIEW_IMPORTS).map(([path, load]) => [path, lazyComponent(load)]),
);

/** Starts downloading the view of the page a visitor lands on, while the app boots. */
export function preloadViewOf(pathname: string): void {
  const route = matchRoute(ROUTES, pathname)?.route;
  if (route) void ROUTE_VIEWS[route.meta.path]?.preload();
}
