// Simple interest accrued daily on the outstanding principal, in integer cents.
import { daysBetween, type IsoDate } from '../iso-date.ts';

/** Each day accrues 1/365 of the annual rate, leap years included. */
export const DAYS_IN_INTEREST_YEAR = 365;
const BASIS_POINTS = 10_000;

/** Rates are integer basis points: 19900 is 199.00% a year. */
export type AnnualRateBps = number;

/** a * b / c rounded half up, exactly, for non-negative integers; an answer beyond exact integers is refused. */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    const quotient = Math.floor(product / c);
    return 2 * (product - quotient * c) >= c ? quotient + 1 : quotient;
  }
  const big = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const quotient = big / divisor;
  const rounded = 2n * (big % divisor) >= divisor ? quotient + 1n : quotient;
  // Past 2^53 a number no longer holds every integer: the cents would come back changed (issue 17's property test).
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${a} x ${b} / ${c} is beyond exact integer cents`);
  return Number(rounded);
}

export function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be non-negative integer cents, got ${value}`);
}

export function assertRate(annualRateBps: AnnualRateBps): void {
  if (!Number.isSafeInteger(annualRateBps) || annualRateBps < 0)
    throw new RangeError(`The annual rate must be non-negative integer basis points, got ${annualRateBps}`);
}

/** Interest in cents on a balance for a number of days, rounded half up to the cent. */
export function interestForDays(balance: number, annualRateBps: AnnualRateBps, days: number): number {
  if (days <= 0 || balance === 0) return 0;
  return mulDivRoundHalfUp(balance, annualRateBps * days, BASIS_POINTS * DAYS_IN_INTEREST_YEAR);
}

/** Interest in cents accrued on a balance from one date (exclusive) to another (inclusive). */
export function accruedInterest(balance: number, annualRateBps: AnnualRateBps, from: IsoDate, to: IsoDate): number {
  return interestForDays(balance, annualRateBps, daysBetween(from, to));
}

/** The daily rate as a fraction, for the level-payment estimate (never for money itself). */
export function dailyRate(annualRateBps: AnnualRateBps): number {
  return annualRateBps / BASIS_POINTS / DAYS_IN_INTEREST_YEAR;
}
