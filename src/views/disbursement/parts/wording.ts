// How the wizard words its figures: dates a person reads, the countdown, the cut-off, the modes and what they cost.
import type { DisbursementBankAccount, TransactionFee } from '#src/api/contract/disbursement.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, paymentFrequencyLabel } from '#src/domain/codes/payroll.ts';
import { formatCurrency, formatDate, formatPercentPoints } from '#src/domain/format.ts';
import { parseCutOffTime } from '#src/domain/same-day-funding.ts';

/** '2026-11-25' -> 'Wednesday, November 25, 2026'. */
export const longDate = (date: string) => formatDate(date, 'dddd, MMMM D, YYYY');
/** '2026-11-25' -> 'Nov 25, 2026'. */
export const shortDate = (date: string) => formatDate(date, 'MMM D, YYYY');

/** 7199 -> '01:59:59'. */
export function countdownText(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(safe / 3600))}:${pad(Math.floor((safe % 3600) / 60))}:${pad(safe % 60)}`;
}

/** 7199 -> '1 hour, 59 minutes': the countdown as a screen reader says it. */
export function countdownWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '', `${minutes} minute${minutes === 1 ? '' : 's'}`].filter(Boolean);
  return parts.join(', ');
}

/** '14:00' -> '2:00 PM'. */
export function clockTime(hhmm: string): string {
  const time = parseCutOffTime(hhmm);
  if (!time) return hhmm;
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

export const frequencyLabel = (code: number) => paymentFrequencyLabel(code) ?? String(code);
/** How a period reads in a sentence: 'week', '2 weeks'. */
export const periodWords = (code: number) => (code === PAYMENT_FREQUENCY.weekly ? 'week' : 'two weeks');

const REPAYMENT_NAMES: Readonly<Record<number, string>> = {
  [PAYMENT_MODE.ach]: 'Automatic payments from your bank (ACH)',
  [PAYMENT_MODE.debitCard]: 'Debit card',
  [TRANSACTION_MODE.paperCheck]: 'Paper check by mail',
};
const DISBURSEMENT_NAMES: Readonly<Record<number, string>> = {
  [PAYMENT_MODE.ach]: 'Standard bank transfer (ACH)',
  [PAYMENT_MODE.instantFund]: 'Instant transfer (real-time payment)',
};

export const repaymentModeName = (mode: number) => REPAYMENT_NAMES[mode] ?? String(mode);
export const disbursementModeName = (mode: number) => DISBURSEMENT_NAMES[mode] ?? String(mode);

export function feeOf(fees: readonly TransactionFee[], purpose: TransactionFee['purpose'], mode: number): TransactionFee | undefined {
  return fees.find((fee) => fee.purpose === purpose && fee.mode === mode);
}

/** What a mode costs, in words: 'No fee', '$2.50 per payment', '$2.99 fee' (a disbursement fee is taken from the amount sent). */
export function feeWords(fee: TransactionFee | undefined): string | null {
  if (!fee) return null;
  if (fee.feeCents === 0) return 'No fee';
  return fee.purpose === 'repayment' ? `${formatCurrency(fee.feeCents)} per payment` : `${formatCurrency(fee.feeCents)} fee`;
}

/** 'Chase ••••4321': an account as the wizard shows it, never its numbers. */
export const maskedAccount = (account: Pick<DisbursementBankAccount, 'bankName' | 'accountLast4'>) =>
  `${account.bankName ?? 'Bank account'} ••••${account.accountLast4}`;

/** An APR as disclosed: the percent the server answers, with both decimals shown (the PDF writes it the same way). */
export const aprText = formatPercentPoints;
