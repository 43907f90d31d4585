// How values read on screen (spec section 5, display masking and number display) and dates in the
// pattern the server configures.
import dayjs from 'dayjs';
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

/** The plain decimal digits of a number as JavaScript prints it (shortest round trip), without exponent. */
function decimalText(value: number): { negative: boolean; digits: string; pointAt: number } {
  const [mantissa = '0', exponentText] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { negative: value < 0, digits: whole + fraction, pointAt: whole.length + Number(exponentText ?? 0) };
}

/**
 * A rate as a percentage: value times 100, rounded half away from zero to `places` decimals on the
 * decimal a person reads (0.0145 -> '1.45%', 0.123456 -> '12.35%'). The decimal text is shifted and
 * rounded as text, so binary floating point never changes a rounding.
 */
export function formatPercent(value: number, places = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite rate: ${value}`);
  const { negative, digits, pointAt } = decimalText(value);
  // Times 100 moves the point two digits right; then pad so there is a whole part, every kept
  // decimal and the one digit that decides the rounding.
  let wholeLength = pointAt + 2;
  let body = digits;
  if (wholeLength <= 0) {
    body = '0'.repeat(1 - wholeLength) + body;
    wholeLength = 1;
  }
  const keptLength = wholeLength + places;
  body = body.padEnd(keptLength + 1, '0');
  let kept = body.slice(0, keptLength);
  if (Number(body.charAt(keptLength)) >= 5) kept = (BigInt(kept) + 1n).toString().padStart(keptLength, '0');
  const whole = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '') || '0';
  const decimals = kept.slice(kept.length - places);
  const text = places > 0 ? `${whole}.${decimals}` : whole;
  const isZero = /^[0.]*$/.test(text);
  return `${negative && !isZero ? '-' : ''}${text}%`;
}

/**
 * The server's date pattern ('MM/dd/YYYY', from config date-format) in dayjs tokens: the day token
 * is uppercased ('dd' -> 'DD'), as the spec's start-up call says; a lower-case year is accepted too.
 */
export function toDayjsPattern(serverPattern: string): string {
  return serverPattern.replace(/d/g, 'D').replace(/y/g, 'Y');
}

/** A calendar date in a dayjs pattern: formatDate('2025-07-04', 'MM/DD/YYYY') -> '07/04/2025'. */
export function formatDate(date: IsoDate, pattern: string): string {
  const { year, month, day } = parseIsoDate(date);
  // Local noon of that day: no time zone or daylight-saving change can move it to another date.
  return dayjs(new Date(year, month - 1, day, 12)).format(pattern);
}
