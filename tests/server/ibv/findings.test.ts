// What a verification found, as the borrower is told it (issue 18), from the report we keep.
import { describe, expect, it } from 'vitest';
import { findingsOf } from '#server/ibv/findings.ts';
import { incomeFromDeposits } from '#server/ibv/income.ts';
import type { FoundTransaction } from '#server/ibv/provider.ts';
import { sandboxTransactions } from '#server/ibv/sandbox/transactions.ts';
import { sandboxUser } from '#server/ibv/sandbox/users.ts';

const pay = (date: string, amountCents: number, payer?: string): FoundTransaction => ({
  date,
  amountCents,
  description: 'PAYROLL DIR DEP',
  kind: 'payroll',
  ...(payer ? { payer } : {}),
});
const report = (transactions: FoundTransaction[], endDate: string) => ({
  institutionName: 'First Sandbox Bank',
  transactions,
  income: incomeFromDeposits(transactions, endDate),
});

describe('findingsOf', () => {
  it('tells the average paycheck the income rule counted, its frequency, the payer and the monthly income', () => {
    const transactions = sandboxTransactions(sandboxUser('payroll_weekly')!, '2026-03-16');
    expect(findingsOf(report(transactions, '2026-03-16'))).toEqual({
      institutionName: 'First Sandbox Bank',
      payAmountCents: 57_500,
      payrollFrequency: 17003,
      payerName: 'NORTHWIND MARKETS',
      monthlyIncomeCents: 249_167,
    });
  });

  it('averages only the deposits counted (the 90 days), names the payer named most, or none', () => {
    // 2025-09-05 is outside the 90 days ending 2026-01-31: not counted.
    const deposits = [
      pay('2025-09-05', 999_999, 'OLD JOB'),
      pay('2026-01-02', 100_000, 'ACME'),
      pay('2026-01-16', 110_000, 'ACME'),
      pay('2026-01-30', 120_000, 'ACME TEMP'),
    ];
    expect(findingsOf(report(deposits, '2026-01-31'))).toMatchObject({ payAmountCents: 110_000, payrollFrequency: 17000, payerName: 'ACME' });
    expect(findingsOf(report([pay('2026-01-02', 100_000), pay('2026-01-16', 100_000)], '2026-01-31'))).toMatchObject({ payerName: null });
  });

  it('finds nothing without regular pay, and reads a report kept without its deposits from the monthly figure', () => {
    expect(findingsOf(report([pay('2026-01-15', 300_000, 'ACME')], '2026-01-31'))).toBeNull();
    const kept = {
      institutionName: 'Sandbox Bank',
      transactions: [],
      income: { monthlyIncomeCents: 3_000_00, payrollFrequency: 17000, lastPayday: '2026-03-13', depositsCount: 6 },
    };
    expect(findingsOf(kept)).toEqual({
      institutionName: 'Sandbox Bank',
      payAmountCents: 138_462,
      payrollFrequency: 17000,
      payerName: null,
      monthlyIncomeCents: 3_000_00,
    });
  });
});
