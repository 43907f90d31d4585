// The Federal Reserve closures by name (issue 11): every closure the domain calendar gives is named, and only those.
import { describe, expect, it } from 'vitest';
import { federalReserveHolidays } from '#src/domain/calendar.ts';
import { federalReserveHolidayName, monthsOf, namedHolidaysBetween } from '#server/disbursement/holiday-names.ts';

describe('Federal Reserve holiday names', () => {
  it('names the eleven closures of 2026, observed days included (Independence Day on Friday 3 July)', () => {
    expect(namedHolidaysBetween('2026-01-01', '2026-12-31')).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      // 4 July 2026 is a Saturday: no closure (the Federal Reserve does not close the Friday before).
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('names a Sunday holiday on the Monday it closes (Veterans Day 2029 on Monday 12 November), and nothing else', () => {
    expect(federalReserveHolidayName('2029-11-12')).toBe('Veterans Day');
    expect(federalReserveHolidayName('2026-11-27')).toBeUndefined();
    expect(federalReserveHolidayName('2026-07-03')).toBeUndefined();
    for (let year = 2000; year <= 2099; year += 1) {
      for (const date of federalReserveHolidays(year)) expect(federalReserveHolidayName(date), date).toBeDefined();
    }
  });

  it('a window is shown by whole months: from the first of its first month to the last of its last', () => {
    expect(monthsOf('2026-11-25', '2026-12-24')).toEqual({ from: '2026-11-01', to: '2026-12-31' });
    expect(monthsOf('2026-12-28', '2027-01-22')).toEqual({ from: '2026-12-01', to: '2027-01-31' });
    expect(monthsOf('2028-02-01', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
