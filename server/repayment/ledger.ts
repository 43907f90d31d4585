// The ledger in the database (decision 0730): a loan's payments and schedule changes read as replay events, the
// replay written back to the loan row and its installments, and every payment's split kept up to date, all in
// the caller's transaction on the loan row it locked FOR UPDATE. Opening the ledger when a loan is funded.
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { COLLECTING_SUBSTATUS, LOAN_STATUS, REPAYING_STATUSES, TERMINATED_SUBSTATUS, isRepayingStatus } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE, TRANSACTION_STATUS, TRANSACTION_TYPE } from '#src/domain/codes/payment.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  loan,
  loanAutopay,
  loanDecision,
  loanForgiveness,
  loanInstallment,
  loanLateCharge,
  loanPayment,
  loanScheduleChange,
  type LoanForgivenessRow,
  type LoanLateChargeRow,
  type LoanPaymentRow,
  type LoanRow,
  type LoanScheduleChangeRow,
} from '../db/schema.ts';
import { isOpen, replay, type DisclosedInstallment, type LedgerEvent, type LedgerTerms, type Replay } from './replay.ts';

export type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const isPaidOffLoan = (row: Pick<LoanRow, 'loanStatus' | 'loanSubStatus'>) =>
  row.loanStatus === LOAN_STATUS.terminated && row.loanSubStatus === TERMINATED_SUBSTATUS.paidOff;

/**
 * A coupon's payments stand in for the loan's schedule (decision 0750): from accepted 205004 or re-planned 205005
 * on, no automatic withdrawal or reminder is planned, and the replay reaching 0 does not close the loan: the
 * coupon's settlement moves it to settled 205001 or cleared 205007, staying with collections (205).
 */
const COUPON_SUBSTATUSES: ReadonlySet<number | null> = new Set([
  COLLECTING_SUBSTATUS.accepted,
  COLLECTING_SUBSTATUS.replanned,
  COLLECTING_SUBSTATUS.settled,
  COLLECTING_SUBSTATUS.cleared,
]);
export const couponStandsIn = (row: Pick<LoanRow, 'loanStatus' | 'loanSubStatus'>) =>
  row.loanStatus === LOAN_STATUS.collecting && COUPON_SUBSTATUSES.has(row.loanSubStatus);

export type Ledger = {
  loan: LoanRow;
  terms: LedgerTerms;
  disclosed: DisclosedInstallment[];
  /** Every row of the loan, the funding credit and rejected ones included, in the order they were written. */
  payments: LoanPaymentRow[];
  changes: LoanScheduleChangeRow[];
  forgiveness: LoanForgivenessRow[];
  lateCharges: LoanLateChargeRow[];
  /** The replay's events: debits not rejected, the schedule changes, forgiveness and late charges. */
  events: LedgerEvent[];
};

/** A ledger is open once the funding credit is written (openLedger). */
export async function hasLedger(db: Db, loanId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loanPayment.id })
    .from(loanPayment)
    .where(and(eq(loanPayment.loanId, loanId), eq(loanPayment.type, TRANSACTION_TYPE.credit)))
    .limit(1);
  return row !== undefined;
}

export function eventsOf(
  payments: readonly LoanPaymentRow[],
  changes: readonly LoanScheduleChangeRow[],
  forgiveness: readonly LoanForgivenessRow[] = [],
  lateCharges: readonly LoanLateChargeRow[] = [],
): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  for (const row of payments) {
    if (row.type !== TRANSACTION_TYPE.debit || row.status === TRANSACTION_STATUS.rejected || row.purpose === 'funding') continue;
    events.push({
      kind: 'payment',
      id: row.id,
      seq: row.seq,
      date: row.paymentDate,
      amountCents: row.amountCents - row.transactionFeeCents,
      purpose: row.purpose,
      pending: row.status === TRANSACTION_STATUS.pending,
    });
  }
  // A change that moved no due date (a payment mode, or a payday rule that moves none now) is not a schedule event.
  for (const row of changes) {
    if (row.dueDates.length > 0) events.push({ kind: 'change', id: row.id, seq: row.seq, date: row.effectiveDate, dueDates: row.dueDates });
  }
  for (const row of forgiveness) events.push({ kind: 'forgive', id: row.id, seq: row.seq, date: row.effectiveDate });
  for (const row of lateCharges)
    events.push({ kind: 'lateCharge', id: row.id, seq: row.seq, date: row.chargedOn, installmentNumber: row.installmentNumber, amountCents: row.amountCents });
  return events;
}

export function termsOf(row: LoanRow): LedgerTerms {
  if (row.annualRateBps === null || row.disbursementDate === null)
    throw new Error(`Loan ${row.loanNo} has no rate or disbursement date: its ledger cannot be opened`);
  return { principalCents: row.principalCents, disbursementDate: row.disbursementDate, annualRateBps: row.annualRateBps };
}

export async function ledgerOf(db: Db, row: LoanRow): Promise<Ledger> {
  const [installments, payments, changes, forgiveness, lateCharges] = await Promise.all([
    db
      .select({ number: loanInstallment.number, dueDate: loanInstallment.scheduledDueDate, paymentCents: loanInstallment.scheduledPaymentCents })
      .from(loanInstallment)
      .where(and(eq(loanInstallment.loanId, row.id), isNotNull(loanInstallment.scheduledDueDate)))
      .orderBy(asc(loanInstallment.number)),
    db.select().from(loanPayment).where(eq(loanPayment.loanId, row.id)).orderBy(asc(loanPayment.seq)),
    db.select().from(loanScheduleChange).where(eq(loanScheduleChange.loanId, row.id)).orderBy(asc(loanScheduleChange.seq)),
    db.select().from(loanForgiveness).where(eq(loanForgiveness.loanId, row.id)).orderBy(asc(loanForgiveness.seq)),
    db.select().from(loanLateCharge).where(eq(loanLateCharge.loanId, row.id)).orderBy(asc(loanLateCharge.seq)),
  ]);
  const disclosed = installments.map((one) => ({ number: one.number, dueDate: one.dueDate!, paymentCents: one.paymentCents! }));
  return {
    loan: row,
    terms: termsOf(row),
    disclosed,
    payments,
    changes,
    forgiveness,
    lateCharges,
    events: eventsOf(payments, changes, forgiveness, lateCharges),
  };
}

export const replayOf = (ledger: Pick<Ledger, 'terms' | 'disclosed' | 'events'>, extra: readonly LedgerEvent[] = []) =>
  replay(ledger.terms, ledger.disclosed, [...ledger.events, ...extra]);

/**
 * The next payment a borrower expects: the first open installment due today or later, the one the next withdrawal
 * takes. An open installment already past its due date is past due, said apart (loan details' pastDueCents), never
 * the "next payment". Null when nothing is due from today on.
 */
export function nextInstallmentOf(state: Replay, today: string) {
  return state.installments.find((one) => isOpen(one) && one.dueDate >= today) ?? null;
}

/** The loan row's figures from a replay on `today`: balance, next payment, and paid off (206002) or open again (202). */
export function loanFiguresOf(row: LoanRow, state: Replay, today: string): Partial<LoanRow> {
  const next = nextInstallmentOf(state, today);
  const figures: Partial<LoanRow> = {
    balanceCents: state.balance.principal,
    nextPaymentDate: next?.dueDate ?? null,
    nextPaymentAmountCents: next ? next.paymentCents - next.paidCents : null,
  };
  if (state.paidOff && isRepayingStatus(row.loanStatus) && !couponStandsIn(row))
    Object.assign(figures, { loanStatus: LOAN_STATUS.terminated, loanSubStatus: TERMINATED_SUBSTATUS.paidOff });
  if (!state.paidOff && isPaidOffLoan(row)) Object.assign(figures, { loanStatus: LOAN_STATUS.disbursed, loanSubStatus: null });
  return figures;
}

/**
 * Replays the loan and writes what follows from it, in the caller's transaction on the locked loan row: the
 * installments as they stand, each payment's split, and the loan row's balance, next payment and status.
 */
export async function rebuild(db: Db, row: LoanRow, at: Date, known?: Ledger): Promise<{ loan: LoanRow; ledger: Ledger; state: Replay }> {
  // `known`: the ledger as the caller holds it in this transaction, on the locked loan row (no second read).
  const ledger = known ?? (await ledgerOf(db, row));
  const state = replayOf(ledger);
  await db.delete(loanInstallment).where(eq(loanInstallment.loanId, row.id));
  const kept = state.installments;
  if (kept.length > 0) {
    let after = kept.filter((one) => (one.flags & 4) === 0).reduce((sum, one) => sum + one.principalCents, 0);
    await db.insert(loanInstallment).values(
      kept.map((one) => {
        if ((one.flags & 4) === 0) after -= one.principalCents;
        return {
          loanId: row.id,
          number: one.number,
          dueDate: one.dueDate,
          paymentCents: one.principalCents + one.interestCents + one.feeCents,
          principalCents: one.principalCents,
          interestCents: one.interestCents,
          feeCents: one.feeCents,
          balanceAfterCents: Math.max(0, after),
          paidCents: one.paidCents,
          flags: one.flags,
          scheduledDueDate: one.scheduledDueDate,
          scheduledPaymentCents: one.scheduledPaymentCents,
        };
      }),
    );
  }
  for (const payment of ledger.payments) {
    const split = state.allocations.get(payment.id);
    if (!split) continue;
    if (split.principalCents !== payment.principalCents || split.interestCents !== payment.interestCents || split.feeCents !== payment.feeCents) {
      await db
        .update(loanPayment)
        .set({ principalCents: split.principalCents, interestCents: split.interestCents, feeCents: split.feeCents })
        .where(eq(loanPayment.id, payment.id));
    }
  }
  for (const row of ledger.forgiveness) {
    const forgiven = state.forgiven.get(row.id);
    if (forgiven && (forgiven.principalCents !== row.principalCents || forgiven.interestCents !== row.interestCents)) {
      await db.update(loanForgiveness).set(forgiven).where(eq(loanForgiveness.id, row.id));
    }
  }
  const figures = await statusAfter(db, row, loanFiguresOf(row, state, businessToday(at.getTime())), at);
  const [updated] = await db
    .update(loan)
    .set({ ...figures, updatedAt: at })
    .where(eq(loan.id, row.id))
    .returning();
  return { loan: updated!, ledger, state };
}

/**
 * A payoff that closes the loan is kept as a 'paid-off' decision with the status it closed from; when its payment
 * comes back, the loan opens again in that status: a loan with collections as 205 with its substatus, not 202.
 */
async function statusAfter(db: Db, row: LoanRow, figures: Partial<LoanRow>, at: Date): Promise<Partial<LoanRow>> {
  const record = (action: string, toStatus: number, toSubStatus: number | null, reason: string) =>
    db.insert(loanDecision).values({
      loanId: row.id,
      action,
      fromStatus: row.loanStatus,
      fromSubStatus: row.loanSubStatus,
      toStatus,
      toSubStatus,
      reason,
      operator: 'system:ledger',
      at,
    });
  if (figures.loanStatus === LOAN_STATUS.terminated && row.loanStatus !== LOAN_STATUS.terminated) {
    await record('paid-off', LOAN_STATUS.terminated, TERMINATED_SUBSTATUS.paidOff, 'The payments reached what was owed: paid off.');
    return figures;
  }
  if (figures.loanStatus !== LOAN_STATUS.disbursed || !isPaidOffLoan(row)) return figures;
  const [closed] = await db
    .select()
    .from(loanDecision)
    .where(and(eq(loanDecision.loanId, row.id), eq(loanDecision.action, 'paid-off')))
    .orderBy(desc(loanDecision.id))
    .limit(1);
  const reopened =
    closed?.fromStatus === LOAN_STATUS.collecting
      ? { loanStatus: LOAN_STATUS.collecting, loanSubStatus: closed.fromSubStatus }
      : { loanStatus: LOAN_STATUS.disbursed, loanSubStatus: null };
  await record('reopened', reopened.loanStatus, reopened.loanSubStatus, 'A payment that paid it off came back: the loan is owed again.');
  return { ...figures, ...reopened };
}

export type NewPayment = {
  mode: number;
  changeType: number | null;
  purpose: 'installment' | 'payOff' | 'fixed';
  paymentDate: string;
  amountCents: number;
  transactionFeeCents?: number;
  status: number;
  installmentNumber?: number | null;
  retry?: boolean;
  cardId?: string | null;
  /** A payment that failed at once (an automatic card payment declined): why, kept with its rejected row. */
  returnCode?: string;
  returnReason?: string;
};

/** A debit written, then the ledger replayed: its split is the replay's. */
/** The ledger read in this transaction with one payment more (the one just written): what reading it again answers. */
function withPayment(ledger: Ledger, payment: LoanPaymentRow): Ledger {
  const payments = [...ledger.payments, payment];
  return { ...ledger, payments, events: eventsOf(payments, ledger.changes, ledger.forgiveness, ledger.lateCharges) };
}

/**
 * Writes a payment and replays the loan. `known`: the ledger the caller read in this transaction on the locked loan
 * row, so the replay needs no second read of it (a borrower's save: issue 13's payment budget).
 */
export async function recordPayment(db: Db, row: LoanRow, payment: NewPayment, at: Date, known?: Ledger) {
  const [inserted] = await db
    .insert(loanPayment)
    .values({
      loanId: row.id,
      type: TRANSACTION_TYPE.debit,
      mode: payment.mode,
      changeType: payment.changeType,
      purpose: payment.purpose,
      installmentNumber: payment.installmentNumber ?? null,
      retry: payment.retry ?? false,
      paymentDate: payment.paymentDate,
      amountCents: payment.amountCents,
      transactionFeeCents: payment.transactionFeeCents ?? 0,
      status: payment.status,
      cardId: payment.cardId ?? null,
      returnCode: payment.returnCode ?? null,
      returnReason: payment.returnReason ?? null,
      returnedAt: payment.status === TRANSACTION_STATUS.rejected ? at : null,
      createdAt: at,
      settledAt: payment.status === TRANSACTION_STATUS.checked ? at : null,
    })
    .returning();
  const rebuilt = await rebuild(db, row, at, known && withPayment(known, inserted!));
  // The row as the replay left it: its split is the replay's (rebuild wrote the same).
  const split = rebuilt.state.allocations.get(inserted!.id);
  const stored = split ? { ...inserted!, principalCents: split.principalCents, interestCents: split.interestCents, feeCents: split.feeCents } : inserted!;
  return { payment: stored, ...rebuilt };
}

/**
 * Opens the ledger of a loan that became 202 (funding completed): the funding credit, the disclosed installments
 * kept as scheduled, and automatic payments active when the borrower authorized ACH, or a debit card in the wizard.
 * Idempotent.
 */
export async function openLedger(db: Db, row: LoanRow, at: Date): Promise<void> {
  if (row.annualRateBps === null || row.disbursementDate === null) return;
  if (await hasLedger(db, row.id)) return;
  const fundedOn = row.disbursementDate ?? businessToday(at.getTime());
  const sent = row.amountFinancedCents ?? row.principalCents;
  await db.insert(loanPayment).values({
    loanId: row.id,
    type: TRANSACTION_TYPE.credit,
    mode: row.disbursementMode ?? PAYMENT_MODE.ach,
    changeType: null,
    purpose: 'funding',
    paymentDate: fundedOn,
    amountCents: sent,
    principalCents: sent,
    status: TRANSACTION_STATUS.checked,
    createdAt: at,
    settledAt: at,
  });
  const rows = await db.select().from(loanInstallment).where(eq(loanInstallment.loanId, row.id));
  for (const one of rows) {
    if (one.scheduledDueDate !== null) continue;
    await db
      .update(loanInstallment)
      .set({ scheduledDueDate: one.dueDate, scheduledPaymentCents: one.paymentCents })
      .where(and(eq(loanInstallment.loanId, row.id), eq(loanInstallment.number, one.number)));
  }
  if (row.repaymentMode === PAYMENT_MODE.ach && row.achAuthorized && row.bankAccountId) {
    await db.insert(loanAutopay).values({ loanId: row.id, state: 'active', updatedAt: at }).onConflictDoNothing();
  }
  // Booked to be repaid by debit card with the card the borrower authorized in the wizard: charged on each due date.
  if (row.repaymentMode === PAYMENT_MODE.debitCard && row.cardId) {
    await db.insert(loanAutopay).values({ loanId: row.id, state: 'active', cardId: row.cardId, updatedAt: at }).onConflictDoNothing();
  }
}

/** The customer's loans being repaid with a ledger (12 CFR 1041.8 counts across them). */
export async function repayingLoanIdsOf(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: loan.id })
    .from(loan)
    .where(and(eq(loan.customerId, customerId), inArray(loan.loanStatus, [...REPAYING_STATUSES]), ne(loan.loanNo, '')));
  return rows.map((one) => one.id);
}
