// Money rule: the APR disclosed before signing is the Appendix J actuarial rate (Regulation Z, 12 CFR 1026 Appendix J
// (b)(8)) on the amount financed, rounded to two decimals (decision 0100, src/domain/lending/apr.ts and
// disclosure.ts); 1026.22(a)(2) holds a regular transaction's APR accurate within 1/8 of a percentage point. The
// Appendix's worked examples are tests/domain/lending/apr.test.ts; here every loan the product can make is measured
// against the Appendix's equation solved on its own: weekly and bi-weekly payments count time in days (b)(5)(iv),
// the unit-period is the payment period (b)(4), a single payment's is its term (b)(5)(iii).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysBetween } from '#src/domain/iso-date.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { annualRates, dueDatePlans, loanPrincipals, regularDueDatesFrom, startDates } from './loans.ts';

/** The whole calendar months from one date to another on the same day of the month, else undefined. */
function wholeMonthsBetween(from: string, to: string): number | undefined {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  return fromDay === toDay ? (toYear - fromYear) * 12 + (toMonth - fromMonth) : undefined;
}

/** Appendix J's general equation, amount financed = sum of P / ((1 + f i)(1 + i)^t), solved for i by bisection. */
function appendixJApr(amountFinanced: number, start: string, payments: ReadonlyArray<{ dueDate: string; amount: number }>, periodDays: number): number {
  const days = payments.map((payment) => daysBetween(start, payment.dueDate));
  // A single payment's unit-period is its term: a term of whole calendar months counts 12 a year by the month,
  // any other 365 a year by the day ((b)(5)(iii)); otherwise the payment period.
  const unit = payments.length === 1 ? days[0]! : periodDays;
  const months = payments.length === 1 ? wholeMonthsBetween(start, payments[0]!.dueDate) : undefined;
  const perYear = payments.length === 1 ? (months ? 12 / months : 365 / unit) : 364 / unit;
  const presentValue = (rate: number) =>
    payments.reduce((total, payment, index) => {
      const t = Math.floor(days[index]! / unit);
      const f = (days[index]! - t * unit) / unit;
      return total + payment.amount / ((1 + f * rate) * (1 + rate) ** t);
    }, 0);
  let low = 0;
  let high = 1;
  while (presentValue(high) > amountFinanced) high *= 2;
  if (presentValue(0) <= amountFinanced) return 0;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amountFinanced) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * perYear * 100;
}

describe('the disclosed APR (money rule)', () => {
  it("is Appendix J's rate on the amount financed to its two decimals, well inside 1/8 of a point", () => {
    fc.assert(
      fc.property(loanPrincipals, annualRates, startDates, dueDatePlans, fc.nat(10_000), (principal, rate, start, plan, fee) => {
        // Two payments a first period apart and another period apart: (b)(4) takes their average to the nearest
        // standard interval, no longer plainly the payment period (15 and 7 days are two weeks).
        fc.pre(plan.count !== 2 || plan.firstGap === plan.period);
        const schedule = buildSchedule({ principal, startDate: start, annualRateBps: rate, dueDates: regularDueDatesFrom(start, plan) });
        const prepaidFinanceCharge = Math.min(fee, Math.floor(principal / 10));
        const disclosure = truthInLendingDisclosure(schedule, { prepaidFinanceCharge });
        const expected = appendixJApr(
          disclosure.amountFinanced,
          start,
          schedule.installments.map((row) => ({ dueDate: row.dueDate, amount: row.payment })),
          plan.period,
        );
        // Rounded to hundredths: at most half of one away (and a hair for the two solvers' last bits).
        expect(Math.abs(disclosure.apr - expected)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Math.abs(disclosure.apr - expected)).toBeLessThan(0.125);
      }),
      // A single payment one calendar month on ($50.00, a 2-cent fee): 0.48% by the month, where 365/30 a year gave 0.49.
      { examples: [[5000, 0, '2029-04-01', { firstGap: 30, period: 7, count: 1, shifts: Array<number>(26).fill(0) }, 2]] },
    );
  });

  it('measures a finance charge of the interest and the fee kept, and is 0.00% when there is none', () => {
    fc.assert(
      fc.property(loanPrincipals, annualRates, startDates, dueDatePlans, fc.nat(10_000), (principal, rate, start, plan, fee) => {
        const schedule = buildSchedule({ principal, startDate: start, annualRateBps: rate, dueDates: regularDueDatesFrom(start, plan) });
        const prepaidFinanceCharge = Math.min(fee, Math.floor(principal / 10));
        const disclosure = truthInLendingDisclosure(schedule, { prepaidFinanceCharge });
        if (disclosure.financeCharge === 0) expect(disclosure.apr).toBe(0);
        expect(disclosure.financeCharge).toBe(schedule.totalInterest + prepaidFinanceCharge);
      }),
    );
  });
});
