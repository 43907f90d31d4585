// The next automatic withdrawal and why it is unusual (12 CFR 1041.9(c)): an amount or a date other than the
// installment as originally scheduled, another channel than the loan's repayment mode, or a withdrawal that takes
// again what a returned (or declined) one did not get. Taken by ACH, or from the debit card the borrower authorized
// (107) with the card's fee on top when the schedule does not hold it. And when it may be taken: no sooner than
// the notice before it allows (12 CFR 1041.9(b)(2), (c)(2); decision 0730). Pure, from a replay.
import type { NextWithdrawal } from '#src/api/contract/repayment.ts';
import { nextBusinessDay, previousBusinessDay, shiftToBusinessDay } from '#src/domain/calendar.ts';
import { PAYMENT_MODE, TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import type { LoanPaymentRow } from '../db/schema.ts';
import { isOpen, type Replay } from './replay.ts';

/** A withdrawal is taken on the due date, or the next business day when the due date is not one. */
export const withdrawalDateOf = (dueDate: IsoDate) => shiftToBusinessDay(dueDate, 1);

export type PlannedWithdrawal = NextWithdrawal & {
  installmentNumber: number;
  /** The installment's due date (the withdrawal's date is later when the notice before it moved it). */
  dueDate: IsoDate;
  retry: boolean;
};

/** Where an automatic withdrawal is taken from: the bank account by ACH, or the authorized debit card. */
export type WithdrawalSource = {
  mode: typeof PAYMENT_MODE.ach | typeof PAYMENT_MODE.debitCard;
  /** The account's or the card's last four digits. */
  last4: string;
  /** Added to the installment: the card's fee when the schedule does not already hold it; 0 by ACH. */
  feeCents: number;
};

export function nextWithdrawalOf(
  state: Replay,
  payments: readonly LoanPaymentRow[],
  loan: { repaymentMode: number | null },
  today: IsoDate,
  source: WithdrawalSource,
  /** Not taken before this business day: what a notice allowed (planWithdrawal). */
  notBefore?: IsoDate,
): PlannedWithdrawal | null {
  const open = state.installments.filter(isOpen);
  const returnedNumbers = new Set(
    payments.filter((row) => row.status === TRANSACTION_STATUS.rejected && row.installmentNumber !== null).map((row) => row.installmentNumber),
  );
  // A returned installment is never taken again on its own: it goes with the next one.
  const next = open.find((one) => one.dueDate >= today && !returnedNumbers.has(one.number));
  if (!next) return null;
  const pastDue = open.filter((one) => one.number < next.number && (one.dueDate < today || returnedNumbers.has(one.number)));
  const retry = pastDue.some((one) => returnedNumbers.has(one.number));
  // A returned installment is taken again with the next one; one never tried (autopay was stopped) is the borrower's to pay.
  const taken = [...(retry ? pastDue.filter((one) => returnedNumbers.has(one.number)) : []), next];
  const interestCents = taken.reduce((sum, one) => sum + Math.max(0, one.interestCents - one.paidInterestCents), 0);
  const dueCents = taken.reduce((sum, one) => sum + one.paymentCents - one.paidCents, 0);
  const onDueDate = withdrawalDateOf(next.dueDate);
  const date = notBefore !== undefined && notBefore > onDueDate ? notBefore : onDueDate;
  const unusual: NextWithdrawal['unusual'] = [];
  if (next.scheduledPaymentCents !== null && dueCents !== next.scheduledPaymentCents) unusual.push('amount');
  if (date !== withdrawalDateOf(next.scheduledDueDate ?? next.dueDate)) unusual.push('date');
  if (loan.repaymentMode !== null && loan.repaymentMode !== source.mode) unusual.push('channel');
  if (retry) unusual.push('retry');
  return {
    date,
    amountCents: dueCents + source.feeCents,
    mode: source.mode,
    accountLast4: source.last4,
    // The remaining split; what is not interest is principal, so the three add up to the amount.
    principalCents: dueCents - Math.min(interestCents, dueCents),
    interestCents: Math.min(interestCents, dueCents),
    feeCents: source.feeCents,
    unusual,
    installmentNumber: next.number,
    dueDate: next.dueDate,
    retry,
  };
}

/**
 * The e-mailed notices before an automatic withdrawal (12 CFR 1041.9; e-mail is electronic delivery, the borrower
 * having agreed to it when signing up), in business days before the transfer: the first withdrawal's no later than
 * 3 (1041.9(b)(2)), an unusual one's no earlier than 7 and no later than 3 (1041.9(c)(2); by mail it would be 10 to 6).
 */
export const NOTICE_WINDOWS = {
  'first-withdrawal': { earliest: null, latest: 3 },
  'unusual-withdrawal': { earliest: 7, latest: 3 },
} as const satisfies Record<string, { earliest: number | null; latest: number }>;
export type NoticeKind = keyof typeof NOTICE_WINDOWS;

/** A notice sent or planned (a mail job not cancelled): the withdrawal it announces. */
export type WithdrawalNotice = { id: number; kind: NoticeKind; installmentNumber: number; date: IsoDate; amountCents: number; mode: number };

export type WithdrawalPlan = {
  withdrawal: PlannedWithdrawal;
  /**
   * The notice the withdrawal stands on (sent, or planned and still true); the one to send, on which business day
   * (from 09:00 New York); or none (a usual withdrawal after the first).
   */
  notice: { standing: WithdrawalNotice } | { send: NoticeKind; on: IsoDate } | null;
};

/** The business day `count` business days before the date. */
export function businessDaysBefore(date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let step = 0; step < count; step += 1) day = previousBusinessDay(day);
  return day;
}

/**
 * The next automatic withdrawal and its notice. A notice sent or planned that still tells the truth (the same
 * installment, amount, channel and date) keeps the withdrawal on its date, even past the installment's due date.
 * Otherwise a first withdrawal (`first`) or an unusual one needs a notice: it goes on the first business day from
 * today inside its window; when that day is already past the window's latest, the withdrawal moves to the first
 * business day the notice allows (`latest` business days after it), a date that is itself unusual.
 * `notices`: the loan's, oldest first.
 */
export function planWithdrawal(
  state: Replay,
  payments: readonly LoanPaymentRow[],
  loan: { repaymentMode: number | null },
  today: IsoDate,
  source: WithdrawalSource,
  { notices, first = false }: { notices: readonly WithdrawalNotice[]; first?: boolean },
): WithdrawalPlan | null {
  const latestNotice = notices.filter((one) => one.date >= today).at(-1);
  if (latestNotice) {
    const announced = state.installments.find((one) => one.number === latestNotice.installmentNumber && isOpen(one));
    if (announced) {
      // As the day it was due saw it, when the notice moved it past that day.
      const asOf = announced.dueDate < today ? announced.dueDate : today;
      const held = nextWithdrawalOf(state, payments, loan, asOf, source, latestNotice.date);
      if (
        held &&
        held.installmentNumber === latestNotice.installmentNumber &&
        held.date === latestNotice.date &&
        held.amountCents === latestNotice.amountCents &&
        held.mode === latestNotice.mode
      )
        return { withdrawal: held, notice: { standing: latestNotice } };
    }
  }
  const next = nextWithdrawalOf(state, payments, loan, today, source);
  if (!next) return null;
  const kind: NoticeKind | null = first ? 'first-withdrawal' : next.unusual.length > 0 ? 'unusual-withdrawal' : null;
  if (!kind) return { withdrawal: next, notice: null };
  const window = NOTICE_WINDOWS[kind];
  const sendable = shiftToBusinessDay(today, 1);
  const earliest = window.earliest === null ? sendable : businessDaysBefore(next.date, window.earliest);
  const on = earliest > sendable ? earliest : sendable;
  if (on <= businessDaysBefore(next.date, window.latest)) return { withdrawal: next, notice: { send: kind, on } };
  let allowed = on;
  for (let step = 0; step < window.latest; step += 1) allowed = nextBusinessDay(allowed);
  return { withdrawal: nextWithdrawalOf(state, payments, loan, today, source, allowed)!, notice: { send: kind, on } };
}
