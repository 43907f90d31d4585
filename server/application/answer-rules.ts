// Server rules on the answers beyond their shapes (the contract's schemas check those): what only the
// business date, the calendar and the payday rules can tell. Each answers the result to refuse with, or null.
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { EmploymentAnswers, PersonalAnswers } from '#src/api/contract/application.ts';
import { federalReserveHolidaysBetween } from '#src/domain/calendar.ts';
import { INCOME_TYPE, PAYROLL_FREQUENCY, type PayrollFrequency } from '#src/domain/codes/payroll.ts';
import { addDays, daysInMonth, type IsoDate } from '#src/domain/iso-date.ts';
import { paydays, type Payroll } from '#src/domain/lending/paydays.ts';
import type { Result } from '../http/refusal.ts';

export const ADULT_AGE = 18;
const OLDEST_AGE = 120;
/** A last payday further back than this is not "the last" one for any frequency we know. */
const LAST_PAYDAY_MAX_AGE_DAYS = 31;

/** A date that exists on the calendar (the schema's pattern lets 2001-02-30 through). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The date a person born on `dateOfBirth` turns `years` (a 29 February birthday counts from 1 March). */
function anniversary(dateOfBirth: IsoDate, years: number): string {
  return `${String(Number(dateOfBirth.slice(0, 4)) + years).padStart(4, '0')}${dateOfBirth.slice(4)}`;
}

export function personalProblem(answers: PersonalAnswers, today: IsoDate): Result | null {
  const { dateOfBirth } = answers;
  if (!isCalendarDate(dateOfBirth) || dateOfBirth > today || anniversary(dateOfBirth, OLDEST_AGE) <= today) return RESULT.dateOfBirthInvalid;
  // ISO dates compare as text; a 29 February anniversary in a common year sorts after 28 February.
  if (anniversary(dateOfBirth, ADULT_AGE) > today) return RESULT.applicantTooYoung;
  return null;
}

/** The payroll as the domain's payday rules read it. */
export function payrollOf(answers: EmploymentAnswers): Payroll {
  return {
    frequency: answers.payrollFrequency as PayrollFrequency,
    lastPayday: answers.lastPayday,
    dayOfWeekPaid: answers.dayOfWeekPaid,
    semiMonthlyDays: answers.semiMonthlyDays,
    monthDay: answers.monthDay,
    paydayOnHoliday: answers.paydayOnHoliday,
  } as Payroll;
}

/** The fields each frequency uses; the others must be left out, so what is stored is what is meant. */
function paydayFieldsFit(answers: EmploymentAnswers): boolean {
  const weekly = answers.payrollFrequency === PAYROLL_FREQUENCY.weekly || answers.payrollFrequency === PAYROLL_FREQUENCY.biWeekly;
  const semiMonthly = answers.payrollFrequency === PAYROLL_FREQUENCY.semiMonthly;
  const monthly = answers.payrollFrequency === PAYROLL_FREQUENCY.monthly;
  const hasWeekly = answers.lastPayday !== undefined || answers.dayOfWeekPaid !== undefined;
  return (
    weekly === hasWeekly &&
    semiMonthly === (answers.semiMonthlyDays !== undefined) &&
    monthly === (answers.monthDay !== undefined)
  );
}

export function employmentProblem(answers: EmploymentAnswers, today: IsoDate): Result | null {
  if (answers.incomeType === INCOME_TYPE.employed && answers.jobType === undefined) return RESULT.jobTypeRequired;
  if (!paydayFieldsFit(answers)) return RESULT.paydaysInvalid;
  const { lastPayday } = answers;
  if (lastPayday !== undefined && (!isCalendarDate(lastPayday) || lastPayday > today || lastPayday < addDays(today, -LAST_PAYDAY_MAX_AGE_DAYS))) {
    return RESULT.lastPaydayInvalid;
  }
  const year = Number(today.slice(0, 4));
  try {
    // The same rules show the borrower their next paydays: if they cannot make two, the answers are wrong.
    const next = paydays(payrollOf(answers), { after: today, count: 2, holidays: federalReserveHolidaysBetween(year, year + 1) });
    return next.length === 2 ? null : RESULT.paydaysInvalid;
  } catch (error) {
    if (error instanceof RangeError) return RESULT.paydaysInvalid;
    throw error;
  }
}
