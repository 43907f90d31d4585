// What a borrower changes themselves on a funded loan (issue 13, decision 0741): their payroll dates (105), how
// often they are paid and pay (106), how payments are made (107), what happens to a payday on a weekend or
// holiday (108) and when their pay is available (109). The loan's pay settings are the latest change's, else the
// application's payroll answers, else read from the loan's own schedule (a loan booked without an application).
// The new due dates come from the domain library's paydays and installment dates; the new amounts from the replay
// (rescheduleFrom over the balance accrued to the change's day: never interest not yet accrued). Pure but for
// paySettingsOf, which reads the application.
import { eq } from 'drizzle-orm';
import type { EmploymentAnswers } from '#src/api/contract/application.ts';
import type { PaySettings, SelfServiceChange, SelfServiceChangeRequest } from '#src/api/contract/repayment.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { isBusinessDay, nextBusinessDay } from '#src/domain/calendar.ts';
import { CHANGE_TYPE, PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  PAYDAY_ON_AVAILABILITY,
  PAYDAY_ON_HOLIDAY,
  PAYMENT_FREQUENCY,
  PAY_PERIOD,
  isDayOfWeekPaid,
  type DayOfWeekPaid,
  type PaymentFrequency,
} from '#src/domain/codes/payroll.ts';
import { addDays, dayOfWeek, daysBetween, type IsoDate } from '#src/domain/iso-date.ts';
import { installmentDueDates, paymentFrequenciesFor } from '#src/domain/lending/installment-dates.ts';
import { isRecentLastPayday, paydayFieldsFit, paydays, type Payroll } from '#src/domain/lending/paydays.ts';
import { application, type LoanRow, type LoanScheduleChangeRow } from '../db/schema.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import type { Db } from './ledger.ts';
import { isOpen, type PlanInstallment } from './replay.ts';

/** The settings a change records, before and after (the next paydays are worked out when shown). */
export type Settings = Omit<PaySettings, 'nextPaydays'>;

/** How many of the next paydays a change shows. */
const NEXT_PAYDAYS_SHOWN = 3;

const DAY_FIELDS = ['lastPayday', 'dayOfWeekPaid', 'semiMonthlyDays', 'monthDay'] as const;

/** Leaves out the keys that are undefined, so what is stored and compared is what is meant. */
function clean<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, one]) => one !== undefined)) as T;
}

export const payrollOfSettings = (settings: Settings): Payroll =>
  clean({
    frequency: settings.payrollFrequency,
    lastPayday: settings.lastPayday,
    dayOfWeekPaid: settings.dayOfWeekPaid,
    semiMonthlyDays: settings.semiMonthlyDays,
    monthDay: settings.monthDay,
    paydayOnHoliday: settings.paydayOnHoliday,
  }) as Payroll;

/** A loan booked without an application: paid on its installments' weekday, every period of its payment frequency. */
function settingsFromSchedule(row: LoanRow, installments: readonly PlanInstallment[], today: IsoDate): Settings {
  const frequency = (row.paymentFrequency ?? PAYMENT_FREQUENCY.biWeekly) as PaymentFrequency;
  const period = PAY_PERIOD[frequency].periodDays;
  const anchor = installments.find(isOpen)?.dueDate ?? installments.at(-1)?.dueDate ?? today;
  // The latest payday on the rhythm on or before today.
  const back = Math.ceil(Math.max(0, daysBetween(today, anchor)) / period);
  let lastPayday = addDays(anchor, -back * period);
  if (lastPayday > today) lastPayday = addDays(lastPayday, -period);
  const weekday = (dayOfWeek(lastPayday) + 1) as DayOfWeekPaid;
  return clean({
    payrollFrequency: frequency,
    lastPayday,
    dayOfWeekPaid: isDayOfWeekPaid(weekday) ? weekday : undefined,
    paydayOnHoliday: PAYDAY_ON_HOLIDAY.nextBusinessDay,
    paydayOnAvailability: PAYDAY_ON_AVAILABILITY.sameDay,
    paymentFrequency: frequency,
    repaymentMode: (row.repaymentMode ?? PAYMENT_MODE.ach) as Settings['repaymentMode'],
  });
}

/** The loan's pay settings now: the latest change's, else the application's payroll answers, else its schedule's rhythm. */
export async function paySettingsOf(
  db: Db,
  row: LoanRow,
  changes: readonly LoanScheduleChangeRow[],
  installments: readonly PlanInstallment[],
  today: IsoDate,
): Promise<Settings> {
  const loanOwn = {
    paymentFrequency: (row.paymentFrequency ?? PAYMENT_FREQUENCY.biWeekly) as Settings['paymentFrequency'],
    repaymentMode: (row.repaymentMode ?? PAYMENT_MODE.ach) as Settings['repaymentMode'],
  };
  const latest = [...changes].reverse().find((one) => one.settings !== null);
  if (latest?.settings) return { ...(latest.settings.after as Settings), ...loanOwn };
  if (row.applicationId) {
    const [found] = await db.select({ employment: application.employment }).from(application).where(eq(application.id, row.applicationId));
    const employment = found?.employment as EmploymentAnswers | null | undefined;
    if (employment) {
      const settings: Settings = clean({
        payrollFrequency: employment.payrollFrequency,
        lastPayday: employment.lastPayday,
        dayOfWeekPaid: employment.dayOfWeekPaid,
        semiMonthlyDays: employment.semiMonthlyDays,
        monthDay: employment.monthDay,
        paydayOnHoliday: employment.paydayOnHoliday,
        paydayOnAvailability: employment.paydayOnAvailability,
        ...loanOwn,
      });
      if (paydaysProblem(settings, today, { checkLastPayday: false }) === null) return settings;
    }
  }
  return { ...settingsFromSchedule(row, installments, today), ...loanOwn };
}

/** The paydays don't fit the frequency, the last payday is not recent, or they give no paydays: the refusal. */
export function paydaysProblem(settings: Settings, today: IsoDate, { checkLastPayday = true } = {}): Refusal | null {
  if (!paydayFieldsFit(settings)) return refuse(RESULT.paydaysInvalid);
  const { lastPayday } = settings;
  if (checkLastPayday && lastPayday !== undefined && !isRecentLastPayday(lastPayday, today)) return refuse(RESULT.lastPaydayInvalid);
  if (!paymentFrequenciesFor(settings.payrollFrequency).includes(settings.paymentFrequency)) return refuse(RESULT.weeklyNeedsWeeklyPay);
  try {
    return paydays(payrollOfSettings(settings), { after: today, count: 2 }).length === 2 ? null : refuse(RESULT.paydaysInvalid);
  } catch (error) {
    if (error instanceof RangeError) return refuse(RESULT.paydaysInvalid);
    throw error;
  }
}

export function nextPaydaysOf(settings: Settings, today: IsoDate): IsoDate[] {
  try {
    return paydays(payrollOfSettings(settings), { after: addDays(today, -1), count: NEXT_PAYDAYS_SHOWN });
  } catch {
    return [];
  }
}

export const withNextPaydays = (settings: Settings, today: IsoDate): PaySettings => ({ ...settings, nextPaydays: nextPaydaysOf(settings, today) });

/**
 * The due dates of `count` installments from `today` under the settings: on the paydays the payment frequency
 * takes (each moved off weekends and holidays by the holiday rule), a business day later when the pay is
 * available the next business day; from tomorrow on (the replay spreads the balance over dates after its day).
 */
export function dueDatesUnder(settings: Settings, today: IsoDate, count: number): IsoDate[] {
  const dates = installmentDueDates({
    payroll: payrollOfSettings(settings),
    paymentFrequency: settings.paymentFrequency,
    disbursementDate: today,
    count,
    minDaysToFirstInstallment: 1,
  });
  if (settings.paydayOnAvailability !== PAYDAY_ON_AVAILABILITY.nextBusinessDay) return dates;
  return dates.map((date) => (isBusinessDay(addDays(date, 1)) ? addDays(date, 1) : nextBusinessDay(date)));
}

/** The settings the request asks for: the current ones with what its change type moves. */
export function requestedSettings(current: Settings, input: SelfServiceChangeRequest): Settings {
  const days = (source: Partial<Settings>) => clean(Object.fromEntries(DAY_FIELDS.map((field) => [field, source[field]])) as Partial<Settings>);
  const withoutDays = Object.fromEntries(Object.entries(current).filter(([key]) => !(DAY_FIELDS as readonly string[]).includes(key))) as Settings;
  switch (input.changeType) {
    case CHANGE_TYPE.changePayrollDate:
      return { ...withoutDays, ...days(input) };
    case CHANGE_TYPE.changeFrequency:
      return { ...withoutDays, ...days(input), payrollFrequency: input.payrollFrequency, paymentFrequency: input.paymentFrequency };
    case CHANGE_TYPE.changePaymentMode:
      return { ...current, repaymentMode: input.mode };
    case CHANGE_TYPE.changePaydayOnHoliday:
      return { ...current, paydayOnHoliday: input.paydayOnHoliday };
    case CHANGE_TYPE.changePaydayOnAvailable:
      return { ...current, paydayOnAvailability: input.paydayOnAvailability };
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what differs, before and after: what the loan details list. */
export function differences(before: Settings, after: Settings): Pick<SelfServiceChange, 'before' | 'after'> {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])] as (keyof Settings)[];
  const changed = keys.filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.filter((key) => before[key] !== undefined).map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.filter((key) => after[key] !== undefined).map((key) => [key, after[key]])),
  };
}

export const isNoChange = (before: Settings, after: Settings) => same(clean(before), clean(after));

/** How many installments the balance is spread over after the change: as many, or the same span at the new frequency. */
export function countAfter(openCount: number, before: Settings, after: Settings): number {
  if (before.paymentFrequency === after.paymentFrequency) return openCount;
  const ratio = PAY_PERIOD[before.paymentFrequency].periodDays / PAY_PERIOD[after.paymentFrequency].periodDays;
  return Math.max(1, Math.round(openCount * ratio));
}

export function changesView(changes: readonly LoanScheduleChangeRow[]): SelfServiceChange[] {
  return changes
    .filter((one) => one.settings !== null)
    .sort((a, b) => b.seq - a.seq)
    .map((one) => ({
      changeType: one.changeType as SelfServiceChange['changeType'],
      date: one.effectiveDate,
      ...differences(one.settings!.before as Settings, one.settings!.after as Settings),
      rescheduled: one.dueDates.length > 0,
    }));
}
