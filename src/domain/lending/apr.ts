// The annual percentage rate by the actuarial method of Regulation Z, Appendix J (12 CFR 1026):
// the rate i per unit-period that makes the payments, each discounted by (1 + f·i)(1 + i)^t, worth the
// amount financed; the APR is i times the unit-periods in a year.
import { toDayNumber, type IsoDate } from '../iso-date.ts';
import {
  calendarDay,
  evidentWeeklyUnitPeriod,
  periodCountsByDays,
  periodCountsOf,
  unitPeriodOf,
  unitPeriodsPerYear,
  type PeriodCount,
  type UnitPeriod,
} from './unit-period.ts';

export type { UnitPeriod } from './unit-period.ts';

export type AprInput = {
  /** Integer cents advanced at consummation. */
  amountFinanced: number;
  consummationDate: IsoDate;
  /** Integer cents due on each date, dates ascending and after consummation. */
  payments: ReadonlyArray<{ date: IsoDate; amount: number }>;
  /** Found by the Appendix's rule when absent. */
  unitPeriod?: UnitPeriod;
};

export type AprComputation = {
  /** The APR in percent, not rounded. */
  apr: number;
  /** The rate per unit-period, as a fraction. */
  periodicRate: number;
  unitPeriod: UnitPeriod;
  unitPeriodsPerYear: number;
  /** Whole (t) and fractional (f) unit-periods from consummation to each payment. */
  periods: PeriodCount[];
};

const MAX_ITERATIONS = 100;
/** Stop when the rate moves less than this: far below what two decimals of an APR can show. */
const RATE_TOLERANCE = 1e-14;

function validate(input: AprInput): void {
  if (!Number.isSafeInteger(input.amountFinanced) || input.amountFinanced <= 0) {
    throw new RangeError(`The amount financed must be positive integer cents, got ${input.amountFinanced}`);
  }
  if (input.payments.length === 0) throw new RangeError('A transaction needs at least one payment');
  let previous = input.consummationDate;
  for (const payment of input.payments) {
    if (!Number.isSafeInteger(payment.amount) || payment.amount < 0) throw new RangeError(`Payments are non-negative integer cents, got ${payment.amount}`);
    if (payment.date <= previous) throw new RangeError(`Payment dates must be ascending and after consummation: ${payment.date}`);
    previous = payment.date;
  }
}

/**
 * Present value of the payments at rate i, and its derivative in i, by Appendix J (b)(8). Payments come
 * in date order, so (1 + i)^t grows by multiplication from one payment to the next.
 */
function presentValue(amounts: readonly number[], periods: readonly PeriodCount[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  let power = 1;
  let powerOf = 0;
  for (let index = 0; index < amounts.length; index += 1) {
    const { t, f } = periods[index]!;
    power = t - powerOf === 1 ? power * (1 + rate) : Math.pow(1 + rate, t);
    powerOf = t;
    const fractional = 1 + f * rate;
    const discounted = amounts[index]! / (fractional * power);
    value += discounted;
    slope -= discounted * (f / fractional + t / (1 + rate));
  }
  return { value, slope };
}

/** The rate per unit-period: Newton's method, kept inside a bracket that always holds the root. */
function solvePeriodicRate(amountFinanced: number, amounts: readonly number[], periods: readonly PeriodCount[]): number {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === amountFinanced) return 0;
  // The present value falls as the rate rises: the root lies where it equals the amount financed.
  let low = total > amountFinanced ? 0 : -0.999_999;
  let high = total > amountFinanced ? 1 : 0;
  while (total > amountFinanced && presentValue(amounts, periods, high).value > amountFinanced) high *= 2;
  // A first guess from simple interest over the average time to a payment.
  const averageTime = periods.reduce((sum, { t, f }) => sum + t + f, 0) / periods.length;
  let rate = Math.min(high, Math.max(low, (total - amountFinanced) / amountFinanced / Math.max(averageTime, 1e-9)));
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const { value, slope } = presentValue(amounts, periods, rate);
    const gap = value - amountFinanced;
    if (gap > 0) low = rate;
    else high = rate;
    let next = rate - gap / slope;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - rate) <= RATE_TOLERANCE * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return rate;
}

/** The APR with the figures behind it: unit-period, periodic rate and each payment's (t, f). */
export function computeAnnualPercentageRate(input: AprInput): AprComputation {
  validate(input);
  const startDay = toDayNumber(input.consummationDate);
  const dayNumbers = input.payments.map((payment) => toDayNumber(payment.date));
  // Weekly and bi-weekly loans (this product's) show their unit-period at once; others take the full rule.
  let unitPeriod = input.unitPeriod ?? evidentWeeklyUnitPeriod(startDay, dayNumbers);
  let periods: PeriodCount[];
  if (unitPeriod !== undefined && (unitPeriod.unit === 'day' || unitPeriod.unit === 'week')) {
    periods = periodCountsByDays(startDay, dayNumbers, unitPeriod);
  } else {
    const start = calendarDay(input.consummationDate);
    const dates = input.payments.map((payment) => calendarDay(payment.date));
    unitPeriod ??= unitPeriodOf(start, dates);
    const monthEndSeries = dates.length > 1 && dates.every((date) => date.day === date.monthLength);
    periods = periodCountsOf(start, dates, unitPeriod, monthEndSeries);
  }
  const amounts = input.payments.map((payment) => payment.amount);
  const periodicRate = solvePeriodicRate(input.amountFinanced, amounts, periods);
  const perYear = unitPeriodsPerYear(unitPeriod);
  return { apr: periodicRate * perYear * 100, periodicRate, unitPeriod, unitPeriodsPerYear: perYear, periods };
}

/** The APR in percent, not rounded (Appendix J actuarial method). */
export function annualPercentageRate(input: AprInput): number {
  return computeAnnualPercentageRate(input).apr;
}
