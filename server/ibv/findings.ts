// What a successful verification found, as the borrower is told it before the amount (issue 18): the pay
// the income rule counted (decision 0521: the payroll deposits of the 90 days before the borrower
// connected), its frequency, the payer the bank names and the monthly income. Read from the report we keep,
// so an older report (written before deposits carried a payer) still answers, without a payer.
import { eq } from 'drizzle-orm';
import type { IbvFindings } from '#src/api/contract/ibv.ts';
import { PAY_PERIOD, type PayrollFrequency } from '#src/domain/codes/payroll.ts';
import type { AppDatabase } from '../db/database.ts';
import { ibvReport } from '../db/schema.ts';
import { hasRegularPay, type Income } from './income.ts';
import type { FoundTransaction } from './provider.ts';

export type StoredReport = { institutionName: string; transactions: unknown; income: unknown };

/** The payer named most often on the deposits (the first met on a tie), or null when none is named. */
function mostNamed(deposits: readonly FoundTransaction[]): string | null {
  const counts = new Map<string, number>();
  for (const { payer } of deposits) {
    const name = payer?.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [name, n] of counts) if (best === null || n > counts.get(best)!) best = name;
  return best;
}

/**
 * The findings of a report, or null when it shows no regular pay (decision 0522: nothing to tell but the
 * 204 message). The deposits counted are the report's last `depositsCount` payroll deposits up to its
 * `lastPayday`: the same ones the income rule averaged.
 */
export function findingsOf(report: StoredReport): IbvFindings | null {
  const income = report.income as Income;
  if (!hasRegularPay(income) || income.lastPayday === null) return null;
  const transactions = Array.isArray(report.transactions) ? (report.transactions as FoundTransaction[]) : [];
  const counted = transactions
    .filter((t) => t.kind === 'payroll' && t.amountCents > 0 && t.date <= income.lastPayday!)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(-income.depositsCount);
  // A report without its deposits (none kept) still has the monthly figure: one period's share of it.
  const payAmountCents =
    counted.length > 0
      ? Math.round(counted.reduce((sum, t) => sum + t.amountCents, 0) / counted.length)
      : Math.round((income.monthlyIncomeCents * 12) / PAY_PERIOD[income.payrollFrequency!].periodsPerYear);
  return {
    institutionName: report.institutionName,
    payAmountCents,
    payrollFrequency: income.payrollFrequency as PayrollFrequency,
    payerName: mostNamed(counted),
    monthlyIncomeCents: income.monthlyIncomeCents,
  };
}

/** The findings of a verification request's report, or null without a report or without regular pay. */
export async function findingsOfRequest(orm: AppDatabase, requestId: string | null): Promise<IbvFindings | null> {
  if (!requestId) return null;
  const [row] = await orm
    .select({ institutionName: ibvReport.institutionName, transactions: ibvReport.transactions, income: ibvReport.income })
    .from(ibvReport)
    .where(eq(ibvReport.requestId, requestId));
  return row ? findingsOf(row) : null;
}
