// Application sections, notification result pages and theme colour sets (spec sections 2 and 3).
import { defineCodes } from './define-codes.ts';

const section = defineCodes({
  summary: ['summary', 'Summary'],
  personal: ['personal', 'Personal information'],
  employment: ['employment', 'Employment'],
  bank: ['bank', 'Bank account'],
  question: ['question', 'Questions'],
  ibv: ['ibv', 'Bank verification'],
  loanDetail: ['loanDetail', 'Loan details'],
  paymentSchedule: ['paymentSchedule', 'Payment schedule'],
  paymentFee: ['paymentFee', 'Payment fees'],
});
export const SECTION = section.codes;
export type Section = (typeof SECTION)[keyof typeof SECTION];
export const sectionLabel = section.label;
export const isSection = section.has;

const notification = defineCodes({
  pendingNote: [101, 'Your application is pending'],
  applicationSuccess: [102, 'Application submitted'],
  paymentSuccess: [103, 'Payment received'],
  bankStatementUploaded: [104, 'Bank statement uploaded'],
  processing201: [201, 'Processing'],
  processing202: [202, 'Processing'],
  tryAnotherBankAccount: [203, 'Processing: try another bank account'],
  processing204: [204, 'Processing'],
  processing205: [205, 'Processing'],
  processing206: [206, 'Processing'],
  withdrawn: [301, 'Application withdrawn'],
  invalidLink: [302, 'This link is no longer valid'],
});
/** The result pages at /notification/{code} (spec section 2). */
export const NOTIFICATION = notification.codes;
export type NotificationCode = (typeof NOTIFICATION)[keyof typeof NOTIFICATION];
export const notificationLabel = notification.label;
export const isNotificationCode = notification.has;

const themeColourSet = defineCodes({
  darkGold: ['darkGold', 'Dark gold'],
  lightBlue: ['lightBlue', 'Light blue'],
});
export const THEME_COLOUR_SET = themeColourSet.codes;
export const themeColourSetLabel = themeColourSet.label;
