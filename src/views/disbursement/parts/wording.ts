// How the wizard words its figures: dates a person reads (one way per context, src/domain/format.ts), the countdown, the cut-off, what each mode costs (the
// modes' names are the server's code lists, machines/disbursement/display.ts codeLabel).
import type { DisbursementBankAccount, TransactionFee } from '#src/api/contract/disbursement.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { parseCutOffTime } from '#src/domain/same-day-funding.ts';
import { say } from './words.ts';

/** A day in a sentence ('Wednesday, November 25, 2026') and a date in a table or a row ('11/25/2026'): src/domain/format.ts. */
export { longDate, shortDate } from '#src/domain/format.ts';

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
  return hours > 0 ? say('disbursement.tip.spokenHours', { hours, minutes }) : say('disbursement.tip.spokenMinutes', { minutes });
}

/** '14:00' -> '2:00 PM'. */
export function clockTime(hhmm: string): string {
  const time = parseCutOffTime(hhmm);
  if (!time) return hhmm;
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

/** How a period reads in a sentence: 'week', '2 weeks'. */
export const periodWords = (code: number) => say(code === PAYMENT_FREQUENCY.weekly ? 'disbursement.period.weekly' : 'disbursement.period.biWeekly');

export function feeOf(fees: readonly TransactionFee[], purpose: TransactionFee['purpose'], mode: number): TransactionFee | undefined {
  return fees.find((fee) => fee.purpose === purpose && fee.mode === mode);
}

/** What a mode costs, in words: 'No fee', '$2.50 per payment', '$2.99 fee' (a disbursement fee is taken from the amount sent). */
export function feeWords(fee: TransactionFee | undefined): string | null {
  if (!fee) return null;
  if (fee.feeCents === 0) return say('disbursement.fee.none');
  return say(fee.purpose === 'repayment' ? 'disbursement.fee.perPayment' : 'disbursement.fee.once', { fee: formatCurrency(fee.feeCents) });
}

/** 'Chase ••••4321': an account as the wizard shows it, never its numbers. */
export const maskedAccount = (account: Pick<DisbursementBankAccount, 'bankName' | 'accountLast4'>) =>
  say('disbursement.account.masked', { bank: account.bankName ?? say('disbursement.account.unnamedBank'), last4: account.accountLast4 });
