// Money rules of a loan being repaid (decision 0730, server/repayment/replay.ts, the ledger's pure replay): paying
// each installment on its due date reproduces the disclosed schedule; an extra payment to principal (pay a fixed
// amount) shortens the schedule, the installments ahead keeping their amounts and the last absorbing the rest; pay
// off in N re-spreads the balance over N new installments. What a borrower would notice: a cent that goes nowhere,
// a schedule that grows after paying extra, installments that paid as shown still leave something owing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { isCancelled, isOpen, payoffOn, replay, type DisclosedInstallment, type LedgerEvent, type LedgerTerms } from '#server/repayment/replay.ts';
import { annualRates, dueDatePlans, dueDatesFrom, loanPrincipals, startDates, sum } from './loans.ts';

type Loan = { terms: LedgerTerms; disclosed: DisclosedInstallment[] };

const loans: fc.Arbitrary<Loan> = fc
  .record({ principal: loanPrincipals, rate: annualRates, start: startDates, plan: dueDatePlans })
  .map(({ principal, rate, start, plan }) => {
    const schedule = buildSchedule({ principal, startDate: start, annualRateBps: rate, dueDates: dueDatesFrom(start, plan) });
    return {
      terms: { principalCents: principal, disbursementDate: start, annualRateBps: rate },
      disclosed: schedule.installments.map((row) => ({ number: row.number, dueDate: row.dueDate, paymentCents: row.payment })),
    };
  });

let seq = 0;
const payment = (date: IsoDate, amountCents: number, purpose: 'installment' | 'payOff' | 'fixed' = 'installment'): LedgerEvent => ({
  kind: 'payment',
  id: `payment-${(seq += 1)}`,
  seq,
  date,
  amountCents,
  purpose,
  pending: false,
});

/** The installments still to pay, each on its due date (one past due, today: never before what happened), for what is left on it. */
function paymentsOfWhatIsLeft(events: readonly LedgerEvent[], loan: Loan): LedgerEvent[] {
  const today = events.reduce((latest, event) => (event.date > latest ? event.date : latest), loan.terms.disbursementDate);
  return replay(loan.terms, loan.disclosed, events)
    .installments.filter(isOpen)
    .map((installment) => payment(installment.dueDate > today ? installment.dueDate : today, installment.paymentCents - installment.paidCents));
}

/** No cent lost or made: every payment's parts add up to it. */
function expectPartsAddUp(events: readonly LedgerEvent[], loan: Loan) {
  const state = replay(loan.terms, loan.disclosed, events);
  for (const event of events) {
    if (event.kind !== 'payment') continue;
    const split = state.allocations.get(event.id)!;
    expect(split.feeCents + split.interestCents + split.principalCents + split.overpaymentCents).toBe(event.amountCents);
  }
  return state;
}

describe('a loan being repaid (money rules)', () => {
  it('paid installment by installment on the due dates, is the disclosed schedule and ends paid off, nothing over', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const events = loan.disclosed.map((row) => payment(row.dueDate, row.paymentCents));
        const state = expectPartsAddUp(events, loan);
        expect(state.paidOff).toBe(true);
        expect(state.installments.map((row) => row.paymentCents)).toEqual(loan.disclosed.map((row) => row.paymentCents));
        expect([...state.allocations.values()].every((split) => split.overpaymentCents === 0)).toBe(true);
      }),
    );
  });

  it('after an extra payment to principal, has no more installments, the same amounts but the last, and paid as shown ends paid off', () => {
    fc.assert(
      fc.property(loans, fc.nat(), fc.integer({ min: 0, max: 13 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (loan, paidCount, daysAfter, share) => {
        const onTime = loan.disclosed.slice(0, paidCount % loan.disclosed.length).map((row) => payment(row.dueDate, row.paymentCents));
        const before = replay(loan.terms, loan.disclosed, onTime);
        const lastPaid = onTime.at(-1)?.date ?? loan.terms.disbursementDate;
        const date = addDays(lastPaid, Math.min(daysAfter, 6));
        const owed = payoffOn(loan.terms, loan.disclosed, onTime, date).payoffCents;
        fc.pre(owed > 1);
        const extra = payment(date, Math.max(1, Math.min(owed - 1, Math.round(owed * share))), 'fixed');
        const after = replay(loan.terms, loan.disclosed, [...onTime, extra]);
        const openBefore = before.installments.filter(isOpen);
        const openAfter = after.installments.filter(isOpen);
        expect(openAfter.length).toBeLessThanOrEqual(openBefore.length);
        // Shortened, not re-levelled: the installments ahead keep their amounts; the last one absorbs the rest.
        openAfter.slice(0, -1).forEach((installment, index) => expect(installment.paymentCents).toBe(openBefore[index]!.paymentCents));
        // The ones no longer needed are cancelled, never left open at nothing.
        expect(after.installments.filter(isCancelled).length).toBe(before.installments.filter(isCancelled).length + openBefore.length - openAfter.length);
        // What the schedule now shows, paid on its dates, pays the loan off: not a cent short or over.
        const rest = paymentsOfWhatIsLeft([...onTime, extra], loan);
        const end = expectPartsAddUp([...onTime, extra, ...rest], loan);
        expect(end.paidOff).toBe(true);
        expect(rest.every((one) => end.allocations.get(one.id)!.overpaymentCents === 0)).toBe(true);
      }),
    );
  });

  it('paid off in N, spreads the balance over N new installments that, paid on their dates, pay it off', () => {
    fc.assert(
      fc.property(loans, fc.nat(), fc.integer({ min: 1, max: 26 }), fc.integer({ min: 7, max: 20 }), (loan, paidCount, count, firstGap) => {
        const onTime = loan.disclosed.slice(0, paidCount % loan.disclosed.length).map((row) => payment(row.dueDate, row.paymentCents));
        const today = onTime.at(-1)?.date ?? loan.terms.disbursementDate;
        const dueDates = Array.from({ length: count }, (_, index) => addDays(today, firstGap + 14 * index));
        const change: LedgerEvent = { kind: 'change', id: 'change', seq: (seq += 1), date: today, dueDates };
        const state = replay(loan.terms, loan.disclosed, [...onTime, change]);
        const open = state.installments.filter(isOpen);
        expect(open.map((installment) => installment.dueDate)).toEqual(dueDates);
        // The new installments repay exactly the principal still owed, with interest.
        expect(sum(open.map((installment) => installment.principalCents))).toBe(state.balance.principal);
        const rest = paymentsOfWhatIsLeft([...onTime, change], loan);
        const end = expectPartsAddUp([...onTime, change, ...rest], loan);
        expect(end.paidOff).toBe(true);
      }),
    );
  });

  it('forgiven on a day, owes nothing, and forgave exactly the payoff of that day', () => {
    fc.assert(
      fc.property(loans, fc.nat(), fc.integer({ min: 0, max: 30 }), (loan, paidCount, daysAfter) => {
        const onTime = loan.disclosed.slice(0, paidCount % loan.disclosed.length).map((row) => payment(row.dueDate, row.paymentCents));
        const date = addDays(onTime.at(-1)?.date ?? loan.terms.disbursementDate, daysAfter);
        const owed = payoffOn(loan.terms, loan.disclosed, onTime, date).payoffCents;
        const state = replay(loan.terms, loan.disclosed, [...onTime, { kind: 'forgive', id: 'forgive', seq: (seq += 1), date }]);
        const forgiven = state.forgiven.get('forgive')!;
        expect(forgiven.principalCents + forgiven.interestCents).toBe(owed);
        expect(state.paidOff).toBe(true);
        expect(state.installments.filter(isOpen)).toEqual([]);
      }),
    );
  });
});
