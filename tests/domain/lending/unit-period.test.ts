import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countUnitPeriods, evidentWeeklyUnitPeriod, findUnitPeriod, monthsAndDays, unitPeriodsPerYear } from '#src/domain/lending/unit-period.ts';
import { toDayNumber } from '#src/domain/iso-date.ts';
import { addDays, addMonths } from '#src/domain/iso-date.ts';

describe('Appendix J time counting', () => {
  it('measures months back from the later date, then the odd days', () => {
    expect(monthsAndDays('1978-02-10', '1978-04-01')).toEqual({ months: 1, days: 19 });
    expect(monthsAndDays('1978-05-23', '1978-10-01')).toEqual({ months: 4, days: 9 });
    expect(monthsAndDays('2025-01-31', '2025-02-28')).toEqual({ months: 0, days: 28 });
    // A series paid on the last day of each month counts month end to month end.
    expect(monthsAndDays('2025-01-31', '2025-02-28', true)).toEqual({ months: 1, days: 0 });
    expect(monthsAndDays('2025-01-15', '2025-04-30', true)).toEqual({ months: 3, days: 16 });
  });

  it('counts unit-periods of each kind', () => {
    expect(countUnitPeriods('1978-03-20', '1978-04-21', { unit: 'week' })).toEqual({ t: 4, f: 4 / 7 });
    expect(countUnitPeriods('1978-02-23', '1978-03-16', { unit: 'semimonth' })).toEqual({ t: 1, f: 6 / 15 });
    expect(countUnitPeriods('1978-05-23', '1978-10-01', { unit: 'month', count: 3 })).toEqual({ t: 1, f: 39 / 90 });
    expect(countUnitPeriods('2024-03-01', '2026-09-01', { unit: 'year' })).toEqual({ t: 2, f: 0.5 });
    expect(countUnitPeriods('2024-03-01', '2026-03-11', { unit: 'year' })).toEqual({ t: 2, f: 10 / 365 });
    expect(unitPeriodsPerYear({ unit: 'week', count: 2 })).toBe(26);
    expect(unitPeriodsPerYear({ unit: 'month', count: 3 })).toBe(4);
  });
});

describe('the unit-period of a transaction', () => {
  it('is the period that occurs most often, even when a holiday moves a payment', () => {
    const dates = Array.from({ length: 26 }, (_, index) => addDays('2025-01-17', 14 * index));
    dates[12] = addDays(dates[12]!, -1); // paid a day early for a holiday
    expect(findUnitPeriod('2025-01-03', dates)).toEqual({ unit: 'week', count: 2 });
  });

  it('is the shorter of two common periods that occur equally often', () => {
    // Two 1-week periods and two 2-week periods.
    expect(findUnitPeriod('2025-01-01', ['2025-01-08', '2025-01-15', '2025-01-29', '2025-02-12'])).toEqual({ unit: 'week', count: 1 });
  });

  it('rounds the average period to the nearest standard interval when no period repeats', () => {
    // Periods of 10 and 20 days: an average of 15 is nearest the semimonth.
    expect(findUnitPeriod('2025-01-01', ['2025-01-11', '2025-01-31'])).toEqual({ unit: 'semimonth' });
  });

  it('is the term for a single payment, at most a year', () => {
    expect(findUnitPeriod('2025-01-15', ['2025-04-15'])).toEqual({ unit: 'month', count: 3 });
    expect(findUnitPeriod('2025-01-15', ['2025-04-20'])).toEqual({ unit: 'day', count: 95 });
    expect(findUnitPeriod('2025-01-15', [addMonths('2025-01-15', 18)])).toEqual({ unit: 'year' });
  });
});

describe('the weekly shortcut', () => {
  it('leaves a single payment to the term rule', () => {
    expect(evidentWeeklyUnitPeriod(toDayNumber('2025-01-01'), [toDayNumber('2025-01-08')])).toBeUndefined();
  });

  it('agrees with the full rule whenever it answers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.array(fc.constantFrom(7, 14, 14, 13, 15, 28, 30, 31, 10), { minLength: 1, maxLength: 30 }),
        (offset, gaps) => {
          const start = addDays('2020-01-01', offset);
          const dates: string[] = [];
          gaps.reduce((date, gap) => {
            const next = addDays(date, gap);
            dates.push(next);
            return next;
          }, start);
          const shortcut = evidentWeeklyUnitPeriod(toDayNumber(start), dates.map(toDayNumber));
          if (shortcut !== undefined) expect(shortcut).toEqual(findUnitPeriod(start, dates));
        },
      ),
      { numRuns: 500 },
    );
  });
});
