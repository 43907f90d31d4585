// How the repayment pages word their figures: dates in the server's pattern, the installment states,
// transactions, ways to pay and their fees, and why a withdrawal is unusual (12 CFR 1041.9(c)).
import type { TransactionFee } from '#src/api/contract/disbursement.ts';
import type { InstallmentState, LoanTransaction, NextWithdrawal } from '#src/api/contract/repayment.ts';
import {
  INSTALLMENT_FLAG,
  INSTALLMENT_FLAG_LABEL,
  PAYMENT_MODE,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  paymentModeLabel,
  transactionModeLabel,
  transactionStatusLabel,
  transactionTypeLabel,
} from '#src/domain/codes/payment.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';

/** A date with its weekday, where a borrower plans around it: 'Fri, 12/04/2026'. */
export const dayDate = (date: string, pattern: string) => formatDate(date, `ddd, ${pattern}`);

export const INSTALLMENT_STATE_LABEL: Readonly<Record<InstallmentState, string>> = {
  paid: 'Paid',
  pending: 'Pending',
  pastDue: 'Past due',
  due: 'Due',
  upcoming: 'Upcoming',
  cancelled: 'Cancelled',
};

/** An installment's flags in words ('In collection, New'); empty for none (0). */
export function flagWords(flags: number): string {
  return (Object.keys(INSTALLMENT_FLAG) as (keyof typeof INSTALLMENT_FLAG)[])
    .filter((name) => INSTALLMENT_FLAG[name] !== 0 && (flags & INSTALLMENT_FLAG[name]) !== 0)
    .map((name) => INSTALLMENT_FLAG_LABEL[name])
    .join(', ');
}

/** ACH, Debit card, Paper check...: a transaction's way, from the transaction modes or the payment modes. */
export const modeWords = (mode: number) =>
  mode === PAYMENT_MODE.debitCard ? 'Debit card' : (transactionModeLabel(mode) ?? paymentModeLabel(mode) ?? String(mode));

/** What a transaction was, for a borrower: the funding, a payment, a refund. */
export function transactionWhat(transaction: Pick<LoanTransaction, 'type'>): string {
  if (transaction.type === TRANSACTION_TYPE.credit) return 'Loan funds sent to you';
  if (transaction.type === TRANSACTION_TYPE.refund) return 'Refund to you';
  return 'Payment';
}

export const transactionTypeWords = (type: number) => transactionTypeLabel(type) ?? String(type);

/** A transaction's status in words: the code set's label, 'Checked' read as completed and a return as returned. */
export function transactionStatusWords(transaction: Pick<LoanTransaction, 'status' | 'returnCode'>): string {
  if (transaction.status === TRANSACTION_STATUS.checked) return 'Completed';
  if (transaction.status === TRANSACTION_STATUS.rejected && transaction.returnCode) return 'Returned';
  return transactionStatusLabel(transaction.status) ?? String(transaction.status);
}

export type StatusTone = 'good' | 'waiting' | 'bad' | 'neutral';

export function installmentTone(state: InstallmentState): StatusTone {
  if (state === 'paid') return 'good';
  if (state === 'pending' || state === 'due') return 'waiting';
  if (state === 'pastDue') return 'bad';
  return 'neutral';
}

export function transactionTone(status: number): StatusTone {
  if (status === TRANSACTION_STATUS.checked) return 'good';
  if (status === TRANSACTION_STATUS.rejected || status === TRANSACTION_STATUS.pastDue) return 'bad';
  return 'waiting';
}

/** How a payment is taken, for the choice of method. */
export const METHOD_NAMES: Readonly<Record<number, string>> = {
  [PAYMENT_MODE.ach]: 'Bank account (ACH)',
  [PAYMENT_MODE.debitCard]: 'Debit card',
};
export const methodName = (mode: number) => METHOD_NAMES[mode] ?? modeWords(mode);

export const repaymentFeeOf = (fees: readonly TransactionFee[], mode: number) => fees.find((fee) => fee.purpose === 'repayment' && fee.mode === mode);

/** What paying once by a method costs, in words: 'No fee', '$2.95 fee'. */
export function methodCost(fee: TransactionFee | undefined): string | null {
  if (!fee) return null;
  return fee.feeCents === 0 ? 'No fee' : `${formatCurrency(fee.feeCents)} fee`;
}

/** Where a withdrawal is taken from: 'bank account ending 4321 (ACH)', 'debit card ending 4242'. */
export const withdrawalChannel = (withdrawal: Pick<NextWithdrawal, 'mode' | 'accountLast4'>) =>
  withdrawal.mode === PAYMENT_MODE.debitCard ? `debit card ending ${withdrawal.accountLast4}` : `bank account ending ${withdrawal.accountLast4} (ACH)`;

/** Why the next withdrawal differs from the schedule, one sentence per reason (12 CFR 1041.9(c)(3)). */
export function unusualWords(reason: NextWithdrawal['unusual'][number], withdrawal: NextWithdrawal, pattern: string): string {
  switch (reason) {
    case 'amount':
      return `The amount, ${formatCurrency(withdrawal.amountCents)}, is not your regular scheduled payment amount.`;
    case 'date':
      return `The date, ${formatDate(withdrawal.date, pattern)}, is not one of your scheduled due dates.`;
    case 'channel':
      return `It will be taken from your ${withdrawalChannel(withdrawal)}, not the way your payments are usually taken.`;
    case 'retry':
      return 'It is a new attempt to collect a payment that was returned unpaid.';
  }
}
