// What a bank verification found, in one sentence the borrower reads before the amount (issue 18):
// "Bank verified: regular pay of $1,150.00 every two weeks from ACME LOGISTICS". The payer is named as the
// bank names it, and left out when it names none.
import { formatCurrency } from './format.ts';
import { PAYROLL_FREQUENCY, type PayrollFrequency } from './codes/payroll.ts';

export type FoundPay = { payAmountCents: number; payrollFrequency: PayrollFrequency | null; payerName: string | null };

/** How often pay comes, in words. */
export const PAY_FREQUENCY_WORDS: Readonly<Record<PayrollFrequency, string>> = {
  [PAYROLL_FREQUENCY.weekly]: 'every week',
  [PAYROLL_FREQUENCY.biWeekly]: 'every two weeks',
  [PAYROLL_FREQUENCY.semiMonthly]: 'twice a month',
  [PAYROLL_FREQUENCY.monthly]: 'every month',
} as Record<PayrollFrequency, string>;

export function bankFindingsSentence(found: FoundPay): string {
  const often = found.payrollFrequency === null ? '' : ` ${PAY_FREQUENCY_WORDS[found.payrollFrequency]}`;
  const payer = found.payerName ? ` from ${found.payerName}` : '';
  return `Bank verified: regular pay of ${formatCurrency(found.payAmountCents)}${often}${payer}`;
}
