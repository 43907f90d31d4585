// The names of the Federal Reserve closures (issue 11): available-date answers the closures of the months the
// date picker shows, each with its name, so a day that cannot be picked says which holiday it is. The dates
// are the domain calendar's (src/domain/calendar.ts, by rule); each is named by its month, as the Federal
// Reserve's eleven closures fall one a month but November's two (Veterans Day on the 11th or 12th,
// Thanksgiving Day on the 22nd to 28th). A fixed holiday on a Saturday is not a closure; one on a Sunday
// closes the Monday after, so New Year's Day is never in December.
import { federalReserveHolidays } from '#src/domain/calendar.ts';
import { addDays, parseIsoDate } from '#src/domain/iso-date.ts';

const BY_MONTH: Readonly<Record<number, string>> = {
  1: "New Year's Day",
  2: "Washington's Birthday",
  5: 'Memorial Day',
  6: 'Juneteenth National Independence Day',
  7: 'Independence Day',
  9: 'Labor Day',
  10: 'Columbus Day',
  12: 'Christmas Day',
};

/** The name of a Federal Reserve closure, or undefined when the date is not one. */
export function federalReserveHolidayName(date: string): string | undefined {
  const { year, month, day } = parseIsoDate(date);
  if (!federalReserveHolidays(year).includes(date)) return undefined;
  if (month === 1) return day <= 2 ? "New Year's Day" : 'Birthday of Martin Luther King, Jr.';
  if (month === 11) return day <= 12 ? 'Veterans Day' : 'Thanksgiving Day';
  return BY_MONTH[month];
}

export type NamedHoliday = { date: string; name: string };

/** Every closure from `from` through `to` (inclusive), ascending, with its name. */
export function namedHolidaysBetween(from: string, to: string): NamedHoliday[] {
  const first = parseIsoDate(from).year;
  const last = parseIsoDate(to).year;
  const named: NamedHoliday[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const date of federalReserveHolidays(year)) {
      if (date >= from && date <= to) named.push({ date, name: federalReserveHolidayName(date)! });
    }
  }
  return named;
}

/** The months a calendar shows for a window: from the first of its first month to the last of its last. */
export function monthsOf(earliest: string, latest: string): { from: string; to: string } {
  const { year, month } = parseIsoDate(latest);
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${earliest.slice(0, 7)}-01`, to: addDays(nextMonth, -1) };
}
