// Payment and transaction codes, change types, installment flags and coupon validity (spec sections 3, 4).
import { defineCodes } from './define-codes.ts';

const paymentMode = defineCodes({
  ach: [15000, 'ACH'],
  cash: [15001, 'Cash'],
  cashierCheck: [15002, "Cashier's check"],
  creditCard: [15003, 'Credit card'],
  debitCard: [15004, 'Debit card'],
  moneyGram: [15005, 'MoneyGram'],
  moneyOrder: [15006, 'Money order'],
  personalCheck: [15007, 'Personal check'],
  westernUnion: [15008, 'Western Union'],
  wire: [15009, 'Wire'],
  loanTransfer: [15010, 'Loan transfer'],
  none: [15011, 'None'],
  wageAssignment: [15012, 'Wage assignment'],
  instantFund: [15014, 'Instant fund'],
});
export const PAYMENT_MODE = paymentMode.codes;
export const paymentModeLabel = paymentMode.label;
export const paymentModeOptions = paymentMode.options;

const transactionMode = defineCodes({
  ach: [15000, 'ACH'],
  paperCheck: [15002, 'Paper check'],
  none: [15011, 'None'],
  rtt: [15014, 'Real-time transfer (RTT)'],
  tpt: [15016, 'TPT'],
  rcc: [15018, 'Remotely created check (RCC)'],
});
export const TRANSACTION_MODE = transactionMode.codes;
export const transactionModeLabel = transactionMode.label;

const transactionType = defineCodes({
  credit: [14000, 'Credit'],
  debit: [14001, 'Debit'],
  refund: [14002, 'Refund'],
});
export const TRANSACTION_TYPE = transactionType.codes;
export const transactionTypeLabel = transactionType.label;

const transactionStatus = defineCodes({
  none: [0, 'None'],
  pending: [1, 'Pending'],
  notChecked: [2, 'Not checked'],
  checked: [3, 'Checked'],
  onBatch: [4, 'On batch'],
  rejected: [-1, 'Rejected'],
  pastDue: [-2, 'Past due'],
});
export const TRANSACTION_STATUS = transactionStatus.codes;
export const transactionStatusLabel = transactionStatus.label;

const changeType = defineCodes({
  payOff: [101, 'Pay off'],
  payOffInN: [102, 'Pay off in N installments'],
  payDown: [103, 'Pay down'],
  revokeFutureAch: [104, 'Revoke future ACH'],
  changePayrollDate: [105, 'Change payroll date'],
  changeFrequency: [106, 'Change frequency'],
  changePaymentMode: [107, 'Change payment mode'],
  changePaydayOnHoliday: [108, 'Change payday on holiday'],
  changePaydayOnAvailable: [109, 'Change payday on available'],
  payFixedAmount: [111, 'Pay fixed amount'],
  assignedSkip: [201, 'Assigned skip'],
  makeup: [202, 'Makeup'],
  changeAmount: [203, 'Change amount'],
  changeMode: [204, 'Change mode'],
  changeDate: [205, 'Change date'],
  partialMakeup: [206, 'Partial makeup'],
  // The spec lists refunds and reversals as 301 to 306 without telling them apart.
  refundOrReversal301: [301, 'Refund or reversal (301)'],
  refundOrReversal302: [302, 'Refund or reversal (302)'],
  refundOrReversal303: [303, 'Refund or reversal (303)'],
  refundOrReversal304: [304, 'Refund or reversal (304)'],
  refundOrReversal305: [305, 'Refund or reversal (305)'],
  refundOrReversal306: [306, 'Refund or reversal (306)'],
  manualReject: [901, 'Manual reject'],
  manualChecked: [903, 'Manual checked'],
  cancelChange: [905, 'Cancel change'],
});
export const CHANGE_TYPE = changeType.codes;
export const changeTypeLabel = changeType.label;

/** Installment flags are bits: a stored value is the sum of the flags set (see flags.ts). */
export const INSTALLMENT_FLAG = {
  default: 0,
  deleted: 1,
  fullRefunded: 2,
  cancel: 4,
  collection: 8,
  partialRefund: 16,
  new: 256,
} as const;
export const INSTALLMENT_FLAG_LABEL: Readonly<Record<keyof typeof INSTALLMENT_FLAG, string>> = {
  default: 'Default',
  deleted: 'Deleted',
  fullRefunded: 'Fully refunded',
  cancel: 'Cancelled',
  collection: 'In collection',
  partialRefund: 'Partially refunded',
  new: 'New',
};

const couponValidity = defineCodes({
  notValid: [-1, 'Not valid'],
  inEffect: [1, 'In effect'],
});
export const COUPON_VALIDITY = couponValidity.codes;
export const couponValidityLabel = couponValidity.label;
