// Calendar dates as 'YYYY-MM-DD' strings, computed by day numbers: no Date object, so the machine's
// time zone and daylight saving can never move a date.

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; month counts from 1. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const DASH = 45;
const ZERO = 48;

/** The number written by `length` digits from `start`, or -1 when one is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let index = start; index < start + length; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Year, month and day of 'YYYY-MM-DD', or undefined when it is not a real date. Read by char codes: dates are hot. */
function readIsoDate(value: unknown): { year: number; month: number; day: number } | undefined {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return undefined;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** True for a real date written 'YYYY-MM-DD' ('2025-02-29' is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  return readIsoDate(value) !== undefined;
}

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const parts = readIsoDate(date);
  if (parts === undefined) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(date)}`);
  return parts;
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a year, month and day (proleptic Gregorian; H. Hinnant's days_from_civil). */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Days since 1970-01-01. Reads the text without building objects: schedules read many dates. */
export function toDayNumber(date: IsoDate): number {
  if (typeof date === 'string' && date.length === 10 && date.charCodeAt(4) === DASH && date.charCodeAt(7) === DASH) {
    const year = digitsAt(date, 0, 4);
    const month = digitsAt(date, 5, 2);
    const day = digitsAt(date, 8, 2);
    if (year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) return dayNumber(year, month, day);
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(date)}`);
}

/** The date of a day number (inverse of toDayNumber). */
export function fromDayNumber(days: number): IsoDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return isoDate(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** 0 Sunday ... 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function lastDayOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return isoDate(year, month, daysInMonth(year, month));
}

export function isLastDayOfMonth(date: IsoDate): boolean {
  return lastDayOfMonth(date) === date;
}

/** The same day `months` later (or earlier), clamped to the month's end: Jan 31 + 1 month = Feb 28/29. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return isoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The date `day` (1-31, clamped to the month's end) of the given month. */
export function dayOfMonth(year: number, month: number, day: number): IsoDate {
  return isoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/** ISO dates sort as text; this names the intent. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
