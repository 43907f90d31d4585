import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addBusinessDays,
  businessNow,
  businessToday,
  federalReserveHolidays,
  federalReserveHolidaysBetween,
  isBusinessDay,
  isHoliday,
  isWeekend,
  nextBusinessDay,
  previousBusinessDay,
  shiftToBusinessDay,
} from '#src/domain/calendar.ts';

// The closures the Federal Reserve publishes (federalreserve.gov "K.8 Holidays Observed by the Federal
// Reserve System"; Richmond Fed holiday schedule). A Saturday holiday closes nothing; a Sunday one the Monday.
const PUBLISHED_CLOSURES: Record<number, string[]> = {
  2024: [
    '2024-01-01',
    '2024-01-15',
    '2024-02-19',
    '2024-05-27',
    '2024-06-19',
    '2024-07-04',
    '2024-09-02',
    '2024-10-14',
    '2024-11-11',
    '2024-11-28',
    '2024-12-25',
  ],
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-10-13',
    '2025-11-11',
    '2025-11-27',
    '2025-12-25',
  ],
  // July 4, 2026 is a Saturday: the Banks are open on Friday July 3.
  2026: ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25'],
  // June 19 and December 25, 2027 are Saturdays (open); July 4, 2027 is a Sunday (closed Monday July 5).
  2027: ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25'],
};

describe('Federal Reserve holidays', () => {
  it.each(Object.entries(PUBLISHED_CLOSURES))('match the published closures of %s', (year, closures) => {
    expect(federalReserveHolidays(Number(year))).toEqual(closures);
  });

  it('observe Juneteenth from 2022, on the Monday when it falls on Sunday', () => {
    expect(federalReserveHolidays(2021)).not.toContain('2021-06-18');
    expect(federalReserveHolidays(2021)).not.toContain('2021-06-19');
    expect(federalReserveHolidays(2022)).toContain('2022-06-20');
  });

  it('close a Monday for a Sunday New Year and nothing for a Saturday one', () => {
    expect(federalReserveHolidays(2023)[0]).toBe('2023-01-02');
    expect(federalReserveHolidays(2022)[0]).toBe('2022-01-17');
    expect(federalReserveHolidays(2021)).not.toContain('2021-12-31');
  });

  it('are ascending business weekdays every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const dates = federalReserveHolidays(year);
        expect([...dates].sort()).toEqual(dates);
        expect(dates.every((date) => !isWeekend(date) && date.startsWith(String(year)))).toBe(true);
        expect(dates.length).toBeGreaterThanOrEqual(year >= 2022 ? 9 : 8);
      }),
    );
  });

  it('span several years for get-holiday', () => {
    expect(federalReserveHolidaysBetween(2026, 2027)).toEqual([...PUBLISHED_CLOSURES[2026]!, ...PUBLISHED_CLOSURES[2027]!]);
  });
});

describe('business days', () => {
  const holidays = federalReserveHolidaysBetween(2025, 2026);

  it('skip weekends and holidays', () => {
    expect(isBusinessDay('2025-07-04', holidays)).toBe(false);
    expect(isBusinessDay('2025-07-05', holidays)).toBe(false);
    expect(isBusinessDay('2025-07-07', holidays)).toBe(true);
    expect(isHoliday('2025-11-27', new Set(holidays))).toBe(true);
    expect(isHoliday('2025-11-28')).toBe(false);
  });

  it('shift a payday on a holiday back (-1) or forward (1)', () => {
    expect(shiftToBusinessDay('2025-07-04', -1, holidays)).toBe('2025-07-03');
    expect(shiftToBusinessDay('2025-07-04', 1, holidays)).toBe('2025-07-07');
    expect(shiftToBusinessDay('2025-08-05', 1, holidays)).toBe('2025-08-05');
    // Saturday Dec 27, 2025 moves back to Friday Dec 26: Christmas (Thursday) does not reach it.
    expect(shiftToBusinessDay('2025-12-27', -1, holidays)).toBe('2025-12-26');
  });

  it('find the next and previous business day', () => {
    expect(nextBusinessDay('2025-11-26', holidays)).toBe('2025-11-28');
    expect(nextBusinessDay('2025-12-31', holidays)).toBe('2026-01-02');
    expect(previousBusinessDay('2026-01-01', holidays)).toBe('2025-12-31');
    expect(addBusinessDays('2025-12-24', 2, holidays)).toBe('2025-12-29');
  });

  it('use the rule-made closures when no list is given', () => {
    expect(nextBusinessDay('2027-07-02')).toBe('2027-07-06');
  });
});

describe('business time in New York', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it('reads the New York date whatever the machine zone', () => {
    // 2025-03-01T03:30Z is 22:30 on February 28 in New York (EST, UTC-5).
    const instant = Date.parse('2025-03-01T03:30:00Z');
    for (const zone of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      expect(businessToday(instant)).toBe('2025-02-28');
      expect(businessNow(instant).time).toBe('22:30:00');
    }
  });

  it('follows daylight saving time', () => {
    // Clocks go forward at 2:00 on 2025-03-09: 06:59Z is 01:59 EST, 07:00Z is 03:00 EDT.
    expect(businessNow(Date.parse('2025-03-09T06:59:00Z')).time).toBe('01:59:00');
    expect(businessNow(Date.parse('2025-03-09T07:00:00Z')).time).toBe('03:00:00');
    // Clocks go back at 2:00 on 2025-11-02: 05:30Z is 01:30 EDT, 06:30Z is 01:30 EST again.
    expect(businessNow(Date.parse('2025-11-02T05:30:00Z'))).toMatchObject({ date: '2025-11-02', hour: 1, minute: 30 });
    expect(businessNow(Date.parse('2025-11-02T06:30:00Z'))).toMatchObject({ date: '2025-11-02', hour: 1, minute: 30 });
    // Midnight reads 00, not 24.
    expect(businessNow(Date.parse('2025-07-04T04:00:00Z'))).toEqual({ date: '2025-07-04', time: '00:00:00', hour: 0, minute: 0, second: 0 });
  });
});
