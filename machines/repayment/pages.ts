// The repayment pages (spec section 2: "/repayment/loan-details (Loan Details, dark, back to /home)", issue 13):
// the loan at a glance, the ways to pay, one page per way, and the automatic payments. Each page's path,
// title and back target are written here once.
import type { RouteMeta } from '../kit/route-meta.ts';

export const REPAYMENT_PATHS = {
  entry: '/repayment',
  loanDetails: '/repayment/loan-details',
  makePayment: '/repayment/make-a-payment',
  payOff: '/repayment/pay-off',
  payOffInN: '/repayment/pay-off-in-installments',
  payFixedAmount: '/repayment/pay-extra',
  payDown: '/repayment/one-time-payment',
  autopay: '/repayment/automatic-payments',
  /** What the borrower can change themselves (change types 105 to 109, decision 0741). */
  changes: '/repayment/change-payment-schedule',
  changePayday: '/repayment/change-payday',
  changePayFrequency: '/repayment/change-pay-frequency',
  changePaymentMethod: '/repayment/change-payment-method',
  changeHolidayRule: '/repayment/change-holiday-rule',
  changePayAvailability: '/repayment/change-pay-availability',
  home: '/home',
  /** Payment Received (spec: notification 103). */
  paymentReceived: '/notification/103',
} as const;

/** The ways to pay, each one page; the server says which it offers for the loan (get-payment-option). */
export const PAYMENT_OPTIONS = ['payOff', 'payFixedAmount', 'payOffInN', 'payDown'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const REPAYMENT_SECTION = 'Your Loan';

export const LOAD_FAILED_PAGE = { path: REPAYMENT_PATHS.entry, title: 'Loan Details', back: REPAYMENT_PATHS.home, dark: true } as const satisfies RouteMeta;
export const LOAN_DETAILS_PAGE = {
  path: REPAYMENT_PATHS.loanDetails,
  title: 'Loan Details',
  back: REPAYMENT_PATHS.home,
  dark: true,
} as const satisfies RouteMeta;
export const MAKE_PAYMENT_PAGE = {
  path: REPAYMENT_PATHS.makePayment,
  title: 'Make a Payment',
  back: REPAYMENT_PATHS.loanDetails,
  section: REPAYMENT_SECTION,
} as const satisfies RouteMeta;
export const AUTOPAY_PAGE = {
  path: REPAYMENT_PATHS.autopay,
  title: 'Automatic Payments',
  back: REPAYMENT_PATHS.loanDetails,
  section: REPAYMENT_SECTION,
} as const satisfies RouteMeta;

export const OPTION_PAGES: Readonly<Record<PaymentOption, RouteMeta>> = {
  payOff: { path: REPAYMENT_PATHS.payOff, title: 'Pay Off Your Loan', back: REPAYMENT_PATHS.makePayment, section: REPAYMENT_SECTION },
  payFixedAmount: { path: REPAYMENT_PATHS.payFixedAmount, title: 'Pay an Extra Amount', back: REPAYMENT_PATHS.makePayment, section: REPAYMENT_SECTION },
  payOffInN: { path: REPAYMENT_PATHS.payOffInN, title: 'Pay Off in Installments', back: REPAYMENT_PATHS.makePayment, section: REPAYMENT_SECTION },
  payDown: { path: REPAYMENT_PATHS.payDown, title: 'Make a One-Time Payment', back: REPAYMENT_PATHS.makePayment, section: REPAYMENT_SECTION },
};

/** The changes a borrower makes themselves, each one page (change types 105 to 109). */
export const SCHEDULE_CHANGES = ['changePayday', 'changePayFrequency', 'changeHolidayRule', 'changePayAvailability', 'changePaymentMethod'] as const;
export type ScheduleChange = (typeof SCHEDULE_CHANGES)[number];

export const CHANGES_PAGE = {
  path: REPAYMENT_PATHS.changes,
  title: 'Change Your Payment Schedule',
  back: REPAYMENT_PATHS.loanDetails,
  section: REPAYMENT_SECTION,
} as const satisfies RouteMeta;

export const CHANGE_PAGES: Readonly<Record<ScheduleChange, RouteMeta>> = {
  changePayday: { path: REPAYMENT_PATHS.changePayday, title: 'Change Your Payday', back: REPAYMENT_PATHS.changes, section: REPAYMENT_SECTION },
  changePayFrequency: {
    path: REPAYMENT_PATHS.changePayFrequency,
    title: 'Change How Often You Are Paid',
    back: REPAYMENT_PATHS.changes,
    section: REPAYMENT_SECTION,
  },
  changeHolidayRule: {
    path: REPAYMENT_PATHS.changeHolidayRule,
    title: 'Paydays on Weekends and Holidays',
    back: REPAYMENT_PATHS.changes,
    section: REPAYMENT_SECTION,
  },
  changePayAvailability: {
    path: REPAYMENT_PATHS.changePayAvailability,
    title: 'When Your Pay Is Available',
    back: REPAYMENT_PATHS.changes,
    section: REPAYMENT_SECTION,
  },
  changePaymentMethod: { path: REPAYMENT_PATHS.changePaymentMethod, title: 'Change How You Pay', back: REPAYMENT_PATHS.changes, section: REPAYMENT_SECTION },
};
