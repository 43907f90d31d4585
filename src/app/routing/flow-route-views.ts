// The views of the flows whose code arrives with their first visit (src/app/lazy-flows.ts), by page path. The
// browser fetches this table with the first such flow; the first page holds only its own flows' views
// (route-views.ts). Vitest, Storybook and the server's render have it from the start (flow-views.ts).
import { DISBURSEMENT_PATHS, stepPath as wizardPath } from '#machines/disbursement/pages.ts';
import { GUIDANCE_PATHS, stepPath } from '#machines/guidance/pages.ts';
import { HOME_PATHS } from '#machines/home/pages.ts';
import { RESOURCE_LINK_PATHS } from '#machines/resource-link/pages.ts';
import { SIGNING_PATHS } from '#machines/signing/pages.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { COUPON_PATHS } from '#machines/coupon/pages.ts';
import type { ViewImports } from './route-views.ts';

const resourceLinkView = () => import('#src/views/resource-link/resource-link-view.tsx').then((m) => m.ResourceLinkView);
const signingView = () => import('#src/views/signing/signing-view.tsx').then((m) => m.SigningView);
const paymentView = () => import('#src/views/repayment/payment-view.tsx').then((m) => m.PaymentView);
const changeView = () => import('#src/views/repayment/change-view.tsx').then((m) => m.ChangeView);

export const FLOW_VIEW_IMPORTS: ViewImports = {
  [HOME_PATHS.home]: () => import('#src/views/home/home-view.tsx').then((m) => m.HomeView),
  // The four resource-link pages are one screen.
  ...Object.fromEntries(Object.values(RESOURCE_LINK_PATHS).map((path) => [path, resourceLinkView])),
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
  // The four signing pages are one screen.
  [SIGNING_PATHS.wizard]: signingView,
  [SIGNING_PATHS.link]: signingView,
  [SIGNING_PATHS.agreement]: signingView,
  [SIGNING_PATHS.loan]: signingView,
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
};
