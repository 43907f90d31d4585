// Installment due dates on the borrower's paydays, for the two repayment frequencies offered.
import { shiftToBusinessDay, isBusinessDay, type Holidays } from '../calendar.ts';
import { addDays, type IsoDate } from '../iso-date.ts';
import { PAYMENT_FREQUENCY, PAYROLL_FREQUENCY, PAY_PERIOD, type PaymentFrequency } from '../codes/payroll.ts';
import { paydays, type Payroll } from './paydays.ts';

/** The first installment falls on the first payday at least this many days after disbursement. */
export const MIN_DAYS_TO_FIRST_INSTALLMENT = 7;

export type InstallmentDatesInput = {
  payroll: Payroll;
  paymentFrequency: PaymentFrequency;
  disbursementDate: IsoDate;
  count: number;
  holidays?: Holidays;
  minDaysToFirstInstallment?: number;
};

/** Which repayment frequencies keep installments on paydays for a payroll frequency. */
export function paymentFrequenciesFor(payrollFrequency: Payroll['frequency']): PaymentFrequency[] {
  return payrollFrequency === PAYROLL_FREQUENCY.weekly ? [PAYMENT_FREQUENCY.weekly, PAYMENT_FREQUENCY.biWeekly] : [PAYMENT_FREQUENCY.biWeekly];
}

/**
 * Due dates of `count` installments. Weekly pay: every payday (weekly) or every other payday
 * (bi-weekly). Bi-weekly pay: every payday. Semi-monthly and monthly pay repay bi-weekly from the
 * first payday, every 14 days, moved off closures by the borrower's holiday rule.
 */
export function installmentDueDates(input: InstallmentDatesInput): IsoDate[] {
  const { payroll, paymentFrequency, disbursementDate, count, holidays } = input;
  if (!paymentFrequenciesFor(payroll.frequency).includes(paymentFrequency)) {
    throw new RangeError('Weekly installments need weekly pay: choose bi-weekly installments');
  }
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`An installment count is a whole number from 1, got ${count}`);
  const earliest = addDays(disbursementDate, (input.minDaysToFirstInstallment ?? MIN_DAYS_TO_FIRST_INSTALLMENT) - 1);
  const onPaydays = payroll.frequency === PAYROLL_FREQUENCY.weekly || payroll.frequency === PAYROLL_FREQUENCY.biWeekly;
  if (onPaydays) {
    const step = PAY_PERIOD[paymentFrequency].periodDays / PAY_PERIOD[payroll.frequency].periodDays;
    const upcoming = paydays(payroll, { after: earliest, count: count * step, holidays });
    return upcoming.filter((_, index) => index % step === 0);
  }
  const [first] = paydays(payroll, { after: earliest, count: 1, holidays });
  const period = PAY_PERIOD[PAYMENT_FREQUENCY.biWeekly].periodDays;
  return Array.from({ length: count }, (_, index) => {
    const scheduled = addDays(first!, index * period);
    return isBusinessDay(scheduled, holidays) ? scheduled : shiftToBusinessDay(scheduled, payroll.paydayOnHoliday, holidays);
  });
}
