// The loan's state as a replay (decision 0730): the opening balance on the disbursement date, then every payment
// that was not returned and every schedule change, in date order (ties by the ledger's sequence), through the
// domain library. A returned payment is left out of the next replay: nothing else has to be undone. Pure.
//
// The schedule: the disclosed installments; each payment toward what is due fills the earliest open ones (past
// due first), its interest before its principal; the open ones are projected from the balance keeping their
// amounts, the last absorbing the rest, so an extra payment to principal shortens the schedule (the installments
// no longer needed are cancelled) and paying each installment on its due date reproduces the disclosed schedule.
// Pay off in N closes the open installments and adds the new ones rescheduleFrom gives.
//
// A late charge (the agreement's, late-charge.ts) is a fee owed from its date: the next payments pay it first
// (allocation.ts) and still count in full toward their installments, so no installment is ever late only because
// an earlier charge took part of its payment; what the charge took from principal falls to the last installment.
import { INSTALLMENT_FLAG } from '#src/domain/codes/payment.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { accrueTo, openingBalance, payoffAmount, rescheduleFrom, applyPayment, type LoanBalance } from '#src/domain/lending/payoff.ts';
import { allocate, type Allocation } from './allocation.ts';

export type LedgerTerms = { principalCents: number; disbursementDate: IsoDate; annualRateBps: number };

export type DisclosedInstallment = { number: number; dueDate: IsoDate; paymentCents: number };

/** What a payment does to the loan: toward what is due ('installment'), the payoff, or extra principal ('fixed'). */
export type PaymentPurpose = 'installment' | 'payOff' | 'fixed';

export type PaymentEvent = {
  kind: 'payment';
  id: string;
  seq: number;
  date: IsoDate;
  /** What reaches the loan (a card fee excluded). */
  amountCents: number;
  purpose: PaymentPurpose;
  /** Still being collected (ACH not settled). */
  pending: boolean;
};

export type ChangeEvent = { kind: 'change'; id: string; seq: number; date: IsoDate; dueDates: readonly IsoDate[] };

/** What is left on its date is forgiven (a coupon's settlement, decision 0750): the loan owes nothing after it. */
export type ForgiveEvent = { kind: 'forgive'; id: string; seq: number; date: IsoDate };

/** A late charge on an installment still unpaid after the grace days (decision 0730): a fee owed from its date. */
export type LateChargeEvent = { kind: 'lateCharge'; id: string; seq: number; date: IsoDate; installmentNumber: number; amountCents: number };

export type LedgerEvent = PaymentEvent | ChangeEvent | ForgiveEvent | LateChargeEvent;

/** A late charge as the replay sees it: what is paid of it so far (payments pay the oldest first). */
export type LateChargeState = { id: string; installmentNumber: number; date: IsoDate; amountCents: number; paidCents: number; waivedCents: number };

export type Forgiven = { principalCents: number; interestCents: number };

export type PlanInstallment = {
  number: number;
  dueDate: IsoDate;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  feeCents: number;
  paidCents: number;
  /** Of paidCents, what pending payments gave. */
  pendingCents: number;
  /** Of paidCents, what went to late charges (fees are paid first; the payment still counts toward the installment). */
  paidFeeCents: number;
  flags: number;
  scheduledDueDate: IsoDate | null;
  scheduledPaymentCents: number | null;
  paidPrincipalCents: number;
  paidInterestCents: number;
};

export type Replay = {
  /** After every event, accrued through the last one's date (or the disbursement date). */
  balance: LoanBalance;
  installments: PlanInstallment[];
  /** Each payment's split, by id. */
  allocations: Map<string, Allocation>;
  /** What each forgiveness forgave, by id. */
  forgiven: Map<string, Forgiven>;
  /** Nothing is owed: the principal and the interest are paid. */
  paidOff: boolean;
  /** Late charges not paid yet (decision 0730); no returned-payment fee is charged. */
  feesOwedCents: number;
  lateCharges: LateChargeState[];
};

export const isCancelled = (installment: Pick<PlanInstallment, 'flags'>) => (installment.flags & INSTALLMENT_FLAG.cancel) !== 0;
export const isOpen = (installment: PlanInstallment) => !isCancelled(installment) && installment.paidCents < installment.paymentCents;

const byDateThenSeq = (a: LedgerEvent, b: LedgerEvent) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq);

/** The payment's money on the earliest open installments, interest first. */
function credit(plan: PlanInstallment[], allocation: Allocation, pending: boolean): void {
  let left = allocation.feeCents + allocation.interestCents + allocation.principalCents;
  let fee = allocation.feeCents;
  let interest = allocation.interestCents;
  for (const installment of plan) {
    if (left === 0) break;
    if (!isOpen(installment)) continue;
    const take = Math.min(left, installment.paymentCents - installment.paidCents);
    const feePart = Math.min(take, fee);
    const interestPart = Math.min(take - feePart, interest);
    fee -= feePart;
    interest -= interestPart;
    installment.paidCents += take;
    installment.paidFeeCents += feePart;
    installment.paidInterestCents += interestPart;
    installment.paidPrincipalCents += take - feePart - interestPart;
    if (pending) installment.pendingCents += take;
    left -= take;
  }
}

/** An installment closed at what was paid toward it. */
function closeAtPaid(installment: PlanInstallment): void {
  installment.paymentCents = installment.paidCents;
  installment.principalCents = installment.paidPrincipalCents;
  installment.interestCents = installment.paidInterestCents;
  installment.feeCents = installment.paidFeeCents;
}

/** The open installments projected from the balance: each keeps its amount, the last absorbs the rest, the unneeded are cancelled. */
export function project(plan: PlanInstallment[], balance: LoanBalance): void {
  const open = plan.filter(isOpen);
  let current = balance;
  open.forEach((installment, index) => {
    if (current.principal === 0 && current.unpaidInterest === 0) {
      if (installment.paidCents > 0) closeAtPaid(installment);
      else installment.flags |= INSTALLMENT_FLAG.cancel;
      return;
    }
    const date = installment.dueDate > current.accruedThrough ? installment.dueDate : current.accruedThrough;
    const owed = payoffAmount(current, date);
    const remaining = installment.paymentCents - installment.paidCents;
    const amount = index === open.length - 1 || owed <= remaining ? owed : remaining;
    const applied = applyPayment(current, { date, amount });
    installment.paymentCents = installment.paidCents + amount;
    installment.principalCents = installment.paidPrincipalCents + applied.principalPaid;
    installment.interestCents = installment.paidInterestCents + applied.interestPaid;
    installment.feeCents = installment.paidFeeCents;
    current = applied.balance;
  });
  for (const installment of plan) {
    if (!isOpen(installment) && !isCancelled(installment)) {
      installment.principalCents = installment.paidPrincipalCents;
      installment.interestCents = installment.paidInterestCents;
      installment.feeCents = installment.paidFeeCents;
    }
  }
}

/** The loan after its events; `through` leaves out events after that date (a quote for a day). */
export function replay(terms: LedgerTerms, disclosed: readonly DisclosedInstallment[], events: readonly LedgerEvent[], through?: IsoDate): Replay {
  let balance = openingBalance(terms.principalCents, terms.disbursementDate, terms.annualRateBps);
  const plan: PlanInstallment[] = [...disclosed]
    .sort((a, b) => a.number - b.number)
    .map((row) => ({
      number: row.number,
      dueDate: row.dueDate,
      paymentCents: row.paymentCents,
      principalCents: 0,
      interestCents: 0,
      feeCents: 0,
      paidCents: 0,
      pendingCents: 0,
      paidFeeCents: 0,
      flags: 0,
      scheduledDueDate: row.dueDate,
      scheduledPaymentCents: row.paymentCents,
      paidPrincipalCents: 0,
      paidInterestCents: 0,
    }));
  project(plan, balance);
  const allocations = new Map<string, Allocation>();
  const forgiven = new Map<string, Forgiven>();
  const lateCharges: LateChargeState[] = [];
  const unpaid = (one: LateChargeState) => one.amountCents - one.paidCents - one.waivedCents;
  const feesOwed = () => lateCharges.reduce((sum, one) => sum + unpaid(one), 0);
  const ordered = events.filter((event) => through === undefined || event.date <= through).sort(byDateThenSeq);
  for (const event of ordered) {
    const date = event.date > balance.accruedThrough ? event.date : balance.accruedThrough;
    if (event.kind === 'lateCharge') {
      lateCharges.push({
        id: event.id,
        installmentNumber: event.installmentNumber,
        date: event.date,
        amountCents: event.amountCents,
        paidCents: 0,
        waivedCents: 0,
      });
      continue;
    }
    if (event.kind === 'payment') {
      const allocation = allocate(balance, feesOwed(), { date, amountCents: event.amountCents });
      let fee = allocation.feeCents;
      for (const charge of lateCharges) {
        const part = Math.min(fee, unpaid(charge));
        charge.paidCents += part;
        fee -= part;
      }
      allocations.set(event.id, allocation);
      balance = allocation.balance;
      if (event.purpose !== 'fixed') credit(plan, allocation, event.pending);
    } else if (event.kind === 'forgive') {
      balance = accrueTo(balance, date);
      forgiven.set(event.id, { principalCents: balance.principal, interestCents: balance.unpaidInterest });
      balance = { ...balance, principal: 0, unpaidInterest: 0 };
      for (const charge of lateCharges) charge.waivedCents += unpaid(charge);
      // The installments still open close at what was paid: nothing more is due on them.
      for (const installment of plan.filter(isOpen)) {
        if (installment.paidCents > 0) closeAtPaid(installment);
        else installment.flags |= INSTALLMENT_FLAG.cancel;
      }
    } else {
      balance = accrueTo(balance, date);
      for (const installment of plan.filter(isOpen)) {
        if (installment.paidCents > 0) closeAtPaid(installment);
        else installment.flags |= INSTALLMENT_FLAG.cancel;
      }
      const schedule = rescheduleFrom(balance, event.dueDates);
      let number = Math.max(0, ...plan.map((row) => row.number));
      for (const row of schedule.installments) {
        number += 1;
        plan.push({
          number,
          dueDate: row.dueDate,
          paymentCents: row.payment,
          principalCents: row.principal,
          interestCents: row.interest,
          feeCents: 0,
          paidCents: 0,
          pendingCents: 0,
          paidFeeCents: 0,
          flags: INSTALLMENT_FLAG.new,
          scheduledDueDate: null,
          scheduledPaymentCents: null,
          paidPrincipalCents: 0,
          paidInterestCents: 0,
        });
      }
    }
    project(plan, balance);
  }
  const feesOwedCents = feesOwed();
  return {
    balance,
    installments: plan,
    allocations,
    forgiven,
    paidOff: balance.principal === 0 && balance.unpaidInterest === 0 && feesOwedCents === 0,
    feesOwedCents,
    lateCharges,
  };
}

/** What paying everything off on a date takes: the payoff amount accrued to it and the fees owed. */
export function payoffOn(terms: LedgerTerms, disclosed: readonly DisclosedInstallment[], events: readonly LedgerEvent[], date: IsoDate) {
  const state = replay(terms, disclosed, events, date);
  const on = date > state.balance.accruedThrough ? date : state.balance.accruedThrough;
  const accrued = accrueTo(state.balance, on);
  return { state, accrued, payoffCents: payoffAmount(state.balance, on) + state.feesOwedCents };
}
