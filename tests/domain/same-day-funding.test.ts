import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { federalReserveHolidaysBetween, isBusinessDay } from '#src/domain/calendar.ts';
import {
  DISBURSEMENT_WINDOW_DAYS,
  businessDaysAfter,
  businessInstant,
  earliestFundingDate,
  isPickableDisbursementDate,
  parseCutOffTime,
  pickableDisbursementDates,
  sameDayFunding,
} from '#src/domain/same-day-funding.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

/** A clock that stands still until the test moves it, as the app's countdown sees time. */
function simulatedClock(startIso: string) {
  let now = at(startIso);
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('cut-off times', () => {
  it.each([
    ['00:00', { hour: 0, minute: 0 }],
    ['13:00', { hour: 13, minute: 0 }],
    ['14:45', { hour: 14, minute: 45 }],
    ['23:59', { hour: 23, minute: 59 }],
  ])('reads %s', (text, expected) => {
    expect(parseCutOffTime(text)).toEqual(expected);
  });

  it.each(['24:00', '9:00', '13:60', '13:00:00', '1300', ' 13:00', '13:00 ', '', '1pm'])('refuses %j', (text) => {
    expect(parseCutOffTime(text)).toBeUndefined();
    expect(() => sameDayFunding(at('2026-03-16T16:00:00Z'), text)).toThrow(RangeError);
  });
});

describe('the instant of a New York wall-clock time', () => {
  it.each([
    // Standard time (EST, UTC-5) before 2026-03-08 02:00 and from 2026-11-01 02:00; daylight time (EDT, UTC-4) between.
    ['2026-03-06', '14:00', '2026-03-06T19:00:00.000Z'],
    ['2026-03-07', '14:00', '2026-03-07T19:00:00.000Z'],
    ['2026-03-08', '14:00', '2026-03-08T18:00:00.000Z'],
    ['2026-03-09', '14:00', '2026-03-09T18:00:00.000Z'],
    ['2026-10-30', '14:00', '2026-10-30T18:00:00.000Z'],
    ['2026-10-31', '14:00', '2026-10-31T18:00:00.000Z'],
    ['2026-11-01', '14:00', '2026-11-01T19:00:00.000Z'],
    ['2026-11-02', '14:00', '2026-11-02T19:00:00.000Z'],
    ['2026-03-08', '00:00', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', '00:00', '2026-11-01T04:00:00.000Z'],
    ['2026-12-31', '23:59', '2027-01-01T04:59:00.000Z'],
  ])('%s %s in New York is %s', (date, time, expected) => {
    expect(iso(businessInstant(date, parseCutOffTime(time)!))).toBe(expected);
  });

  it("takes November's repeated hour the first time and moves March's skipped hour an hour early (both Sundays)", () => {
    expect(iso(businessInstant('2026-11-01', { hour: 1, minute: 30 }))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(businessInstant('2026-03-08', { hour: 2, minute: 30 }))).toBe('2026-03-08T06:30:00.000Z');
  });
});

describe('same-day funding on a business day', () => {
  // Monday 2026-03-16, daylight time: 14:00 in New York is 18:00 UTC.
  it('is available before the cut-off, with the exact seconds left', () => {
    expect(sameDayFunding(at('2026-03-16T16:00:00Z'), '14:00')).toEqual({
      timeZone: 'America/New_York',
      cutOffTime: '14:00',
      now: '2026-03-16T16:00:00.000Z',
      sameDayAvailable: true,
      secondsLeft: 7200,
      fundingDate: '2026-03-16',
    });
    expect(sameDayFunding(at('2026-03-16T16:00:00Z'), '13:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 3600, fundingDate: '2026-03-16' });
  });

  it('rounds a part of a second up: a loan confirmed in the last second is still funded today', () => {
    expect(sameDayFunding(at('2026-03-16T17:59:59.999Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 1, now: '2026-03-16T17:59:59.999Z' });
    expect(sameDayFunding(at('2026-03-16T17:59:59.000Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 1 });
    expect(sameDayFunding(at('2026-03-16T17:59:58.001Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 2 });
  });

  it('is over at the cut-off itself: funding moves to the next business day', () => {
    expect(sameDayFunding(at('2026-03-16T18:00:00Z'), '14:00')).toEqual({
      timeZone: 'America/New_York',
      cutOffTime: '14:00',
      now: '2026-03-16T18:00:00.000Z',
      sameDayAvailable: false,
      secondsLeft: 0,
      fundingDate: '2026-03-17',
    });
  });

  it('is over after the cut-off, until midnight in New York (not in UTC)', () => {
    expect(sameDayFunding(at('2026-03-16T21:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, secondsLeft: 0, fundingDate: '2026-03-17' });
    // 2026-03-17T02:00Z is still Monday 22:00 in New York.
    expect(sameDayFunding(at('2026-03-17T02:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-03-17' });
    // Midnight in New York: Tuesday has begun, 14 hours before its cut-off.
    expect(sameDayFunding(at('2026-03-17T04:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 14 * 3600, fundingDate: '2026-03-17' });
  });

  it('counts down second by second on a simulated clock, then names the next business day', () => {
    const clock = simulatedClock('2026-03-20T17:59:57Z'); // Friday 13:59:57 EDT
    const seen: Array<[boolean, number, string]> = [];
    for (let tick = 0; tick < 5; tick += 1) {
      const { sameDayAvailable, secondsLeft, fundingDate } = sameDayFunding(clock.now(), '14:00');
      seen.push([sameDayAvailable, secondsLeft, fundingDate]);
      clock.advance(1000);
    }
    expect(seen).toEqual([
      [true, 3, '2026-03-20'],
      [true, 2, '2026-03-20'],
      [true, 1, '2026-03-20'],
      [false, 0, '2026-03-23'],
      [false, 0, '2026-03-23'],
    ]);
  });

  it('keeps `now` and `secondsLeft` consistent: the cut-off is within the last counted second', () => {
    fc.assert(
      fc.property(fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z') }), (nowMs) => {
        const answer = sameDayFunding(nowMs, '14:00');
        expect(at(answer.now)).toBe(nowMs);
        expect(isBusinessDay(answer.fundingDate)).toBe(true);
        if (!answer.sameDayAvailable) {
          expect(answer.secondsLeft).toBe(0);
          return;
        }
        const cutOff = businessInstant(answer.fundingDate, { hour: 14, minute: 0 });
        expect(answer.secondsLeft).toBeGreaterThanOrEqual(1);
        expect(nowMs + answer.secondsLeft * 1000).toBeGreaterThanOrEqual(cutOff);
        expect(nowMs + (answer.secondsLeft - 1) * 1000).toBeLessThan(cutOff);
      }),
    );
  });
});

describe('same-day funding on days the banks are closed', () => {
  it('is never available on a weekend: funding is on Monday', () => {
    expect(sameDayFunding(at('2026-03-14T14:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, secondsLeft: 0, fundingDate: '2026-03-16' });
    expect(sameDayFunding(at('2026-03-15T13:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, secondsLeft: 0, fundingDate: '2026-03-16' });
  });

  it('is never available on a Federal Reserve holiday', () => {
    // Thanksgiving, Thursday 2026-11-26, 10:00 EST: funding on Friday.
    expect(sameDayFunding(at('2026-11-26T15:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, secondsLeft: 0, fundingDate: '2026-11-27' });
    // Christmas, Friday 2026-12-25: funding on Monday.
    expect(sameDayFunding(at('2026-12-25T15:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, secondsLeft: 0, fundingDate: '2026-12-28' });
  });

  it('skips a holiday weekend after the cut-off the day before', () => {
    // Thursday 2026-12-24: before 14:00 EST it is today; after, Christmas and the weekend pass first.
    expect(sameDayFunding(at('2026-12-24T18:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 3600, fundingDate: '2026-12-24' });
    expect(sameDayFunding(at('2026-12-24T19:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-12-28' });
    // Friday 2026-09-04 after the cut-off: Labor Day Monday 2026-09-07 is closed too.
    expect(sameDayFunding(at('2026-09-04T19:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-09-08' });
  });

  it('uses the holiday list given (the one the app loaded) instead of the rule', () => {
    expect(sameDayFunding(at('2026-11-26T15:00:00Z'), '14:00', [])).toMatchObject({ sameDayAvailable: true, fundingDate: '2026-11-26' });
    expect(sameDayFunding(at('2026-11-25T20:00:00Z'), '14:00', new Set(['2026-11-26', '2026-11-27']))).toMatchObject({ fundingDate: '2026-11-30' });
  });

  it('crosses the year end: after the cut-off on 31 December, New Year and the weekend pass', () => {
    expect(sameDayFunding(at('2026-12-31T18:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 3600, fundingDate: '2026-12-31' });
    expect(sameDayFunding(at('2026-12-31T19:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2027-01-04' });
    // 2027-01-01T04:30Z is still 31 December, 23:30 in New York.
    expect(sameDayFunding(at('2027-01-01T04:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2027-01-04' });
    expect(sameDayFunding(at('2027-01-01T15:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2027-01-04' });
  });
});

describe('same-day funding around the daylight saving switches', () => {
  it('in March: 14:00 is 19:00 UTC on the Friday before (EST) and 18:00 UTC on the Monday after (EDT)', () => {
    // Friday 2026-03-06, 13:30 EST.
    expect(sameDayFunding(at('2026-03-06T18:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 1800, fundingDate: '2026-03-06' });
    expect(sameDayFunding(at('2026-03-06T19:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-03-09' });
    // The switch day, Sunday 2026-03-08: closed.
    expect(sameDayFunding(at('2026-03-08T12:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, secondsLeft: 0, fundingDate: '2026-03-09' });
    // Monday 2026-03-09: 18:30 UTC is already 14:30 EDT.
    expect(sameDayFunding(at('2026-03-09T17:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 1800, fundingDate: '2026-03-09' });
    expect(sameDayFunding(at('2026-03-09T18:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-03-10' });
  });

  it('in November: 14:00 is 18:00 UTC on the Friday before (EDT) and 19:00 UTC on the Monday after (EST)', () => {
    expect(sameDayFunding(at('2026-10-30T17:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 1800, fundingDate: '2026-10-30' });
    expect(sameDayFunding(at('2026-10-30T18:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-11-02' });
    expect(sameDayFunding(at('2026-11-01T12:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, secondsLeft: 0, fundingDate: '2026-11-02' });
    // Monday 2026-11-02: 18:30 UTC is only 13:30 EST.
    expect(sameDayFunding(at('2026-11-02T18:30:00Z'), '14:00')).toMatchObject({ sameDayAvailable: true, secondsLeft: 1800, fundingDate: '2026-11-02' });
    expect(sameDayFunding(at('2026-11-02T19:00:00Z'), '14:00')).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-11-03' });
  });
});

describe('the earliest funding date', () => {
  it('is today before the cut-off on a business day, else the next business day', () => {
    expect(earliestFundingDate(at('2026-03-16T16:00:00Z'), '14:00')).toBe('2026-03-16');
    expect(earliestFundingDate(at('2026-03-16T16:00:00Z'), '12:00')).toBe('2026-03-17');
    expect(earliestFundingDate(at('2026-03-14T16:00:00Z'), '14:00')).toBe('2026-03-16');
    expect(earliestFundingDate(at('2026-11-26T15:00:00Z'), '14:00')).toBe('2026-11-27');
  });
});

describe('pickable disbursement dates', () => {
  it(`are every business day from the earliest funding date through ${DISBURSEMENT_WINDOW_DAYS} days from today`, () => {
    const before = pickableDisbursementDates(at('2026-03-16T16:00:00Z'), '14:00');
    expect(before.earliest).toBe('2026-03-16');
    expect(before.latest).toBe('2026-04-15');
    expect(before.dates).toHaveLength(23);
    expect(before.dates.slice(0, 6)).toEqual(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-23']);
    expect(before.dates.at(-1)).toBe('2026-04-15');

    const after = pickableDisbursementDates(at('2026-03-16T18:00:00Z'), '14:00');
    expect(after).toEqual({ dates: before.dates.slice(1), earliest: '2026-03-17', latest: '2026-04-15' });
  });

  it('leave out holidays and end on the last business day of the window', () => {
    // Thursday 2026-12-24 after the cut-off; 30 days on is Saturday 2027-01-23.
    expect(pickableDisbursementDates(at('2026-12-24T20:00:00Z'), '14:00')).toEqual({
      dates: [
        '2026-12-28',
        '2026-12-29',
        '2026-12-30',
        '2026-12-31',
        '2027-01-04',
        '2027-01-05',
        '2027-01-06',
        '2027-01-07',
        '2027-01-08',
        '2027-01-11',
        '2027-01-12',
        '2027-01-13',
        '2027-01-14',
        '2027-01-15',
        '2027-01-19',
        '2027-01-20',
        '2027-01-21',
        '2027-01-22',
      ],
      earliest: '2026-12-28',
      latest: '2027-01-22',
    });
    // Tuesday 2026-10-27: 30 days on is Thanksgiving, so the window ends the day before.
    const november = pickableDisbursementDates(at('2026-10-27T16:00:00Z'), '14:00');
    expect(november.earliest).toBe('2026-10-27');
    expect(november.latest).toBe('2026-11-25');
    expect(november.dates).not.toContain('2026-11-11');
  });

  it('are ascending business days within the window at any instant, with the loaded holiday list too', () => {
    const holidays = new Set(federalReserveHolidaysBetween(2026, 2027));
    fc.assert(
      fc.property(
        fc.integer({ min: at('2026-01-01T05:00:00Z'), max: at('2026-12-31T12:00:00Z') }),
        fc.constantFrom('10:30', '13:00', '14:00'),
        (nowMs, cutOff) => {
          const { dates, earliest, latest } = pickableDisbursementDates(nowMs, cutOff, holidays);
          expect(dates[0]).toBe(earliest);
          expect(dates.at(-1)).toBe(latest);
          expect(new Set(dates).size).toBe(dates.length);
          expect([...dates].sort()).toEqual(dates);
          expect(dates.every((date) => isBusinessDay(date, holidays))).toBe(true);
          expect(earliest).toBe(earliestFundingDate(nowMs, cutOff, holidays));
          expect(dates).toEqual(pickableDisbursementDates(nowMs, cutOff).dates);
        },
      ),
    );
  });

  it('decide whether a chosen date may be picked', () => {
    const now = at('2026-11-24T20:00:00Z'); // Tuesday 15:00 EST, after a 14:00 cut-off
    expect(isPickableDisbursementDate('2026-11-24', now, '14:00')).toBe(false);
    expect(isPickableDisbursementDate('2026-11-25', now, '14:00')).toBe(true);
    expect(isPickableDisbursementDate('2026-11-26', now, '14:00')).toBe(false); // Thanksgiving
    expect(isPickableDisbursementDate('2026-11-28', now, '14:00')).toBe(false); // Saturday
    expect(isPickableDisbursementDate('2026-12-24', now, '14:00')).toBe(true); // the last day of the window
    expect(isPickableDisbursementDate('2026-12-28', now, '14:00')).toBe(false); // beyond it
    expect(isPickableDisbursementDate('2026-11-31', now, '14:00')).toBe(false); // not a date
  });
});

describe('business days after a date', () => {
  it('count only business days strictly after it', () => {
    expect(businessDaysAfter('2026-03-16', 1)).toBe('2026-03-17');
    expect(businessDaysAfter('2026-03-14', 1)).toBe('2026-03-16'); // from a Saturday
    expect(businessDaysAfter('2026-11-25', 1)).toBe('2026-11-27'); // over Thanksgiving
    expect(businessDaysAfter('2026-11-25', 2)).toBe('2026-11-30');
    expect(businessDaysAfter('2026-12-30', 2)).toBe('2027-01-04'); // over New Year
    expect(businessDaysAfter('2026-03-16', 10)).toBe('2026-03-30');
    expect(businessDaysAfter('2026-03-16', 0)).toBe('2026-03-16');
  });
});
