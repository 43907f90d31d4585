// The late charge the signed agreement prints (decision 0730): its figures are the program's `lateCharge`
// (server/disbursement/pricing.ts), the one source the agreement's "Late charge" section is written from too.
// An installment still unpaid at the end of its grace days (calendar days after the due date, New York) is
// charged once, on the next day: the lesser of the flat amount and the share of the installment (rounded half
// up to the cent), or the flat amount. Pure: the job in late-charge-job.ts writes what this answers.
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';
import { mulDivRoundHalfUp } from '#src/domain/lending/interest.ts';
import { pricingOf, type LateCharge } from '../disbursement/pricing.ts';
import type { Ledger } from './ledger.ts';
import { isCancelled, isOpen, replay, type Replay } from './replay.ts';

export const lateChargeTermsOf = (portfolioId: number): LateCharge => pricingOf(portfolioId).lateCharge;

/** What is charged on a late installment of this amount. */
export function lateChargeCents(terms: LateCharge, installmentCents: number): number {
  if (terms.percentOfPaymentBps === null) return terms.flatCents;
  return Math.min(terms.flatCents, mulDivRoundHalfUp(installmentCents, terms.percentOfPaymentBps, 10_000));
}

/** The day an installment due on `dueDate` is charged if still unpaid: the day after its grace days. */
export const lateChargeDateOf = (terms: LateCharge, dueDate: IsoDate): IsoDate => addDays(dueDate, terms.graceDays + 1);

export type DueLateCharge = { installmentNumber: number; dueDate: IsoDate; chargedOn: IsoDate; amountCents: number };

/**
 * The charges due by `today` and not yet written: each installment that was still open at the end of its grace
 * days, as the ledger stood then (a payment dated within the grace days, settled or still pending, is on time; one
 * returned since is not). Installments already charged are left out, so a second run answers nothing.
 */
export function lateChargesDue(ledger: Pick<Ledger, 'terms' | 'disclosed' | 'events'>, state: Replay, terms: LateCharge, today: IsoDate) {
  const charged = new Set(state.lateCharges.map((one) => one.installmentNumber));
  const asOf = new Map<IsoDate, Replay>();
  const due: DueLateCharge[] = [];
  for (const installment of state.installments) {
    if (isCancelled(installment) || charged.has(installment.number)) continue;
    const chargedOn = lateChargeDateOf(terms, installment.dueDate);
    if (chargedOn > today) continue;
    const lastGraceDay = addDays(chargedOn, -1);
    const then = asOf.get(lastGraceDay) ?? replay(ledger.terms, ledger.disclosed, ledger.events, lastGraceDay);
    asOf.set(lastGraceDay, then);
    const late = then.installments.find((one) => one.number === installment.number);
    if (!late || !isOpen(late) || late.dueDate !== installment.dueDate) continue;
    due.push({ installmentNumber: late.number, dueDate: late.dueDate, chargedOn, amountCents: lateChargeCents(terms, late.paymentCents - late.paidFeeCents) });
  }
  return due;
}

/**
 * When the job should look again: the charge day of the first open installment not charged yet, after
 * `judgedOn` when given (the job looked that day). Null: nothing can be late.
 */
export function nextLateChargeDate(state: Replay, terms: LateCharge, judgedOn?: IsoDate): IsoDate | null {
  const charged = new Set(state.lateCharges.map((one) => one.installmentNumber));
  for (const one of state.installments) {
    if (!isOpen(one) || charged.has(one.number)) continue;
    const on = lateChargeDateOf(terms, one.dueDate);
    if (judgedOn === undefined || on > judgedOn) return on;
  }
  return null;
}
