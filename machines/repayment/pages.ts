// The repayment pages (spec section 2: "/repayment/loan-details (Loan Details, dark, back to /home)", issue 13):
// the loan at a glance, the ways to pay, one page per way, and the automatic payments. Each page's path,
// title and back target are written here once.
import type { RouteMeta } from '../kit/route-meta.ts';
import { withWords } from './words.ts';

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

/** A page whose title (and section, when it has one) are read from the flow's catalog whenever they are shown. */
const page = <const Meta extends Omit<RouteMeta, 'title' | 'section'>>(meta: Meta, titleId: string) => withWords({ ...meta }, 'title', titleId);
const sectionPage = <const Meta extends Omit<RouteMeta, 'title' | 'section'>>(meta: Meta, titleId: string) =>
  withWords(page(meta, titleId), 'section', 'repayment.page.section');

export const LOAD_FAILED_PAGE = page(
  { path: REPAYMENT_PATHS.entry, back: REPAYMENT_PATHS.home, dark: true } as const,
  'repayment.page.loanDetails',
) satisfies RouteMeta;
export const LOAN_DETAILS_PAGE = page(
  { path: REPAYMENT_PATHS.loanDetails, back: REPAYMENT_PATHS.home, dark: true } as const,
  'repayment.page.loanDetails',
) satisfies RouteMeta;
export const MAKE_PAYMENT_PAGE = sectionPage(
  { path: REPAYMENT_PATHS.makePayment, back: REPAYMENT_PATHS.loanDetails } as const,
  'repayment.page.makePayment',
) satisfies RouteMeta;
export const AUTOPAY_PAGE = sectionPage(
  { path: REPAYMENT_PATHS.autopay, back: REPAYMENT_PATHS.loanDetails } as const,
  'repayment.page.autopay',
) satisfies RouteMeta;

export const OPTION_PAGES: Readonly<Record<PaymentOption, RouteMeta>> = {
  payOff: sectionPage({ path: REPAYMENT_PATHS.payOff, back: REPAYMENT_PATHS.makePayment }, 'repayment.page.payOff'),
  payFixedAmount: sectionPage({ path: REPAYMENT_PATHS.payFixedAmount, back: REPAYMENT_PATHS.makePayment }, 'repayment.page.payFixedAmount'),
  payOffInN: sectionPage({ path: REPAYMENT_PATHS.payOffInN, back: REPAYMENT_PATHS.makePayment }, 'repayment.page.payOffInN'),
  payDown: sectionPage({ path: REPAYMENT_PATHS.payDown, back: REPAYMENT_PATHS.makePayment }, 'repayment.page.payDown'),
};

/** The changes a borrower makes themselves, each one page (change types 105 to 109). */
export const SCHEDULE_CHANGES = ['changePayday', 'changePayFrequency', 'changeHolidayRule', 'changePayAvailability', 'changePaymentMethod'] as const;
export type ScheduleChange = (typeof SCHEDULE_CHANGES)[number];

export const CHANGES_PAGE = sectionPage(
  { path: REPAYMENT_PATHS.changes, back: REPAYMENT_PATHS.loanDetails } as const,
  'repayment.page.changes',
) satisfies RouteMeta;

export const CHANGE_PAGES: Readonly<Record<ScheduleChange, RouteMeta>> = {
  changePayday: sectionPage({ path: REPAYMENT_PATHS.changePayday, back: REPAYMENT_PATHS.changes }, 'repayment.page.changePayday'),
  changePayFrequency: sectionPage({ path: REPAYMENT_PATHS.changePayFrequency, back: REPAYMENT_PATHS.changes }, 'repayment.page.changePayFrequency'),
  changeHolidayRule: sectionPage({ path: REPAYMENT_PATHS.changeHolidayRule, back: REPAYMENT_PATHS.changes }, 'repayment.page.changeHolidayRule'),
  changePayAvailability: sectionPage({ path: REPAYMENT_PATHS.changePayAvailability, back: REPAYMENT_PATHS.changes }, 'repayment.page.changePayAvailability'),
  changePaymentMethod: sectionPage({ path: REPAYMENT_PATHS.changePaymentMethod, back: REPAYMENT_PATHS.changes }, 'repayment.page.changePaymentMethod'),
};

/**
 * The stages of the pages that wait on a call, each a tag of its state (`<page>.<stage>`), so a view reads
 * `snapshot.hasTag(...)` rather than the state tree (issue 10): a way to pay's page, a change's page, the automatic
 * payments. A form is `editing` while its card is on its way too (tagged CARD_TOKENIZING, machines/kit/card-entry.ts).
 */
export const OPTION_STAGES = ['editing', 'previewing', 'reviewing', 'saving', 'saved'] as const;
export const optionTag = (stage: (typeof OPTION_STAGES)[number]) => `option.${stage}` as const;
export const CHANGE_STAGES = OPTION_STAGES;
export type ChangeStage = (typeof CHANGE_STAGES)[number];
export const changeTag = (stage: ChangeStage) => `change.${stage}` as const;
export const AUTOPAY_STAGES = ['idle', 'saving', 'saved'] as const;
export type AutopayStage = (typeof AUTOPAY_STAGES)[number];
export const autopayTag = (stage: AutopayStage) => `autopay.${stage}` as const;
