// The repayment schedule: level installments on the due dates, simple interest accrued daily on the
// outstanding principal, each installment rounded to the cent and the last one absorbing the rounding.
import { toDayNumber, type IsoDate } from '../iso-date.ts';
import { assertCents, assertRate, dailyRate, interestForDays, type AnnualRateBps } from './interest.ts';

export type ScheduleInput = {
  /** Integer cents owed at the start. */
  principal: number;
  /** The date interest starts: the disbursement date, or the date a schedule is rebuilt from. */
  startDate: IsoDate;
  annualRateBps: AnnualRateBps;
  /** Installment due dates, ascending, after the start date. */
  dueDates: readonly IsoDate[];
  /** Interest already earned and unpaid at the start, due with the first installment (no interest on it). */
  carriedInterest?: number;
};

export type Installment = {
  number: number;
  dueDate: IsoDate;
  /** Days of interest since the previous due date (or the start). */
  days: number;
  /** What the borrower pays, in cents. */
  payment: number;
  interest: number;
  principal: number;
  /** Principal still owed after this installment. */
  balance: number;
};

export type Schedule = {
  startDate: IsoDate;
  principal: number;
  annualRateBps: AnnualRateBps;
  /** The level installment; the last one may differ by the rounding it absorbs. */
  levelPayment: number;
  installments: Installment[];
  totalOfPayments: number;
  totalInterest: number;
};

function validate(input: ScheduleInput): void {
  assertCents(input.principal, 'The principal');
  assertCents(input.carriedInterest ?? 0, 'Carried interest');
  assertRate(input.annualRateBps);
  if (input.dueDates.length === 0) throw new RangeError('A schedule needs at least one due date');
  let previous = input.startDate;
  for (const dueDate of input.dueDates) {
    if (dueDate <= previous) throw new RangeError(`Due dates must be ascending and after the start date: ${dueDate}`);
    previous = dueDate;
  }
}

/**
 * The level payment that brings the balance to zero on the last due date, before rounding: with
 * B(k) = B(k-1)(1 + r·d(k)) - P, P = B / sum over k of 1 / prod over j <= k of (1 + r·d(j)).
 */
function levelPaymentEstimate(principal: number, carriedInterest: number, rate: number, periodDays: readonly number[]): number {
  let growth = 1;
  let discountSum = 0;
  for (const days of periodDays) {
    growth *= 1 + rate * days;
    discountSum += 1 / growth;
  }
  // Carried interest is paid with the first installment and earns nothing: worth its amount at the first date.
  const presentOwed = principal + carriedInterest / (1 + rate * (periodDays[0] ?? 0));
  return Math.round(presentOwed / discountSum);
}

type Rows = { installments: Installment[]; totalOfPayments: number; totalInterest: number };

/** The installments for a level payment, interest rounded to the cent each period, the last clearing the rest. */
function installmentsFor(input: ScheduleInput, periodDays: readonly number[], levelPayment: number): Rows {
  const installments: Installment[] = [];
  let balance = input.principal;
  let unpaidInterest = input.carriedInterest ?? 0;
  let totalOfPayments = 0;
  let totalInterest = 0;
  const last = input.dueDates.length - 1;
  for (let index = 0; index <= last; index += 1) {
    const days = periodDays[index]!;
    const interestDue = unpaidInterest + interestForDays(balance, input.annualRateBps, days);
    // The last installment clears what is left; before it, a payment never repays more than is owed.
    const payment = index === last ? balance + interestDue : Math.min(levelPayment, balance + interestDue);
    const interestPaid = Math.min(payment, interestDue);
    const principalPaid = payment - interestPaid;
    unpaidInterest = interestDue - interestPaid;
    balance -= principalPaid;
    totalOfPayments += payment;
    totalInterest += interestPaid;
    installments.push({ number: index + 1, dueDate: input.dueDates[index]!, days, payment, interest: interestPaid, principal: principalPaid, balance });
  }
  return { installments, totalOfPayments, totalInterest };
}

/** The last installment a level payment leaves: the schedule's arithmetic without building its rows. */
function lastPaymentFor(input: ScheduleInput, periodDays: readonly number[], levelPayment: number): number {
  let balance = input.principal;
  let unpaidInterest = input.carriedInterest ?? 0;
  const last = periodDays.length - 1;
  for (let index = 0; index < last; index += 1) {
    const interestDue = unpaidInterest + interestForDays(balance, input.annualRateBps, periodDays[index]!);
    const payment = Math.min(levelPayment, balance + interestDue);
    const interestPaid = Math.min(payment, interestDue);
    unpaidInterest = interestDue - interestPaid;
    balance -= payment - interestPaid;
  }
  return balance + unpaidInterest + interestForDays(balance, input.annualRateBps, periodDays[last]!);
}

/** A bound on the search for the level payment; a good estimate needs two or three tries. */
const MAX_TRIES = 64;

/**
 * The whole-cent level payment whose last installment comes closest to it. How far the last
 * installment ends above the level one (the gap) falls as the level payment rises: at 0 the last
 * installment owes everything, at `highest` the first one pays everything. A secant search from the
 * estimate, kept inside that bracket (bisecting when the secant leaves it), finds the crossing.
 */
function settleLevelPayment(estimate: number, highest: number, gapFor: (levelPayment: number) => number): number {
  let low = 0; // the gap is positive here
  let high = highest; // and negative here
  // The gaps found at low and high once they are tried levels: the neighbour check below needs no replay.
  let lowGap: number | undefined;
  let highGap: number | undefined;
  let level = Math.min(Math.max(estimate, low), high);
  let gap = gapFor(level);
  let best = { level, gap };
  let previous: { level: number; gap: number } | undefined;
  for (let tries = 0; tries < MAX_TRIES && gap !== 0; tries += 1) {
    if (gap > 0) {
      low = level;
      lowGap = gap;
    } else {
      high = level;
      highGap = gap;
    }
    if (high - low <= 1) break;
    let next =
      previous !== undefined && previous.gap !== gap ? level + Math.round((gap * (level - previous.level)) / (gap - previous.gap)) : level + Math.sign(gap);
    if (!(next > low && next < high)) next = Math.floor((low + high) / 2);
    previous = { level, gap };
    level = next;
    gap = gapFor(level);
    if (Math.abs(gap) < Math.abs(best.gap)) best = { level, gap };
  }
  if (best.gap === 0) return best.level;
  // The neighbour across the crossing may not have been tried: it may leave a smaller gap.
  const neighbour = best.gap > 0 ? best.level + 1 : best.level - 1;
  if (neighbour < 0) return best.level;
  const neighbourGap = neighbour === low && lowGap !== undefined ? lowGap : neighbour === high && highGap !== undefined ? highGap : gapFor(neighbour);
  return Math.abs(neighbourGap) < Math.abs(best.gap) ? neighbour : best.level;
}

/** A first installment this large pays the whole loan. */
function highestLevelPayment(input: ScheduleInput, firstPeriodDays: number): number {
  return input.principal + (input.carriedInterest ?? 0) + interestForDays(input.principal, input.annualRateBps, firstPeriodDays);
}

/** The schedule of level installments on the given due dates; the last absorbs the rounding. */
export function buildSchedule(input: ScheduleInput): Schedule {
  validate(input);
  const periodDays: number[] = [];
  let previous = toDayNumber(input.startDate);
  for (const dueDate of input.dueDates) {
    const day = toDayNumber(dueDate);
    periodDays.push(day - previous);
    previous = day;
  }
  const estimate = levelPaymentEstimate(input.principal, input.carriedInterest ?? 0, dailyRate(input.annualRateBps), periodDays);
  // Rounding each period's interest (and a first period earning more than one installment) moves the
  // last installment away from the estimate's level: settle on the best whole-cent level payment.
  const levelPayment =
    input.dueDates.length === 1
      ? estimate
      : settleLevelPayment(estimate, highestLevelPayment(input, periodDays[0]!), (level) => lastPaymentFor(input, periodDays, level) - level);
  const rows = installmentsFor(input, periodDays, levelPayment);
  return { startDate: input.startDate, principal: input.principal, annualRateBps: input.annualRateBps, levelPayment, ...rows };
}
