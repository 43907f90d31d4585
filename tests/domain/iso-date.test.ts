import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, dayOfWeek, daysBetween, fromDayNumber, isIsoDate, isLastDayOfMonth, toDayNumber } from '#src/domain/iso-date.ts';

const anyDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('ISO calendar dates', () => {
  it('count days as the UTC calendar does', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(toDayNumber(date)).toBe(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
        expect(fromDayNumber(toDayNumber(date))).toBe(date);
        expect(dayOfWeek(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
      }),
    );
  });

  it('add days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('1978-03-20', '1978-04-21')).toBe(32);
  });

  it('add months and keep to the end of short months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(isLastDayOfMonth('2024-02-29')).toBe(true);
  });

  it('refuses what is not a calendar date', () => {
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(() => toDayNumber('07/04/2025')).toThrow('Not a calendar date (YYYY-MM-DD): 07/04/2025');
  });
});
