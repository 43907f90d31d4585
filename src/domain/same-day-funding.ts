// When a loan can be funded (issue 11, decision 0600): the portfolio's same-day cut-off, a wall-clock time in
// New York, decides whether a loan confirmed now is funded today or on the next business day, and which
// disbursement dates a borrower may pick. Pure rules of the clock reading given: the server answers them
// (assistant countdown-same-day, available-date, ...) and the app counts down and words its tip with them.
import { BUSINESS_TIME_ZONE } from './constants.ts';
import { addDays, businessNow, businessToday, isBusinessDay, nextBusinessDay, shiftToBusinessDay, type Holidays, type IsoDate } from './calendar.ts';
import { isIsoDate, parseIsoDate } from './iso-date.ts';

/**
 * How far ahead a borrower may pick a disbursement date: 30 calendar days from today in New York. The offer
 * rests on a qualification (bank data, income, approved amount) that is fresh for about a month, and the
 * app's holiday list (get-holiday: this year and next) always covers the window, even on 31 December.
 */
export const DISBURSEMENT_WINDOW_DAYS = 30;

/** A cut-off time as a portfolio setting holds it: 'HH:mm', 24-hour clock, 00:00 to 23:59. */
const CUT_OFF_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type CutOffTime = { hour: number; minute: number };

/** The hour and minute of 'HH:mm' (00:00 to 23:59), or undefined for anything else ('9:00', '24:00', '13:00:00'). */
export function parseCutOffTime(text: string): CutOffTime | undefined {
  const match = CUT_OFF_TIME.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

function cutOffTimeOf(text: string): CutOffTime {
  const parsed = parseCutOffTime(text);
  if (parsed === undefined) throw new RangeError(`Not a cut-off time ('HH:mm', 00:00 to 23:59): ${JSON.stringify(text)}`);
  return parsed;
}

/** How far New York's wall clock is ahead of UTC at an instant, in milliseconds (-4 h in summer, -5 h in winter). */
function businessOffsetMs(instantMs: number): number {
  const { date, hour, minute, second } = businessNow(instantMs);
  const { year, month, day } = parseIsoDate(date);
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond;
}

/**
 * The instant (milliseconds since the epoch) of a wall-clock time on a date in New York: 14:00 is 18:00 UTC
 * under daylight time (EDT) and 19:00 UTC under standard time (EST). The offset is read at a first guess and
 * read again at the answer, so a date on either side of a switch gets its own. The switches happen at 02:00
 * on Sundays, never business days: a time of November's repeated hour is taken the first time, one of
 * March's skipped hour lands an hour early.
 */
export function businessInstant(date: IsoDate, time: CutOffTime): number {
  const { year, month, day } = parseIsoDate(date);
  const wall = Date.UTC(year, month - 1, day, time.hour, time.minute);
  return wall - businessOffsetMs(wall - businessOffsetMs(wall));
}

/** What assistant countdown-same-day answers, and what the app's same-day funding tip shows. */
export type SameDayFunding = {
  timeZone: typeof BUSINESS_TIME_ZONE;
  /** The portfolio's cut-off, 'HH:mm' in New York. */
  cutOffTime: string;
  /** The instant these figures are for (ISO). */
  now: string;
  /** Today is a business day in New York and `now` is before today's cut-off. */
  sameDayAvailable: boolean;
  /**
   * Whole seconds from `now` to the cut-off, rounded up (a loan confirmed within the last second is still
   * funded today): at least 1 while same-day funding is available, else 0. The cut-off is at most
   * `secondsLeft` seconds and more than `secondsLeft - 1` seconds after `now`.
   */
  secondsLeft: number;
  /** Today when same-day funding is available, else the next business day. */
  fundingDate: IsoDate;
};

/**
 * Same-day funding at an instant: whether a loan confirmed now is funded today, how long is left, and when it
 * is funded otherwise. `holidays` is the closure list (get-holiday's dates); without it, the Federal Reserve
 * closures by rule. A cut-off that is not 'HH:mm' throws: it is an installation's mistake, not a borrower's.
 */
export function sameDayFunding(nowMs: number, cutOffTime: string, holidays?: Holidays): SameDayFunding {
  const today = businessToday(nowMs);
  const cutOffMs = businessInstant(today, cutOffTimeOf(cutOffTime));
  const sameDayAvailable = isBusinessDay(today, holidays) && nowMs < cutOffMs;
  return {
    timeZone: BUSINESS_TIME_ZONE,
    cutOffTime,
    now: new Date(nowMs).toISOString(),
    sameDayAvailable,
    secondsLeft: sameDayAvailable ? Math.ceil((cutOffMs - nowMs) / 1000) : 0,
    fundingDate: sameDayAvailable ? today : nextBusinessDay(today, holidays),
  };
}

/** The first date a loan confirmed now can be funded: today before the cut-off on a business day, else the next business day. */
export function earliestFundingDate(nowMs: number, cutOffTime: string, holidays?: Holidays): IsoDate {
  return sameDayFunding(nowMs, cutOffTime, holidays).fundingDate;
}

export type PickableDates = {
  /** Every business day from `earliest` through `latest`, ascending. */
  dates: IsoDate[];
  earliest: IsoDate;
  latest: IsoDate;
};

/**
 * The disbursement dates a borrower may pick now: every business day (no weekend, no closure) from the
 * earliest funding date through the last business day within DISBURSEMENT_WINDOW_DAYS of today.
 */
export function pickableDisbursementDates(nowMs: number, cutOffTime: string, holidays?: Holidays): PickableDates {
  const earliest = earliestFundingDate(nowMs, cutOffTime, holidays);
  const latest = shiftToBusinessDay(addDays(businessToday(nowMs), DISBURSEMENT_WINDOW_DAYS), -1, holidays);
  const dates: IsoDate[] = [];
  for (let day = earliest; day <= latest; day = nextBusinessDay(day, holidays)) dates.push(day);
  return { dates, earliest, latest };
}

/** True when a borrower may pick this disbursement date now (the server's check of a chosen date). */
export function isPickableDisbursementDate(date: IsoDate, nowMs: number, cutOffTime: string, holidays?: Holidays): boolean {
  const { earliest, latest } = pickableDisbursementDates(nowMs, cutOffTime, holidays);
  return isIsoDate(date) && date >= earliest && date <= latest && isBusinessDay(date, holidays);
}

/**
 * The business day `count` business days after the date, counting only business days strictly after it:
 * from a Saturday, 1 is the Monday. (calendar.ts addBusinessDays first moves a closed date forward, so from
 * a Saturday its 1 is the Tuesday.)
 */
export function businessDaysAfter(date: IsoDate, count: number, holidays?: Holidays): IsoDate {
  let day = date;
  for (let step = 0; step < count; step += 1) day = nextBusinessDay(day, holidays);
  return day;
}
