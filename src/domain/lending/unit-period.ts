// Time as Regulation Z Appendix J counts it: the unit-period of a transaction (paragraph (b)(4)) and
// the whole and fractional unit-periods between two dates (paragraph (b)(5)).
import { addMonths, dayNumber, daysBetween, daysInMonth, isLastDayOfMonth, parseIsoDate, type IsoDate } from '../iso-date.ts';

export type UnitPeriod = { unit: 'day' | 'week' | 'semimonth' | 'month' | 'year'; count?: number };

/** Whole unit-periods t and the fraction f of one, from the start of the term to a payment. */
export type PeriodCount = { t: number; f: number };

const DAYS_IN_YEAR = 365;
const WEEKS_IN_YEAR = 52;
const MONTHS_IN_YEAR = 12;
const SEMIMONTHS_IN_YEAR = 24;
/** Appendix J counts every month as 30 days where months and days mix. */
const DAYS_IN_MONTH = 30;
const DAYS_IN_SEMIMONTH = 15;

export function unitPeriodsPerYear(unitPeriod: UnitPeriod): number {
  const count = unitPeriod.count ?? 1;
  switch (unitPeriod.unit) {
    case 'day':
      return DAYS_IN_YEAR / count;
    case 'week':
      return WEEKS_IN_YEAR / count;
    case 'semimonth':
      return SEMIMONTHS_IN_YEAR / count;
    case 'month':
      return MONTHS_IN_YEAR / count;
    case 'year':
      return 1 / count;
  }
}

/**
 * Full months from `earlier` back from `later`, and the days left over. Months are measured back from
 * the later date; for a series paid on the last day of each month, from month end to month end.
 */
export function monthsAndDays(earlier: IsoDate, later: IsoDate, monthEndSeries = false): { months: number; days: number } {
  const from = parseIsoDate(earlier);
  const to = parseIsoDate(later);
  const monthEnd = monthEndSeries && isLastDayOfMonth(later);
  const back = (months: number): IsoDate => {
    const date = addMonths(later, -months);
    if (!monthEnd) return date;
    const { year, month } = parseIsoDate(date);
    return `${date.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
  };
  let months = Math.max(0, (to.year - from.year) * 12 + (to.month - from.month));
  while (months > 0 && back(months) < earlier) months -= 1;
  return { months, days: daysBetween(earlier, back(months)) };
}

/** Appendix J (b)(5): whole and fractional unit-periods from `start` to `date`. */
export function countUnitPeriods(start: IsoDate, date: IsoDate, unitPeriod: UnitPeriod, monthEndSeries = false): PeriodCount {
  const count = unitPeriod.count ?? 1;
  const split = (amount: number, per: number): PeriodCount => {
    const t = Math.floor(amount / per);
    return { t, f: (amount - t * per) / per };
  };
  switch (unitPeriod.unit) {
    case 'day':
      return split(daysBetween(start, date), count);
    case 'week':
      return split(daysBetween(start, date), 7 * count);
    case 'semimonth': {
      const { months, days } = monthsAndDays(start, date, monthEndSeries);
      return split(months * DAYS_IN_MONTH + days, DAYS_IN_SEMIMONTH * count);
    }
    case 'month': {
      const { months, days } = monthsAndDays(start, date, monthEndSeries);
      // (b)(5)(ii): whole months, then the odd days over 30; multiples of a month count 30-day months.
      if (count === 1) return { t: months, f: days / DAYS_IN_MONTH };
      return split(months * DAYS_IN_MONTH + days, DAYS_IN_MONTH * count);
    }
    case 'year': {
      const { months, days } = monthsAndDays(start, date, monthEndSeries);
      const years = Math.floor(months / MONTHS_IN_YEAR / count);
      const leftMonths = months - years * MONTHS_IN_YEAR * count;
      // (b)(5)(v): a remainder of whole months counts twelfths; otherwise days over 365.
      if (days === 0) return { t: years, f: leftMonths / (MONTHS_IN_YEAR * count) };
      const leftDays = daysBetween(start, addMonths(date, -years * MONTHS_IN_YEAR * count));
      return { t: years, f: leftDays / (DAYS_IN_YEAR * count) };
    }
  }
}

/** A date read once: its text, parts, the length of its month and its day number. */
export type CalendarDay = { date: IsoDate; year: number; month: number; day: number; monthLength: number; number: number };

export function calendarDay(date: IsoDate): CalendarDay {
  const { year, month, day } = parseIsoDate(date);
  return { date, year, month, day, monthLength: daysInMonth(year, month), number: dayNumber(year, month, day) };
}

/** (t, f) of every date from one start, dates read once. */
export function periodCountsOf(start: CalendarDay, dates: readonly CalendarDay[], unitPeriod: UnitPeriod, monthEndSeries = false): PeriodCount[] {
  if (unitPeriod.unit === 'day' || unitPeriod.unit === 'week')
    return periodCountsByDays(
      start.number,
      dates.map((date) => date.number),
      unitPeriod,
    );
  return dates.map((date) => countUnitPeriods(start.date, date.date, unitPeriod, monthEndSeries));
}

/** (t, f) for day and week unit-periods, which count days only (Appendix J (b)(5)(iv)). */
export function periodCountsByDays(startDay: number, dayNumbers: readonly number[], unitPeriod: UnitPeriod): PeriodCount[] {
  const per = (unitPeriod.unit === 'week' ? 7 : 1) * (unitPeriod.count ?? 1);
  return dayNumbers.map((dayNumber) => {
    const days = dayNumber - startDay;
    const t = Math.floor(days / per);
    return { t, f: (days - t * per) / per };
  });
}

/**
 * The unit-period at a glance for weekly and bi-weekly payments: when more than half the periods last
 * exactly 7 (or 14) days, that week (or two weeks) is the most frequent common period, and any other
 * period occurring as often is longer, so (b)(4) picks it too. Otherwise undefined: apply the full rule.
 */
export function evidentWeeklyUnitPeriod(startDay: number, dayNumbers: readonly number[]): UnitPeriod | undefined {
  // A single payment's unit-period is its term (b)(4)(ii): no shortcut.
  if (dayNumbers.length < 2) return undefined;
  let weeks = 0;
  let fortnights = 0;
  let previous = startDay;
  for (const dayNumber of dayNumbers) {
    const days = dayNumber - previous;
    if (days === 7) weeks += 1;
    else if (days === 14) fortnights += 1;
    previous = dayNumber;
  }
  if (2 * weeks > dayNumbers.length) return { unit: 'week', count: 1 };
  if (2 * fortnights > dayNumbers.length) return { unit: 'week', count: 2 };
  return undefined;
}

/** Approximate length in days, to compare periods and to round an average to a standard interval. */
function lengthInDays(unitPeriod: UnitPeriod): number {
  return DAYS_IN_YEAR / unitPeriodsPerYear(unitPeriod);
}

const UNIT_ORDER = ['day', 'week', 'semimonth', 'month', 'year'] as const;

/** One number per distinct unit-period, to count occurrences. */
function key(unitPeriod: UnitPeriod): number {
  return UNIT_ORDER.indexOf(unitPeriod.unit) * 1_000_000 + (unitPeriod.count ?? 1);
}

/** True when the two days pair in a semimonthly series (1st & 16th, 15th & last day, ...). */
function isSemimonthPair(firstDay: number, secondDay: number, monthLength: number): boolean {
  if (firstDay > DAYS_IN_SEMIMONTH) return false;
  return secondDay === Math.min(firstDay + DAYS_IN_SEMIMONTH, monthLength) || (firstDay >= 14 && secondDay === monthLength);
}

/** Whole months from one day to another on the same day of the month (or month end to month end), else 0. */
function exactMonthsApart(from: CalendarDay, to: CalendarDay): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  const forward = to.day === Math.min(from.day, to.monthLength);
  const backward = from.day === Math.min(to.day, from.monthLength);
  const monthEnds = from.day === from.monthLength && to.day === to.monthLength;
  return months >= 1 && (forward || backward || monthEnds) ? months : 0;
}

/** The standard intervals a period measures exactly (a 28-day February is 4 weeks and 1 month). */
function periodsMeasured(from: CalendarDay, to: CalendarDay): UnitPeriod[] {
  const days = to.number - from.number;
  const measured: UnitPeriod[] = [];
  const months = exactMonthsApart(from, to);
  if (months >= 1 && months <= MONTHS_IN_YEAR) measured.push(months === MONTHS_IN_YEAR ? { unit: 'year' } : { unit: 'month', count: months });
  if (days > 0 && days % 7 === 0 && days / 7 <= WEEKS_IN_YEAR) measured.push({ unit: 'week', count: days / 7 });
  const monthsApart = (to.year - from.year) * 12 + (to.month - from.month);
  const semimonth =
    (monthsApart === 0 && isSemimonthPair(from.day, to.day, from.monthLength)) || (monthsApart === 1 && isSemimonthPair(to.day, from.day, from.monthLength));
  if (semimonth) measured.push({ unit: 'semimonth' });
  if (measured.length === 0) measured.push({ unit: 'day', count: days });
  return measured;
}

/** Every standard interval, shortest first: a day, 1 to 52 weeks, a semimonth, 1 to 11 months, a year. */
const STANDARD_INTERVALS: readonly UnitPeriod[] = [
  { unit: 'day' as const },
  ...Array.from({ length: WEEKS_IN_YEAR }, (_, index): UnitPeriod => ({ unit: 'week', count: index + 1 })),
  { unit: 'semimonth' as const },
  ...Array.from({ length: MONTHS_IN_YEAR - 1 }, (_, index): UnitPeriod => ({ unit: 'month', count: index + 1 })),
  { unit: 'year' as const },
].sort((x, y) => lengthInDays(x) - lengthInDays(y));

/** The standard interval nearest to a length in days; the shorter one when two are equally near. */
function nearestStandardInterval(days: number): UnitPeriod {
  let best = STANDARD_INTERVALS[0]!;
  for (const candidate of STANDARD_INTERVALS) {
    if (Math.abs(lengthInDays(candidate) - days) < Math.abs(lengthInDays(best) - days)) best = candidate;
  }
  return best;
}

/**
 * Appendix J (b)(4): the unit-period of a transaction from its start and payment dates. One payment:
 * the term itself, at most a year. Otherwise the common period (one occurring more than once) that
 * occurs most often, the shorter on a tie; without a common period, the average period rounded to the
 * nearest standard interval.
 */
export function findUnitPeriod(start: IsoDate, paymentDates: readonly IsoDate[]): UnitPeriod {
  return unitPeriodOf(calendarDay(start), paymentDates.map(calendarDay));
}

/** findUnitPeriod for dates already read. */
export function unitPeriodOf(start: CalendarDay, paymentDates: readonly CalendarDay[]): UnitPeriod {
  const last = paymentDates[paymentDates.length - 1];
  if (last === undefined) throw new RangeError('A transaction needs at least one payment');
  if (paymentDates.length === 1) {
    const { months, days } = monthsAndDays(start.date, last.date);
    if (months >= MONTHS_IN_YEAR) return { unit: 'year' };
    return days === 0 && months > 0 ? { unit: 'month', count: months } : { unit: 'day', count: last.number - start.number };
  }
  const occurrences = new Map<number, { unitPeriod: UnitPeriod; times: number }>();
  let previous = start;
  for (const current of paymentDates) {
    for (const unitPeriod of periodsMeasured(previous, current)) {
      const entry = occurrences.get(key(unitPeriod));
      if (entry === undefined) occurrences.set(key(unitPeriod), { unitPeriod, times: 1 });
      else entry.times += 1;
    }
    previous = current;
  }
  const common = [...occurrences.values()]
    .filter((entry) => entry.times > 1 && lengthInDays(entry.unitPeriod) <= DAYS_IN_YEAR)
    .sort((x, y) => y.times - x.times || lengthInDays(x.unitPeriod) - lengthInDays(y.unitPeriod));
  if (common[0] !== undefined) return common[0].unitPeriod;
  return nearestStandardInterval((last.number - start.number) / paymentDates.length);
}
