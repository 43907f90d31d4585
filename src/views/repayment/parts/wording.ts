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
import { say } from './words.ts';
import type { StatusTone } from '#src/ui/status-badge.tsx';

/** A date with its weekday, where a borrower plans around it: 'Fri, 12/04/2026' (src/domain/format.ts). */
export { dayDate } from '#src/domain/format.ts';

/** An installment's state in words: Paid, Pending, Past due, Due, Upcoming, Cancelled. */
export const installmentStateWords = (state: InstallmentState) => say(`repayment.installment.${state}`);

/** An installment's flags in words ('In collection, New'); empty for none (0). */
export function flagWords(flags: number): string {
  return (Object.keys(INSTALLMENT_FLAG) as (keyof typeof INSTALLMENT_FLAG)[])
    .filter((name) => INSTALLMENT_FLAG[name] !== 0 && (flags & INSTALLMENT_FLAG[name]) !== 0)
    .map((name) => INSTALLMENT_FLAG_LABEL[name])
    .join(', ');
}

/** ACH, Debit card, Paper check...: a transaction's way, from the transaction modes or the payment modes. */
export const modeWords = (mode: number) =>
  mode === PAYMENT_MODE.debitCard ? say('repayment.method.debitCard') : (transactionModeLabel(mode) ?? paymentModeLabel(mode) ?? String(mode));

/** What a transaction was, for a borrower: the funding, a payment, a refund. */
export function transactionWhat(transaction: Pick<LoanTransaction, 'type'>): string {
  if (transaction.type === TRANSACTION_TYPE.credit) return say('repayment.transaction.funding');
  if (transaction.type === TRANSACTION_TYPE.refund) return say('repayment.transaction.refund');
  return say('repayment.transaction.payment');
}

export const transactionTypeWords = (type: number) => transactionTypeLabel(type) ?? String(type);

/** A transaction's status in words: the code set's label, 'Checked' read as completed and a return as returned. */
export function transactionStatusWords(transaction: Pick<LoanTransaction, 'status' | 'returnCode'>): string {
  if (transaction.status === TRANSACTION_STATUS.checked) return say('repayment.transaction.completed');
  if (transaction.status === TRANSACTION_STATUS.rejected && transaction.returnCode) return say('repayment.transaction.returned');
  return transactionStatusLabel(transaction.status) ?? String(transaction.status);
}

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

/** How a payment is taken, for the choice of method: Bank account (ACH), Debit card. */
export const methodName = (mode: number) => (mode === PAYMENT_MODE.ach ? say('repayment.method.ach') : modeWords(mode));

export const repaymentFeeOf = (fees: readonly TransactionFee[], mode: number) => fees.find((fee) => fee.purpose === 'repayment' && fee.mode === mode);

/** What paying once by a method costs, in words: 'No fee', '$2.95 fee'. */
export function methodCost(fee: TransactionFee | undefined): string | null {
  if (!fee) return null;
  return fee.feeCents === 0 ? say('repayment.method.noFee') : say('repayment.method.fee', { fee: formatCurrency(fee.feeCents) });
}

/** Where a withdrawal is taken from: 'bank account ending 4321 (ACH)', 'debit card ending 4242'. */
export const withdrawalChannel = (withdrawal: Pick<NextWithdrawal, 'mode' | 'accountLast4'>) =>
  say(withdrawal.mode === PAYMENT_MODE.debitCard ? 'repayment.withdrawal.fromCard' : 'repayment.withdrawal.fromAccount', { last4: withdrawal.accountLast4 });

/** Why the next withdrawal differs from the schedule, one sentence per reason (12 CFR 1041.9(c)(3)). */
export function unusualWords(reason: NextWithdrawal['unusual'][number], withdrawal: NextWithdrawal, pattern: string): string {
  switch (reason) {
    case 'amount':
      return say('repayment.withdrawal.unusualAmount', { amount: formatCurrency(withdrawal.amountCents) });
    case 'date':
      return say('repayment.withdrawal.unusualDate', { date: formatDate(withdrawal.date, pattern) });
    case 'channel':
      return say('repayment.withdrawal.unusualChannel', { channel: withdrawalChannel(withdrawal) });
    case 'retry':
      return say('repayment.withdrawal.unusualRetry');
  }
}
