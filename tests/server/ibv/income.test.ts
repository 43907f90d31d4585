// The income rule (decision 0521) on deposits written out by hand, and the sandbox transactions it reads.
import { describe, expect, it } from 'vitest';
import { hasRegularPay, incomeFromDeposits, payFrequencyOf, type Deposit } from '#server/ibv/income.ts';
import { sandboxTransactions } from '#server/ibv/sandbox/transactions.ts';
import { sandboxUser } from '#server/ibv/sandbox/users.ts';

const payroll = (date: string, amountCents: number): Deposit => ({ date, amountCents, kind: 'payroll' });

describe('incomeFromDeposits', () => {
  it('averages the payroll deposits and scales by the periods of the frequency: bi-weekly 26 / 12', () => {
    const deposits = [
      payroll('2026-01-02', 100_000),
      payroll('2026-01-16', 110_000),
      payroll('2026-01-30', 120_000),
      { date: '2026-01-20', amountCents: 50_000, kind: 'other' as const },
    ];
    // (330,000 / 3) x 26 / 12 = 238,333.33
    expect(incomeFromDeposits(deposits, '2026-02-01')).toEqual({
      monthlyIncomeCents: 238_333,
      payrollFrequency: 17000,
      lastPayday: '2026-01-30',
      depositsCount: 3,
    });
  });

  it('counts only the 90 days ending on the end date, and no debits', () => {
    const deposits = [
      payroll('2025-11-02', 999_999),
      payroll('2026-01-30', -5_000),
      payroll('2026-01-02', 60_000),
      payroll('2026-01-09', 60_000),
      payroll('2026-02-02', 1),
    ];
    // 2025-11-02 is 91 days before 2026-01-31; 2026-02-02 is after it.
    expect(incomeFromDeposits(deposits, '2026-01-31')).toEqual({
      monthlyIncomeCents: 260_000,
      payrollFrequency: 17003,
      lastPayday: '2026-01-09',
      depositsCount: 2,
    });
  });

  it('with one deposit no frequency is known: the amount over three months; none: zero', () => {
    expect(incomeFromDeposits([payroll('2026-01-15', 300_001)], '2026-01-31')).toEqual({
      monthlyIncomeCents: 100_000,
      payrollFrequency: null,
      lastPayday: '2026-01-15',
      depositsCount: 1,
    });
    expect(incomeFromDeposits([], '2026-01-31')).toEqual({ monthlyIncomeCents: 0, payrollFrequency: null, lastPayday: null, depositsCount: 0 });
  });
});

describe('hasRegularPay (decision 0522)', () => {
  it('needs two payroll deposits in the window: one paycheck, or transfers only, is no regular pay', () => {
    expect(hasRegularPay(incomeFromDeposits([payroll('2026-01-02', 60_000), payroll('2026-01-16', 60_000)], '2026-01-31'))).toBe(true);
    expect(hasRegularPay(incomeFromDeposits([payroll('2026-01-15', 300_000)], '2026-01-31'))).toBe(false);
    // Larger and more frequent than pay, but not payroll.
    const transfers: Deposit[] = ['2026-01-02', '2026-01-09', '2026-01-16', '2026-01-23'].map((date) => ({ date, amountCents: 150_000, kind: 'other' }));
    expect(hasRegularPay(incomeFromDeposits(transfers, '2026-01-31'))).toBe(false);
    // A second paycheck outside the 90 days does not count.
    expect(hasRegularPay(incomeFromDeposits([payroll('2025-10-15', 60_000), payroll('2026-01-15', 60_000)], '2026-01-31'))).toBe(false);
  });
});

describe('payFrequencyOf', () => {
  it('tells fortnightly pay (a holiday move of a day allowed) from pay on two fixed days of the month', () => {
    expect(payFrequencyOf(['2026-01-02', '2026-01-16', '2026-01-29', '2026-02-13'])).toBe(17000);
    expect(payFrequencyOf(['2025-12-31', '2026-01-15', '2026-01-30', '2026-02-13', '2026-02-27', '2026-03-13'])).toBe(17002);
    expect(payFrequencyOf(['2026-01-01', '2026-01-15', '2026-02-01', '2026-02-15', '2026-03-01'])).toBe(17002);
    expect(payFrequencyOf(['2026-01-02', '2026-01-09', '2026-01-16'])).toBe(17003);
    expect(payFrequencyOf(['2025-12-31', '2026-01-30', '2026-02-27'])).toBe(17001);
  });
});

describe('sandboxTransactions', () => {
  it('are the same for the same user and day, and differ between users', () => {
    const user = sandboxUser('payroll_weekly')!;
    const first = sandboxTransactions(user, '2026-03-16');
    expect(sandboxTransactions(user, '2026-03-16')).toEqual(first);
    expect(first[0]!.date >= '2025-12-17').toBe(true);
    expect(first.at(-1)!.date <= '2026-03-16').toBe(true);
    expect(first.filter((t) => t.kind === 'payroll').every((t) => t.amountCents === 57_500 && t.description === 'PAYROLL NORTHWIND MARKETS DIR DEP')).toBe(
      true,
    );
    const other = sandboxTransactions(sandboxUser('payroll_biweekly')!, '2026-03-16').filter(
      (t) => t.kind === 'other' && t.amountCents < 0 && t.description !== 'RENT PAYMENT MAPLE APTS',
    );
    const mine = first.filter((t) => t.kind === 'other' && t.amountCents < 0 && t.description !== 'RENT PAYMENT MAPLE APTS');
    expect(other).not.toEqual(mine);
  });

  it('no_income: no payroll, no rent or savings transfer, only irregular small transfers in besides the spending', () => {
    const transactions = sandboxTransactions(sandboxUser('no_income')!, '2026-03-16');
    const deposits = transactions.filter((t) => t.amountCents > 0);
    expect(transactions.some((t) => t.kind === 'payroll')).toBe(false);
    expect(deposits.length).toBeGreaterThanOrEqual(3);
    expect(deposits.every((t) => t.description === 'P2P TRANSFER RECEIVED' && t.amountCents >= 2_000 && t.amountCents <= 12_000)).toBe(true);
    expect(incomeFromDeposits(transactions, '2026-03-16')).toEqual({ monthlyIncomeCents: 0, payrollFrequency: null, lastPayday: null, depositsCount: 0 });
  });

  it('pay a Friday holiday the business day before', () => {
    // Christmas 2026 is a Friday: weekly pay comes on Thursday 12-24.
    const dates = sandboxTransactions(sandboxUser('payroll_weekly')!, '2026-12-31')
      .filter((t) => t.kind === 'payroll')
      .map((t) => t.date);
    expect(dates).toContain('2026-12-24');
    expect(dates).not.toContain('2026-12-25');
    expect(dates).toContain('2026-12-18');
  });
});
