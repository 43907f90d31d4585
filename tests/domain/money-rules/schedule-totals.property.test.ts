// Money rule: the schedule's installments add up to its total of payments, which is the principal plus the
// interest; level installments, the last absorbing the rounding; the disclosure shows the same payments and
// total (decision 0100, src/domain/lending/schedule.ts and disclosure.ts). With interest carried into a rebuilt
// schedule (rescheduleFrom after a late or short payment) too. What a borrower would notice: payments that do not
// add up to the total they were shown, a principal repaid more or less than once, a schedule that paid on time
// still leaves something owing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { applyPayment, rescheduleFrom } from '#src/domain/lending/payoff.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { annualRates, dueDatePlans, dueDatesFrom, loanPrincipals as principals, startDates, sum } from './loans.ts';

const carried = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 }));

describe('the schedule adds up (money rule)', () => {
  it('sums its installments to the total of payments, the principal once and the interest with what was carried', () => {
    fc.assert(
      fc.property(principals, annualRates, startDates, dueDatePlans, carried, (principal, rate, start, plan, carriedInterest) => {
        const schedule = buildSchedule({ principal, startDate: start, annualRateBps: rate, dueDates: dueDatesFrom(start, plan), carriedInterest });
        const rows = schedule.installments;
        expect(rows).toHaveLength(plan.count);
        expect(sum(rows.map((row) => row.payment))).toBe(schedule.totalOfPayments);
        expect(sum(rows.map((row) => row.principal))).toBe(principal);
        expect(sum(rows.map((row) => row.interest))).toBe(schedule.totalInterest);
        expect(schedule.totalOfPayments).toBe(principal + schedule.totalInterest);
        expect(schedule.totalInterest).toBeGreaterThanOrEqual(carriedInterest);
        expect(rows.at(-1)!.balance).toBe(0);
        for (const row of rows) {
          expect(Number.isSafeInteger(row.payment) && row.payment >= 0).toBe(true);
          expect(row.payment).toBe(row.interest + row.principal);
        }
        // Level payments: every installment but the last is the same.
        expect(new Set(rows.slice(0, -1).map((row) => row.payment)).size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('discloses the same payments, in groups that add up to the same total', () => {
    fc.assert(
      fc.property(principals, annualRates, startDates, dueDatePlans, fc.nat(5_000), (principal, rate, start, plan, fee) => {
        const schedule = buildSchedule({ principal, startDate: start, annualRateBps: rate, dueDates: dueDatesFrom(start, plan) });
        const disclosure = truthInLendingDisclosure(schedule, { prepaidFinanceCharge: Math.min(fee, principal - 1) });
        expect(disclosure.payments.map((payment) => payment.amount)).toEqual(schedule.installments.map((row) => row.payment));
        expect(sum(disclosure.payments.map((payment) => payment.amount))).toBe(disclosure.totalOfPayments);
        expect(sum(disclosure.paymentGroups.map((group) => group.count * group.amount))).toBe(disclosure.totalOfPayments);
        expect(sum(disclosure.paymentGroups.map((group) => group.count))).toBe(plan.count);
        expect(disclosure.financeCharge + disclosure.amountFinanced).toBe(disclosure.totalOfPayments);
      }),
    );
  });

  it('paid on its due dates, a rebuilt schedule with carried interest leaves nothing owing and nothing over', () => {
    fc.assert(
      fc.property(principals, annualRates, startDates, dueDatePlans, carried, (principal, rate, start, plan, unpaidInterest) => {
        const balance = { principal, unpaidInterest, accruedThrough: start, annualRateBps: rate };
        const schedule = rescheduleFrom(balance, dueDatesFrom(start, plan));
        let current = balance;
        for (const row of schedule.installments) {
          const paid = applyPayment(current, { date: row.dueDate, amount: row.payment });
          expect([paid.interestPaid, paid.principalPaid, paid.overpayment]).toEqual([row.interest, row.principal, 0]);
          current = paid.balance;
        }
        expect([current.principal, current.unpaidInterest]).toEqual([0, 0]);
      }),
    );
  });
});
