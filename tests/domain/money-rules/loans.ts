// The loans the money-rule properties draw (issue 17: a property test per money rule): amounts, rates, start dates
// and payday due dates as this product makes them, a little beyond its limits on every side.
import fc from 'fast-check';
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';

/** $1.00 to $10,000.00 in cents: both programs' amounts ($100 to $5,000) with room either side. */
export const principals = fc.integer({ min: 100, max: 1_000_000 });

/**
 * $50.00 to $10,000.00: a loan of level installments. Below, a payment of a few cents cannot be level ($1.00 in 18
 * weekly payments is sixteen of 6 cents, one of 4 and one of 0).
 */
export const loanPrincipals = fc.integer({ min: 5_000, max: 1_000_000 });

/** 0% to 700% a year in basis points: the programs charge 34% to 159%. */
export const annualRates = fc.integer({ min: 0, max: 70_000 });

/** A start (disbursement) date from 2024 to 2031, leap days included. */
export const startDates = fc.integer({ min: 0, max: 8 * 365 }).map((offset) => addDays('2024-01-01', offset));

export type DueDatesPlan = { firstGap: number; period: 7 | 14; count: number; shifts: number[] };

/**
 * Weekly or bi-weekly paydays: the first 7 to 30 days after the start, every later one a period on, some moved a
 * day either way as a holiday rule moves them (never out of order: a period is at least 7 days).
 */
export const dueDatePlans: fc.Arbitrary<DueDatesPlan> = fc.record({
  firstGap: fc.integer({ min: 7, max: 30 }),
  period: fc.constantFrom(7 as const, 14 as const),
  count: fc.integer({ min: 1, max: 26 }),
  shifts: fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 26, maxLength: 26 }),
});

export function dueDatesFrom(start: IsoDate, plan: DueDatesPlan): IsoDate[] {
  return Array.from({ length: plan.count }, (_, index) => addDays(start, plan.firstGap + plan.period * index + (index > 0 ? plan.shifts[index]! : 0)));
}

/** The same without holiday moves: the regular series Appendix J's unit-period is plainly the period of. */
export function regularDueDatesFrom(start: IsoDate, plan: DueDatesPlan): IsoDate[] {
  return Array.from({ length: plan.count }, (_, index) => addDays(start, plan.firstGap + plan.period * index));
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
