// What a loan being repaid has planned on the durable jobs (decisions 0720, 0730), re-planned after every change
// of its ledger in the same transaction: the next automatic withdrawal while autopay is active, the notice of an
// unusual one (12 CFR 1041.9: each inside its window, decision 0730), the reminder N days before the next due date (N per portfolio, a setting), and the look for a late
// charge the day after the first open installment's grace days.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';
import { businessDaysAfter, businessInstant } from '#src/domain/same-day-funding.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { bankAccount, job, loanScheduleChange, setting, type LoanPaymentRow, type LoanRow, type LoanScheduleChangeRow } from '../db/schema.ts';
import { cancelPendingJobs, enqueueJob, isPending } from '../jobs/queue.ts';
import { autopayOf, type Autopay } from './autopay.ts';
import { cardFeeOnTopOf } from './cards.ts';
import { isRepayingStatus } from '#src/domain/codes/loan.ts';
import { couponStandsIn, type Db } from './ledger.ts';
import { lateChargeTermsOf, nextLateChargeDate } from './late-charge.ts';
import { isOpen, type Replay } from './replay.ts';
import { planWithdrawal, type NoticeKind, type WithdrawalNotice, type WithdrawalPlan, type WithdrawalSource } from './withdrawals.ts';

export const REPAYMENT_JOB = {
  /** On a due date while autopay is active: the installment taken by ACH, or charged to the authorized debit card. */
  withdraw: 'repayment-withdraw',
  /** ACH_SETTLE_BUSINESS_DAYS after an ACH debit's date: pending becomes checked, unless returned first. */
  settle: 'repayment-settle',
  /** The day after an open installment's grace days: the agreement's late charge, if it is still unpaid (late-charge.ts). */
  lateCharge: 'repayment-late-charge',
  /** One of the repayment e-mails (mail.ts), rendered when it runs. */
  mail: 'repayment-mail',
} as const;

export const REPAYMENT_MAILS = [
  'payment-received',
  'payment-failed',
  'autopay-stopped',
  'first-withdrawal',
  'unusual-withdrawal',
  'reminder',
  'late-charge',
] as const;
export type RepaymentMail = (typeof REPAYMENT_MAILS)[number];

/** The sandbox processor settles an ACH debit this many business days after its date (decision 0730). */
export const ACH_SETTLE_BUSINESS_DAYS = 2;
/** Withdrawals are sent at 08:00 New York on their day; settlements and mails at 09:00. */
const WITHDRAW_TIME = { hour: 8, minute: 0 };
const MORNING = { hour: 9, minute: 0 };
/** A late charge is looked for early on the day after the grace days, before that day's withdrawals. */
const LATE_CHARGE_TIME = { hour: 0, minute: 30 };
/** Days before a due date the reminder goes, unless the setting `repayment-reminder-days.<portfolio>` says otherwise. */
export const DEFAULT_REMINDER_DAYS = 3;
export const reminderDaysKey = (portfolioId: number) => `repayment-reminder-days.${portfolioId}`;

export const settleInstant = (paymentDate: IsoDate) => new Date(businessInstant(businessDaysAfter(paymentDate, ACH_SETTLE_BUSINESS_DAYS), MORNING));

export async function reminderDaysOf(db: Db, portfolioId: number): Promise<number> {
  const [row] = await db
    .select({ value: setting.value })
    .from(setting)
    .where(eq(setting.key, reminderDaysKey(portfolioId)));
  const days = row ? Number(row.value) : DEFAULT_REMINDER_DAYS;
  return Number.isInteger(days) && days >= 0 && days <= 30 ? days : DEFAULT_REMINDER_DAYS;
}

export async function accountLast4Of(db: Db, row: LoanRow): Promise<string> {
  if (!row.bankAccountId) return '';
  const [account] = await db.select({ last4: bankAccount.accountLast4 }).from(bankAccount).where(eq(bankAccount.id, row.bankAccountId));
  return account?.last4 ?? '';
}

/** Where the loan's automatic withdrawals are taken from: the authorized debit card (107), else the bank account by ACH. */
export async function withdrawalSourceOf(db: Db, row: LoanRow, autopay: Pick<Autopay, 'card'>): Promise<WithdrawalSource> {
  if (!autopay.card) return { mode: PAYMENT_MODE.ach, last4: await accountLast4Of(db, row), feeCents: 0 };
  const changes = await db.select().from(loanScheduleChange).where(eq(loanScheduleChange.loanId, row.id)).orderBy(loanScheduleChange.seq);
  return sourceFrom(row, autopay, '', changes);
}

/** The same from what the caller has read already (the account's last four, the loan's changes): no round trip. */
export function sourceFrom(row: LoanRow, autopay: Pick<Autopay, 'card'>, accountLast4: string, changes: readonly LoanScheduleChangeRow[]): WithdrawalSource {
  if (!autopay.card) return { mode: PAYMENT_MODE.ach, last4: accountLast4, feeCents: 0 };
  return { mode: PAYMENT_MODE.debitCard, last4: autopay.card.last4, feeCents: cardFeeOnTopOf(row, changes) };
}

const later = (a: Date, b: Date) => (a > b ? a : b);

export function mailJob(db: Db, row: LoanRow, at: Date, mail: RepaymentMail, payload: Record<string, string> = {}, runAt = at) {
  return enqueueJob(db, at, { kind: REPAYMENT_JOB.mail, loanId: row.id, payload: { mail, ...payload }, runAt });
}

/** A mail job of the loan with this payload, pending or done: such a notice is sent once. */
async function mailPlanned(db: Db, loanId: string, payload: Record<string, string>): Promise<boolean> {
  const [found] = await db
    .select({ id: job.id })
    .from(job)
    .where(
      and(eq(job.loanId, loanId), eq(job.kind, REPAYMENT_JOB.mail), sql`${job.payload} @> ${JSON.stringify(payload)}::jsonb`, sql`${job.cancelledAt} is null`),
    )
    .limit(1);
  return found !== undefined;
}

/** The mails that announce an automatic withdrawal (12 CFR 1041.9): their jobs are the notices sent or planned. */
const NOTICE_MAILS: readonly NoticeKind[] = ['first-withdrawal', 'unusual-withdrawal'];

/** The loan's notice jobs not cancelled nor given up (planned or sent), oldest first, and whether each is still to send. */
async function noticeJobsOf(db: Db, loanId: string) {
  return db
    .select({ id: job.id, payload: job.payload, pending: sql<boolean>`${job.doneAt} is null` })
    .from(job)
    .where(
      and(
        eq(job.loanId, loanId),
        eq(job.kind, REPAYMENT_JOB.mail),
        inArray(sql`${job.payload}->>'mail'`, [...NOTICE_MAILS]),
        isNull(job.cancelledAt),
        isNull(job.failedAt),
      ),
    )
    .orderBy(asc(job.id));
}

/** The notices among those jobs: the ones that name what they announce (one planned before they did names none). */
const noticesIn = (jobs: Awaited<ReturnType<typeof noticeJobsOf>>): WithdrawalNotice[] =>
  jobs
    .filter(({ payload }) => payload.installment !== undefined)
    .map(({ id, payload }) => ({
      id,
      kind: payload.mail as NoticeKind,
      installmentNumber: Number(payload.installment),
      date: payload.date!,
      amountCents: Number(payload.amountCents),
      mode: Number(payload.mode),
    }));

/**
 * The loan's withdrawal notices, oldest first: the mail jobs not cancelled nor given up (planned or sent) that name
 * what they announce (installment, date, amount, mode).
 */
export async function withdrawalNoticesOf(db: Db, loanId: string): Promise<WithdrawalNotice[]> {
  return noticesIn(await noticeJobsOf(db, loanId));
}

/** The next automatic withdrawal of a loan whose autopay is active, on the day its notice allows (planWithdrawal). */
export async function plannedWithdrawalOf(
  db: Db,
  row: LoanRow,
  state: Replay,
  payments: readonly LoanPaymentRow[],
  today: IsoDate,
  source: WithdrawalSource,
  { first = false }: { first?: boolean } = {},
): Promise<WithdrawalPlan | null> {
  return planWithdrawal(state, payments, row, today, source, { notices: await withdrawalNoticesOf(db, row.id), first });
}

/**
 * Notices planned and not sent yet that no longer hold: they announce a withdrawal that is no longer so (all of the
 * loan's, or these). One a worker is sending right now is skipped, as cancelPendingJobs skips it.
 */
async function cancelPendingNotices(db: Db, loanId: string, at: Date, ids?: readonly number[]): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  const pending = db
    .select({ id: job.id })
    .from(job)
    .where(
      and(
        eq(job.loanId, loanId),
        eq(job.kind, REPAYMENT_JOB.mail),
        inArray(sql`${job.payload}->>'mail'`, [...NOTICE_MAILS]),
        isPending,
        ids === undefined ? undefined : inArray(job.id, [...ids]),
      ),
    )
    .for('update', { skipLocked: true });
  await db.update(job).set({ cancelledAt: at }).where(inArray(job.id, pending));
}

/**
 * Replaces the loan's planned withdrawal and late-charge look, and adds the notices it needs. `lateChargesJudgedOn`:
 * the late-charge job ran today, so only a later day is looked at again. `firstNotice`: the loan was just funded,
 * its first withdrawal is announced (12 CFR 1041.9(b)).
 */
export async function planJobs(
  db: Db,
  row: LoanRow,
  state: Replay,
  payments: readonly LoanPaymentRow[],
  at: Date,
  {
    lateChargesJudgedOn,
    autopay: knownAutopay,
    source: knownSource,
    firstNotice = false,
  }: { lateChargesJudgedOn?: IsoDate; autopay?: Autopay; source?: WithdrawalSource; firstNotice?: boolean } = {},
): Promise<void> {
  await cancelPendingJobs(db, row.id, at, [REPAYMENT_JOB.withdraw, REPAYMENT_JOB.lateCharge]);
  // A coupon's payments stand in for the schedule: no withdrawal and no reminder of an installment meanwhile.
  if (!isRepayingStatus(row.loanStatus) || couponStandsIn(row)) {
    await cancelPendingNotices(db, row.id, at);
    return;
  }
  const today = businessToday(at.getTime());
  const lateOn = nextLateChargeDate(state, lateChargeTermsOf(row.portfolioId), lateChargesJudgedOn);
  if (lateOn) {
    await enqueueJob(db, at, {
      kind: REPAYMENT_JOB.lateCharge,
      loanId: row.id,
      payload: { on: lateOn },
      runAt: later(at, new Date(businessInstant(lateOn, LATE_CHARGE_TIME))),
    });
  }
  // Given by a borrower's save that read them on the locked loan (a payment changes neither), else read.
  const autopay = knownAutopay ?? (await autopayOf(db, row));
  if (autopay.state !== 'active') await cancelPendingNotices(db, row.id, at);
  else {
    const jobs = await noticeJobsOf(db, row.id);
    const source = knownSource ?? (await withdrawalSourceOf(db, row, autopay));
    const plan = planWithdrawal(state, payments, row, today, source, { notices: noticesIn(jobs), first: firstNotice });
    // A notice planned for a withdrawal that changed since is not sent: the plan below says the new one.
    const standing = plan?.notice && 'standing' in plan.notice ? plan.notice.standing.id : null;
    await cancelPendingNotices(
      db,
      row.id,
      at,
      jobs.filter((one) => one.pending && one.id !== standing).map((one) => one.id),
    );
    if (plan) await planWithdrawalJobs(db, row, plan, at);
  }
  await planReminder(db, row, state, at);
}

/** The withdrawal job on the plan's date and, when it needs one, its notice on the plan's day. */
async function planWithdrawalJobs(db: Db, row: LoanRow, plan: WithdrawalPlan, at: Date): Promise<void> {
  const next = plan.withdrawal;
  await enqueueJob(db, at, {
    kind: REPAYMENT_JOB.withdraw,
    loanId: row.id,
    payload: { dueDate: next.date },
    runAt: later(at, new Date(businessInstant(next.date, WITHDRAW_TIME))),
  });
  if (plan.notice && 'send' in plan.notice) {
    // 12 CFR 1041.9: inside its window, the withdrawal moved when the window had passed (planWithdrawal).
    const announced = { installment: String(next.installmentNumber), date: next.date, amountCents: String(next.amountCents), mode: String(next.mode) };
    await mailJob(db, row, at, plan.notice.send, announced, later(at, new Date(businessInstant(plan.notice.on, MORNING))));
  }
}

/**
 * The reminder of the first open installment due from today (after `after`, when given) unless one is planned: a
 * reminder that ran plans the next due date's, so a borrower paying without autopay is reminded of each one.
 */
export async function planReminder(db: Db, row: LoanRow, state: Replay, at: Date, after?: IsoDate): Promise<void> {
  const today = businessToday(at.getTime());
  const upcoming = state.installments.find((one) => isOpen(one) && one.dueDate >= today && (after === undefined || one.dueDate > after));
  if (upcoming) {
    const remindOn = addDays(upcoming.dueDate, -(await reminderDaysOf(db, row.portfolioId)));
    const payload = { mail: 'reminder', dueDate: upcoming.dueDate };
    if (remindOn >= today && !(await mailPlanned(db, row.id, payload))) {
      await mailJob(db, row, at, 'reminder', { dueDate: upcoming.dueDate }, later(at, new Date(businessInstant(remindOn, MORNING))));
    }
  }
}

/** A pending job of this kind about this payment (its settlement) is called off: the payment was returned. */
export async function cancelSettlement(db: Db, loanId: string, paymentId: string, at: Date): Promise<void> {
  await db
    .update(job)
    .set({ cancelledAt: at })
    .where(and(eq(job.loanId, loanId), eq(job.kind, REPAYMENT_JOB.settle), isPending, sql`${job.payload}->>'paymentId' = ${paymentId}`));
}
