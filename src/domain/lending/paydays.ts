// A borrower's next paydays from the payroll details they give: frequency, the last payday or the
// weekday they are paid, the semi-monthly days or the monthly day code, and the holiday rule.
import { isBusinessDay, shiftToBusinessDay, type Holidays } from '../calendar.ts';
import { addDays, addMonths, dayOfMonth, dayOfWeek, daysBetween, daysInMonth, isIsoDate, parseIsoDate, type IsoDate } from '../iso-date.ts';
import {
  LAST_PAYDAY_MAX_AGE_DAYS,
  MID_MONTH_DAY,
  MONTH_DAY,
  PAYROLL_FREQUENCY,
  PAY_PERIOD,
  isDayOfWeekPaid,
  isMonthDayCode,
  isSemiMonthlyDay,
  type DayOfWeekPaid,
  type MonthDayCode,
  type PaydayOnHoliday,
  type PayrollFrequency,
  type SemiMonthlyDay,
} from '../codes/payroll.ts';

/**
 * The last payday a borrower gives is a real date of the last LAST_PAYDAY_MAX_AGE_DAYS days (today included, none
 * ahead): the one rule the forms and the server check it by (-10813 lastPaydayInvalid).
 */
export function isRecentLastPayday(date: string, today: IsoDate): boolean {
  return isIsoDate(date) && date <= today && date >= addDays(today, -LAST_PAYDAY_MAX_AGE_DAYS);
}

/** The payday fields a pay schedule gives, as the application and a schedule change both hold them. */
export type PaydayFields = {
  payrollFrequency: PayrollFrequency;
  lastPayday?: string;
  dayOfWeekPaid?: number;
  semiMonthlyDays?: readonly number[];
  monthDay?: number;
};

/**
 * Each frequency's own fields, and no other's (weekly and bi-weekly: a last payday or a weekday; semi-monthly: the
 * two days; monthly: the day), so that what is stored is what is meant (-10812 paydaysInvalid otherwise).
 */
export function paydayFieldsFit(fields: PaydayFields): boolean {
  const weekly = fields.payrollFrequency === PAYROLL_FREQUENCY.weekly || fields.payrollFrequency === PAYROLL_FREQUENCY.biWeekly;
  const semiMonthly = fields.payrollFrequency === PAYROLL_FREQUENCY.semiMonthly;
  const monthly = fields.payrollFrequency === PAYROLL_FREQUENCY.monthly;
  const hasWeekly = fields.lastPayday !== undefined || fields.dayOfWeekPaid !== undefined;
  return weekly === hasWeekly && semiMonthly === (fields.semiMonthlyDays !== undefined) && monthly === (fields.monthDay !== undefined);
}

export type Payroll = {
  frequency: PayrollFrequency;
  /** Weekly and bi-weekly: a recent payday; it sets the bi-weekly rhythm. */
  lastPayday?: IsoDate;
  /** Weekly and bi-weekly: the weekday paid, Monday 2 ... Friday 6. */
  dayOfWeekPaid?: DayOfWeekPaid;
  /** Semi-monthly: the two days of the month (1 to 31, or -1 for the last day). */
  semiMonthlyDays?: readonly [SemiMonthlyDay, SemiMonthlyDay];
  /** Monthly: 1 to 31, -1 last day, -11 last business day, -12 mid month, -13 first business day. */
  monthDay?: MonthDayCode;
  /** A payday on a weekend or holiday is paid the business day before (-1) or after (1). */
  paydayOnHoliday: PaydayOnHoliday;
};

export type PaydayQuery = {
  /** Paydays strictly after this date. */
  after: IsoDate;
  count: number;
  /** Closure dates; the Federal Reserve closures by rule when absent. */
  holidays?: Holidays;
};

/** Day-of-week codes count Sunday as 1; dayOfWeek counts Sunday as 0. */
const weekdayOf = (code: DayOfWeekPaid): number => code - 1;

/** A weekly rhythm's anchor: the last payday, moved onto the weekday paid if a holiday had moved it. */
function weeklyAnchor(payroll: Payroll, after: IsoDate): IsoDate {
  const { lastPayday, dayOfWeekPaid } = payroll;
  if (lastPayday !== undefined) {
    if (dayOfWeekPaid === undefined) return lastPayday;
    // A payday paid a day or two early or late for a holiday still belongs to its usual weekday.
    const offset = ((weekdayOf(dayOfWeekPaid) - dayOfWeek(lastPayday) + 10) % 7) - 3;
    return addDays(lastPayday, offset);
  }
  if (dayOfWeekPaid === undefined) throw new RangeError('Weekly and bi-weekly pay need the last payday or the day of the week paid');
  return addDays(after, 1 + ((weekdayOf(dayOfWeekPaid) - dayOfWeek(addDays(after, 1)) + 7) % 7));
}

/** Scheduled (unshifted) weekly or bi-weekly paydays, starting a period before `after`. */
function* everyPeriod(anchor: IsoDate, periodDays: number, after: IsoDate): Generator<IsoDate> {
  const periodsToAfter = Math.floor(daysBetween(anchor, after) / periodDays) - 1;
  for (let index = periodsToAfter; ; index += 1) yield addDays(anchor, index * periodDays);
}

function dayCode(year: number, month: number, code: SemiMonthlyDay): IsoDate {
  return dayOfMonth(year, month, code === MONTH_DAY.lastDay ? daysInMonth(year, month) : code);
}

/** Scheduled semi-monthly or monthly paydays, month by month from the month before `after`. */
function* everyMonth(after: IsoDate, daysOf: (year: number, month: number) => IsoDate[]): Generator<IsoDate> {
  for (let month = addMonths(after, -1); ; month = addMonths(month, 1)) {
    const { year, month: monthNumber } = parseIsoDate(month);
    yield* daysOf(year, monthNumber).sort();
  }
}

function monthlyPayday(code: MonthDayCode, year: number, month: number, holidays: Holidays | undefined): IsoDate {
  switch (code) {
    case MONTH_DAY.lastBusinessDay:
      return shiftToBusinessDay(dayOfMonth(year, month, 31), -1, holidays);
    case MONTH_DAY.firstBusinessDay:
      return shiftToBusinessDay(dayOfMonth(year, month, 1), 1, holidays);
    case MONTH_DAY.midMonth:
      return dayOfMonth(year, month, MID_MONTH_DAY);
    default:
      return dayCode(year, month, code);
  }
}

function scheduledPaydays(payroll: Payroll, after: IsoDate, holidays: Holidays | undefined): Generator<IsoDate> {
  switch (payroll.frequency) {
    case PAYROLL_FREQUENCY.weekly:
    case PAYROLL_FREQUENCY.biWeekly:
      if (payroll.dayOfWeekPaid !== undefined && !isDayOfWeekPaid(payroll.dayOfWeekPaid)) {
        throw new RangeError(`The day of the week paid is Monday (2) to Friday (6), got ${payroll.dayOfWeekPaid}`);
      }
      return everyPeriod(weeklyAnchor(payroll, after), PAY_PERIOD[payroll.frequency].periodDays, after);
    case PAYROLL_FREQUENCY.semiMonthly: {
      const days = payroll.semiMonthlyDays;
      if (days === undefined || !days.every(isSemiMonthlyDay) || days[0] === days[1]) {
        throw new RangeError('Semi-monthly pay needs two different days of the month (1 to 31, or -1 for the last day)');
      }
      return everyMonth(after, (year, month) => days.map((code) => dayCode(year, month, code)));
    }
    case PAYROLL_FREQUENCY.monthly: {
      const code = payroll.monthDay;
      if (code === undefined || !isMonthDayCode(code)) {
        throw new RangeError('Monthly pay needs a day of the month: 1 to 31, -1, -11, -12 or -13');
      }
      return everyMonth(after, (year, month) => [monthlyPayday(code, year, month, holidays)]);
    }
  }
}

/** The next `count` paydays strictly after `after`, each moved off weekends and holidays by the holiday rule. */
export function paydays(payroll: Payroll, query: PaydayQuery): IsoDate[] {
  const { after, count, holidays } = query;
  const found: IsoDate[] = [];
  for (const scheduled of scheduledPaydays(payroll, after, holidays)) {
    if (found.length >= count) break;
    const paid = isBusinessDay(scheduled, holidays) ? scheduled : shiftToBusinessDay(scheduled, payroll.paydayOnHoliday, holidays);
    // Two scheduled days can land on one business day (the 30th and the 31st); it is one payday.
    if (paid > after && paid !== found[found.length - 1]) found.push(paid);
  }
  return found;
}
