// The forms and code lists config get-form and get-domain-value serve (issue 11): the display sections the
// wizard's review and confirmation show (loan detail, payment schedule, payment fee), row by row, and the
// code lists their values are read in. Words a borrower reads live here, on the server, so they can change
// without a release of the app; the app formats the values (machines/disbursement/display.ts).
import type { DisplayForm, DisplayFormat, DisplayRow, DomainValues } from '#src/api/contract/config-forms.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';

/** The wizard's form: its term step and its confirmation. */
export const DISBURSEMENT_FORM_CODE = 'disbursement-review';

/** A row of one value: '{key}' in the given format. */
function row(compositeKey: string, label: string, format: DisplayFormat, more: { emphasis?: boolean; capitalizeFirst?: boolean } = {}): DisplayRow {
  return {
    compositeKey,
    label,
    templateFormat: `{${compositeKey}}`,
    foregroundProperty: { capitalizeFirst: more.capitalizeFirst ?? false, format: { [compositeKey]: format }, emphasis: more.emphasis ?? false },
  };
}

const FORMS: Readonly<Record<string, DisplayForm>> = {
  [DISBURSEMENT_FORM_CODE]: {
    code: DISBURSEMENT_FORM_CODE,
    title: 'Your loan',
    sections: [
      {
        // Confirm Loan Details: every choice, then the disclosure's figures once the schedule is known.
        section: 'loan-detail',
        title: 'Loan details',
        rows: [
          row('amountCents', 'Loan amount', 'currency'),
          row('paymentFrequency', 'How often you pay', 'domain:payment-frequency'),
          row('repaymentMode', 'How you repay', 'domain:repayment-mode'),
          row('disbursementDate', 'Date your money is sent', 'longDate'),
          row('disbursementMode', 'How it is sent', 'domain:disbursement-mode'),
          row('bankAccount', 'Bank account', 'text'),
          row('aprPercent', 'Annual percentage rate', 'percent', { emphasis: true }),
          row('financeChargeCents', 'Finance charge', 'currency', { emphasis: true }),
          {
            compositeKey: 'paymentCount+totalOfPaymentsCents',
            label: 'Payments',
            templateFormat: '{paymentCount} payments, {totalOfPaymentsCents} in all',
            foregroundProperty: { capitalizeFirst: false, format: { paymentCount: 'count', totalOfPaymentsCents: 'currency' }, emphasis: false },
          },
        ],
      },
      {
        // Review Loan Term: the columns of the payment schedule, in order.
        section: 'payment-schedule',
        title: 'Payment schedule',
        rows: [
          row('number', 'No.', 'count'),
          row('dueDate', 'Due date', 'shortDate'),
          row('paymentCents', 'Payment', 'currency', { emphasis: true }),
          row('principalCents', 'Principal', 'currency'),
          row('interestCents', 'Interest', 'currency'),
          row('feeCents', 'Fee', 'currency'),
        ],
      },
      {
        // Review Loan Term: one payment's split (payment-detail).
        section: 'payment-fee',
        title: 'Payment details',
        rows: [
          row('principalCents', 'Principal', 'currency'),
          row('interestCents', 'Interest', 'currency'),
          row('feeCents', 'Fee', 'currency'),
          row('paymentCents', 'Payment', 'currency', { emphasis: true }),
          row('balanceAfterCents', 'Still owed after it', 'currency'),
        ],
      },
    ],
  },
};

/**
 * The code lists the forms read values in. Payment frequency offers weekly and bi-weekly only (spec
 * section 3); the repayment and disbursement modes are the wizard's, named as its choice pages name them.
 */
const DOMAINS: Readonly<Record<string, DomainValues>> = {
  'payment-frequency': {
    code: 'payment-frequency',
    values: [
      { value: PAYMENT_FREQUENCY.weekly, label: 'Weekly' },
      { value: PAYMENT_FREQUENCY.biWeekly, label: 'Bi-weekly' },
    ],
  },
  'repayment-mode': {
    code: 'repayment-mode',
    values: [
      { value: PAYMENT_MODE.ach, label: 'Automatic payments from your bank (ACH)' },
      { value: PAYMENT_MODE.debitCard, label: 'Debit card' },
      { value: TRANSACTION_MODE.paperCheck, label: 'Paper check by mail' },
    ],
  },
  'disbursement-mode': {
    code: 'disbursement-mode',
    values: [
      { value: PAYMENT_MODE.ach, label: 'Standard bank transfer (ACH)' },
      { value: PAYMENT_MODE.instantFund, label: 'Instant transfer (real-time payment)' },
    ],
  },
  'payroll-frequency': {
    code: 'payroll-frequency',
    values: [
      { value: PAYROLL_FREQUENCY.weekly, label: 'Weekly' },
      { value: PAYROLL_FREQUENCY.biWeekly, label: 'Bi-weekly' },
      { value: PAYROLL_FREQUENCY.semiMonthly, label: 'Semi-monthly' },
      { value: PAYROLL_FREQUENCY.monthly, label: 'Monthly' },
    ],
  },
};

export const formOf = (code: string): DisplayForm | undefined => (Object.hasOwn(FORMS, code) ? FORMS[code] : undefined);
export const domainOf = (code: string): DomainValues | undefined => (Object.hasOwn(DOMAINS, code) ? DOMAINS[code] : undefined);
