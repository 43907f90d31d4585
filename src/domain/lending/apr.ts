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
 * Present value of the payments at rate i with its first and second derivatives in i, by Appendix J (b)(8).
 * Payments come in date order, so (1 + i)^t grows by multiplication from one payment to the next. With
 * g = ln((1 + f i)(1 + i)^t), a payment a is worth a e^-g, its slope -a e^-g g' and its curvature
 * a e^-g (g'^2 - g'').
 */
function presentValue(amounts: readonly number[], whole: readonly number[], fraction: readonly number[], rate: number, into: PresentValue): void {
  let value = 0;
  let slope = 0;
  let curvature = 0;
  let power = 1;
  let powerOf = 0;
  const growth = 1 + rate;
  for (let index = 0; index < amounts.length; index += 1) {
    const t = whole[index]!;
    const f = fraction[index]!;
    power = t - powerOf === 1 ? power * growth : Math.pow(growth, t);
    powerOf = t;
    const fractional = 1 + f * rate;
    const discounted = amounts[index]! / (fractional * power);
    const fractionalShare = f / fractional;
    const wholeShare = t / growth;
    const logSlope = fractionalShare + wholeShare;
    value += discounted;
    slope -= discounted * logSlope;
    curvature += discounted * (logSlope * logSlope + fractionalShare * fractionalShare + wholeShare / growth);
  }
  into.value = value;
  into.slope = slope;
  into.curvature = curvature;
}

type PresentValue = { value: number; slope: number; curvature: number };

/**
 * The rate per unit-period: Newton's method, kept inside a bracket that always holds the root. `guess` (a
 * periodic rate, e.g. a loan's own interest rate) starts it when it lies inside the bracket. Newton's error
 * after a step is about curvature / (2 slope) times the step squared: once that is below the tolerance the
 * step is the last one, so a good guess needs two or three evaluations instead of five or six.
 */
function solvePeriodicRate(amountFinanced: number, amounts: readonly number[], whole: readonly number[], fraction: readonly number[], guess?: number): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  if (total === amountFinanced) return 0;
  const pv: PresentValue = { value: 0, slope: 0, curvature: 0 };
  // The present value falls as the rate rises: the root lies where it equals the amount financed.
  let low = total > amountFinanced ? 0 : -0.999_999;
  let high = total > amountFinanced ? 1 : 0;
  if (total > amountFinanced) {
    for (presentValue(amounts, whole, fraction, high, pv); pv.value > amountFinanced; presentValue(amounts, whole, fraction, high, pv)) high *= 2;
  }
  let rate: number;
  if (guess !== undefined && guess > low && guess < high) rate = guess;
  else {
    // A first guess from simple interest over the average time to a payment.
    let time = 0;
    for (let index = 0; index < whole.length; index += 1) time += whole[index]! + fraction[index]!;
    const averageTime = time / whole.length;
    rate = Math.min(high, Math.max(low, (total - amountFinanced) / amountFinanced / Math.max(averageTime, 1e-9)));
  }
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    presentValue(amounts, whole, fraction, rate, pv);
    const gap = pv.value - amountFinanced;
    if (gap > 0) low = rate;
    else high = rate;
    const step = gap / pv.slope;
    let next = rate - step;
    const tolerance = RATE_TOLERANCE * Math.max(1, Math.abs(rate));
    if (!(next > low && next < high)) next = (low + high) / 2;
    else if (Math.abs((pv.curvature / (2 * pv.slope)) * step * step) <= tolerance) return next;
    if (Math.abs(next - rate) <= tolerance) return next;
    rate = next;
  }
  return rate;
}

/** The whole (t) and fractional (f) unit-periods of each payment, as two lists for the solver. */
function wholeAndFraction(periods: readonly PeriodCount[]): { whole: number[]; fraction: number[] } {
  const whole = new Array<number>(periods.length);
  const fraction = new Array<number>(periods.length);
  for (let index = 0; index < periods.length; index += 1) {
    whole[index] = periods[index]!.t;
    fraction[index] = periods[index]!.f;
  }
  return { whole, fraction };
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
  const { whole, fraction } = wholeAndFraction(periods);
  const periodicRate = solvePeriodicRate(input.amountFinanced, amounts, whole, fraction);
  const perYear = unitPeriodsPerYear(unitPeriod);
  return { apr: periodicRate * perYear * 100, periodicRate, unitPeriod, unitPeriodsPerYear: perYear, periods };
}

/**
 * The APR of a weekly or bi-weekly schedule from what it already holds: its start and due dates as day
 * numbers and its payments in cents (validated when the schedule was built), with the loan's own daily
 * interest rate as a first guess (its periodic rate is that times the days of a unit-period). The same figure as annualPercentageRate for those dates, without
 * reading them again; undefined when the payments are not evidently weekly or bi-weekly (ask
 * annualPercentageRate then).
 */
export function weeklyAnnualPercentageRate(
  amountFinanced: number,
  startDay: number,
  dayNumbers: readonly number[],
  amounts: readonly number[],
  dailyRateGuess: number,
): number | undefined {
  const unitPeriod = evidentWeeklyUnitPeriod(startDay, dayNumbers);
  if (unitPeriod === undefined) return undefined;
  const per = 7 * (unitPeriod.count ?? 1);
  const whole = new Array<number>(dayNumbers.length);
  const fraction = new Array<number>(dayNumbers.length);
  // As periodCountsByDays counts them.
  for (let index = 0; index < dayNumbers.length; index += 1) {
    const days = dayNumbers[index]! - startDay;
    const t = Math.floor(days / per);
    whole[index] = t;
    fraction[index] = (days - t * per) / per;
  }
  const perYear = unitPeriodsPerYear(unitPeriod);
  return solvePeriodicRate(amountFinanced, amounts, whole, fraction, dailyRateGuess * per) * perYear * 100;
}

/** The APR in percent, not rounded (Appendix J actuarial method). */
export function annualPercentageRate(input: AprInput): number {
  return computeAnnualPercentageRate(input).apr;
}
