// How values read on screen (spec section 5, display masking and number display) and dates in the
// pattern the server configures.
import dayjs from 'dayjs';
import { roundHalfUpText } from './decimal.ts';
import { parseIsoDate, type IsoDate } from './iso-date.ts';

const lastFour = (value: string): string => value.slice(-4);

/** '(212) 555-0100' -> '(***) ***-0100'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 0 ? '' : `(***) ***-${lastFour(digits)}`;
}

/** '123-45-6789' -> '***-**-6789'. */
export function maskSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return digits.length === 0 ? '' : `***-**-${lastFour(digits)}`;
}

/** An e-mail or account number: '*****' and its last 4 characters. */
export function maskTail(value: string): string {
  return value.length === 0 ? '' : `*****${lastFour(value)}`;
}

/** 'jane@example.com' -> 'j****@example.com'. */
export function maskEmailAlt(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskTail(email);
  return `${email.charAt(0)}****${email.slice(at)}`;
}

const thousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Integer cents -> '$1,234.56'; negatives in parentheses: '($1,234.56)'. */
export function formatCurrency(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money is integer cents, got ${cents}`);
  const magnitude = String(Math.abs(cents)).padStart(3, '0');
  const text = `$${thousands(magnitude.slice(0, -2))}.${magnitude.slice(-2)}`;
  return cents < 0 ? `(${text})` : text;
}

/**
 * A rate as a percentage: value times 100, rounded half away from zero to `places` decimals on the
 * decimal a person reads (0.0145 -> '1.45%', 0.123456 -> '12.35%'). The rounding works on the decimal
 * text, so binary floating point never changes it.
 */
export function formatPercent(value: number, places = 2): string {
  return `${roundHalfUpText(value, places, 2)}%`;
}

/**
 * A rate already in percent (an APR of 159.82, an annual rate of 129) as the disclosures write it, rounded
 * half away from zero to 2 decimals on its decimal text: '159.82%', '129.00%'. The app and the PDF alike.
 */
export function formatPercentPoints(percent: number): string {
  return `${roundHalfUpText(percent, 2)}%`;
}

/** A calendar date in a dayjs pattern: formatDate('2025-07-04', 'MM/DD/YYYY') -> '07/04/2025'. */
export function formatDate(date: IsoDate, pattern: string): string {
  const { year, month, day } = parseIsoDate(date);
  // Local noon of that day: no time zone or daylight-saving change can move it to another date.
  return dayjs(new Date(year, month - 1, day, 12)).format(pattern);
}

/**
 * How a date is written, one way per context, across the app (issue 11):
 * - **a day in a sentence**, the one the borrower acts on or waits for (the day the money is sent, a day chosen or
 *   refused in a calendar, when funding happens): written out, `longDate`: 'Tuesday, December 1, 2026';
 * - **everywhere else** (tables, lists, rows, ranges, a due date in a short line, a figure): the pattern the server
 *   configures (config date-format, loaded at start; DEFAULT_DATE_PATTERN until it is), `formatDate(date, pattern)`:
 *   '12/01/2026'. The agreement's PDF writes its schedule the same way.
 */
export const LONG_DATE_PATTERN = 'dddd, MMMM D, YYYY';
/** The date pattern before the server's is known (and what the seeded portfolios configure). */
export const DEFAULT_DATE_PATTERN = 'MM/DD/YYYY';

/** '2026-12-01' -> 'Tuesday, December 1, 2026': a day in a sentence. */
export const longDate = (date: IsoDate): string => formatDate(date, LONG_DATE_PATTERN);
/** A date in a table, a list, a range or a row: the server's date pattern, '11/25/2026'. */
export const shortDate = (date: IsoDate, pattern: string = DEFAULT_DATE_PATTERN): string => formatDate(date, pattern);
/** A date with its weekday, where a borrower plans around it: 'Fri, 12/04/2026'. */
export const dayDate = (date: IsoDate, pattern: string): string => formatDate(date, `ddd, ${pattern}`);
