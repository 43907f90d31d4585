// How the change pages word the pay settings (decision 0741): only what a change moves is listed, before and after,
// whether the settings come whole (a preview) or as their differences (a change listed on the loan details).
import { describe, expect, it } from 'vitest';
import { changeLines, paydayWords } from '#src/views/repayment/parts/pay-settings-words.ts';
import { CARD_CHANGE, WEEKLY_CHANGE } from '#src/ui/fixtures/repayment.ts';

describe('the words of a change', () => {
  it('lists only the settings a previewed change moves', () => {
    expect(changeLines(WEEKLY_CHANGE)).toEqual([
      { label: 'You are paid', before: 'Every other Friday', after: 'Every Friday' },
      { label: 'Payments', before: 'Every two weeks', after: 'Every week' },
    ]);
    expect(changeLines(CARD_CHANGE)).toEqual([
      { label: 'Payments are made', before: 'Taken from your bank account automatically (ACH)', after: 'From your debit card' },
    ]);
  });

  it('words a change of the days alone with the frequency paid now', () => {
    expect(changeLines({ before: { lastPayday: '2026-03-09', dayOfWeekPaid: 2 }, after: { lastPayday: '2026-03-13', dayOfWeekPaid: 6 } }, 17000)).toEqual([
      { label: 'You are paid', before: 'Every other Monday', after: 'Every other Friday' },
    ]);
    expect(changeLines({ before: { paydayOnHoliday: 1 }, after: { paydayOnHoliday: -1 } })).toEqual([
      { label: 'A payday on a weekend or holiday is paid', before: 'The business day after', after: 'The business day before' },
    ]);
  });

  it('words every pay frequency', () => {
    expect(paydayWords({ payrollFrequency: 17002, semiMonthlyDays: [1, -1] })).toBe('Twice a month, on the 1st and the last day of the month');
    expect(paydayWords({ payrollFrequency: 17001, monthDay: -11 })).toBe('Monthly, on the last business day of the month');
    expect(paydayWords({ payrollFrequency: 17003 })).toBe('Every week');
  });
});
