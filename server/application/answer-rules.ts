// Server rules on the answers beyond their shapes (the contract's schemas check those): what only the
// business date, the calendar and the payday rules can tell. Each answers the result to refuse with, or null.
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { EmploymentAnswers, PersonalAnswers } from '#src/api/contract/application.ts';
import { federalReserveHolidaysBetween } from '#src/domain/calendar.ts';
import { INCOME_TYPE, type PayrollFrequency } from '#src/domain/codes/payroll.ts';
import { dateOfBirthProblem } from '#src/domain/age.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { isRecentLastPayday, paydayFieldsFit, paydays, type Payroll } from '#src/domain/lending/paydays.ts';
import type { Result } from '../http/refusal.ts';

export function personalProblem(answers: PersonalAnswers, today: IsoDate): Result | null {
  const problem = dateOfBirthProblem(answers.dateOfBirth, today);
  if (problem === 'invalid') return RESULT.dateOfBirthInvalid;
  if (problem === 'tooYoung') return RESULT.applicantTooYoung;
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

export function employmentProblem(answers: EmploymentAnswers, today: IsoDate): Result | null {
  if (answers.incomeType === INCOME_TYPE.employed && answers.jobType === undefined) return RESULT.jobTypeRequired;
  if (!paydayFieldsFit(answers)) return RESULT.paydaysInvalid;
  const { lastPayday } = answers;
  if (lastPayday !== undefined && !isRecentLastPayday(lastPayday, today)) return RESULT.lastPaydayInvalid;
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
