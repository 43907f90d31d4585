import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRecentLastPayday, paydayFieldsFit, paydays, type Payroll } from '#src/domain/lending/paydays.ts';
import { isBusinessDay } from '#src/domain/calendar.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { DAY_OF_WEEK_PAID, MONTH_DAY, PAYDAY_ON_HOLIDAY, PAYROLL_FREQUENCY, type PaydayOnHoliday } from '#src/domain/codes/payroll.ts';

const { previousBusinessDay: EARLY, nextBusinessDay: LATE } = PAYDAY_ON_HOLIDAY;

describe('weekly pay (17003)', () => {
  const fridays: Payroll = { frequency: PAYROLL_FREQUENCY.weekly, lastPayday: '2025-06-27', dayOfWeekPaid: DAY_OF_WEEK_PAID.friday, paydayOnHoliday: EARLY };

  it('pays the day before Independence Day when the rule is -1', () => {
    expect(paydays(fridays, { after: '2025-06-30', count: 3 })).toEqual(['2025-07-03', '2025-07-11', '2025-07-18']);
  });

  it('pays the Monday after when the rule is 1', () => {
    expect(paydays({ ...fridays, paydayOnHoliday: LATE }, { after: '2025-06-30', count: 2 })).toEqual(['2025-07-07', '2025-07-11']);
  });

  it('keeps Friday as the payday when the last payday given was moved by a holiday', () => {
    expect(paydays({ ...fridays, lastPayday: '2025-07-03' }, { after: '2025-07-03', count: 2 })).toEqual(['2025-07-11', '2025-07-18']);
  });

  it('needs the last payday or the weekday paid', () => {
    expect(() => paydays({ frequency: PAYROLL_FREQUENCY.weekly, paydayOnHoliday: EARLY }, { after: '2025-06-30', count: 1 })).toThrow(
      'Weekly and bi-weekly pay need the last payday or the day of the week paid',
    );
  });
});

describe('bi-weekly pay (17000)', () => {
  it('follows the rhythm of the last payday', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.biWeekly, lastPayday: '2025-06-20', paydayOnHoliday: EARLY };
    expect(paydays(payroll, { after: '2025-06-25', count: 3 })).toEqual(['2025-07-03', '2025-07-18', '2025-08-01']);
  });

  it('starts at the next weekday paid when no payday is known', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.biWeekly, dayOfWeekPaid: DAY_OF_WEEK_PAID.wednesday, paydayOnHoliday: EARLY };
    expect(paydays(payroll, { after: '2025-06-25', count: 2 })).toEqual(['2025-07-02', '2025-07-16']);
  });

  it('refuses a weekend as the weekday paid', () => {
    const payroll = { frequency: PAYROLL_FREQUENCY.biWeekly, dayOfWeekPaid: 7, paydayOnHoliday: EARLY } as unknown as Payroll;
    expect(() => paydays(payroll, { after: '2025-06-25', count: 1 })).toThrow('The day of the week paid is Monday (2) to Friday (6), got 7');
  });
});

describe('semi-monthly pay (17002)', () => {
  it('pays the 15th and the last day, early on weekends with rule -1', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.semiMonthly, semiMonthlyDays: [15, MONTH_DAY.lastDay], paydayOnHoliday: EARLY };
    expect(paydays(payroll, { after: '2025-05-31', count: 6 })).toEqual(['2025-06-13', '2025-06-30', '2025-07-15', '2025-07-31', '2025-08-15', '2025-08-29']);
  });

  it('moves past Sunday and Labor Day with rule 1', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.semiMonthly, semiMonthlyDays: [MONTH_DAY.lastDay, 15], paydayOnHoliday: LATE };
    expect(paydays(payroll, { after: '2025-08-01', count: 3 })).toEqual(['2025-08-15', '2025-09-02', '2025-09-15']);
  });

  it('pays the 1st and 16th around New Year and Presidents Day', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.semiMonthly, semiMonthlyDays: [1, 16], paydayOnHoliday: LATE };
    expect(paydays(payroll, { after: '2025-12-20', count: 4 })).toEqual(['2026-01-02', '2026-01-16', '2026-02-02', '2026-02-17']);
  });

  it('counts one payday when both days land on one date', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.semiMonthly, semiMonthlyDays: [30, MONTH_DAY.lastDay], paydayOnHoliday: EARLY };
    expect(paydays(payroll, { after: '2026-02-01', count: 3 })).toEqual(['2026-02-27', '2026-03-30', '2026-03-31']);
  });

  it('needs two different days', () => {
    const payroll: Payroll = { frequency: PAYROLL_FREQUENCY.semiMonthly, semiMonthlyDays: [15, 15], paydayOnHoliday: EARLY };
    expect(() => paydays(payroll, { after: '2025-05-31', count: 1 })).toThrow(
      'Semi-monthly pay needs two different days of the month (1 to 31, or -1 for the last day)',
    );
  });
});

describe('monthly pay (17001)', () => {
  const monthly = (monthDay: number, paydayOnHoliday: PaydayOnHoliday = EARLY): Payroll => ({
    frequency: PAYROLL_FREQUENCY.monthly,
    monthDay,
    paydayOnHoliday,
  });

  it('pays the 31st on the last day of shorter months', () => {
    expect(paydays(monthly(31), { after: '2025-01-15', count: 4 })).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
  });

  it('pays the last business day (-11)', () => {
    expect(paydays(monthly(MONTH_DAY.lastBusinessDay, LATE), { after: '2025-05-01', count: 3 })).toEqual(['2025-05-30', '2025-06-30', '2025-07-31']);
  });

  it('pays the first business day (-13), after New Year and weekends', () => {
    expect(paydays(monthly(MONTH_DAY.firstBusinessDay), { after: '2025-12-15', count: 3 })).toEqual(['2026-01-02', '2026-02-02', '2026-03-02']);
  });

  it('pays mid month (-12), the 15th moved by the holiday rule', () => {
    expect(paydays(monthly(MONTH_DAY.midMonth, LATE), { after: '2025-06-01', count: 3 })).toEqual(['2025-06-16', '2025-07-15', '2025-08-15']);
  });

  it('pays the last day (-1), past Labor Day with rule 1', () => {
    expect(paydays(monthly(MONTH_DAY.lastDay, LATE), { after: '2025-08-01', count: 2 })).toEqual(['2025-09-02', '2025-09-30']);
  });

  it('uses the holiday list it is given', () => {
    expect(paydays(monthly(10), { after: '2025-03-01', count: 1, holidays: ['2025-03-10'] })).toEqual(['2025-03-07']);
  });

  it('needs a day code', () => {
    expect(() => paydays(monthly(-5), { after: '2025-03-01', count: 1 })).toThrow('Monthly pay needs a day of the month: 1 to 31, -1, -11, -12 or -13');
  });
});

describe('every payday', () => {
  const payrolls = fc.oneof(
    fc.record({
      frequency: fc.constantFrom(PAYROLL_FREQUENCY.weekly, PAYROLL_FREQUENCY.biWeekly),
      dayOfWeekPaid: fc.constantFrom(2, 3, 4, 5, 6),
      paydayOnHoliday: fc.constantFrom(EARLY, LATE),
    }),
    fc.record({
      frequency: fc.constant(PAYROLL_FREQUENCY.semiMonthly),
      semiMonthlyDays: fc.tuple(fc.integer({ min: 1, max: 14 }), fc.constantFrom(15, 20, 28, MONTH_DAY.lastDay)),
      paydayOnHoliday: fc.constantFrom(EARLY, LATE),
    }),
    fc.record({
      frequency: fc.constant(PAYROLL_FREQUENCY.monthly),
      monthDay: fc.constantFrom(1, 10, 15, 28, 31, MONTH_DAY.lastDay, MONTH_DAY.lastBusinessDay, MONTH_DAY.midMonth, MONTH_DAY.firstBusinessDay),
      paydayOnHoliday: fc.constantFrom(EARLY, LATE),
    }),
  ) as fc.Arbitrary<Payroll>;

  it('is a business day after the given date, ascending, as many as asked', () => {
    fc.assert(
      fc.property(payrolls, fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 12 }), (payroll, offset, count) => {
        const after = addDays('2024-01-01', offset);
        const dates = paydays(payroll, { after, count });
        expect(dates).toHaveLength(count);
        dates.forEach((date, index) => {
          expect(isBusinessDay(date)).toBe(true);
          expect(date > (index === 0 ? after : dates[index - 1]!)).toBe(true);
        });
      }),
    );
  });
});

describe('the last payday a borrower gives (-10813)', () => {
  it('is a real date of the last 31 days, today included, none ahead', () => {
    const today = '2026-03-16';
    expect(['2026-03-16', '2026-03-01', '2026-02-13'].map((date) => isRecentLastPayday(date, today))).toEqual([true, true, true]);
    expect(['2026-03-17', '2026-02-12', '2026-02-30', '03/13/2026'].map((date) => isRecentLastPayday(date, today))).toEqual([false, false, false, false]);
  });
});

describe('paydayFieldsFit: each frequency its own fields, and no other’s', () => {
  const { weekly, biWeekly, semiMonthly, monthly } = PAYROLL_FREQUENCY;
  it.each([
    ['weekly with a last payday', { payrollFrequency: weekly, lastPayday: '2026-03-13' }, true],
    ['bi-weekly with a weekday', { payrollFrequency: biWeekly, dayOfWeekPaid: DAY_OF_WEEK_PAID.friday }, true],
    ['semi-monthly with its two days', { payrollFrequency: semiMonthly, semiMonthlyDays: [1, 15] }, true],
    ['monthly with its day', { payrollFrequency: monthly, monthDay: MONTH_DAY.lastDay }, true],
    ['weekly with nothing', { payrollFrequency: weekly }, false],
    ['weekly with a monthly day too', { payrollFrequency: weekly, lastPayday: '2026-03-13', monthDay: MONTH_DAY.lastDay }, false],
    ['semi-monthly with a last payday', { payrollFrequency: semiMonthly, semiMonthlyDays: [1, 15], lastPayday: '2026-03-13' }, false],
    ['monthly without its day', { payrollFrequency: monthly }, false],
  ] as const)('%s: %s', (_, fields, fits) => {
    expect(paydayFieldsFit(fields)).toBe(fits);
  });
});
