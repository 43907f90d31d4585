// The repayment calls (src/api/contract/repayment.ts, and get/save-payment-option and compare-transaction-fee with
// purpose 'repayment'): the signed-in owner's loan only (another's is -10811 like an unknown number), being repaid
// (202-205, else -12301). Every refusal is decided before anything is written; a save runs in one transaction on
// the loan row locked FOR UPDATE, with its idempotency key (idempotency.ts).
import { and, eq } from 'drizzle-orm';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type { TransactionFee } from '#src/api/contract/disbursement.ts';
import type {
  AmountRange,
  ChangePreview,
  LoanDetails,
  PaymentQuote,
  RepaymentOptions,
  RepaymentSave,
  SavedChange,
  SelfServiceChangeRequest,
  getLoanDetails,
} from '#src/api/contract/repayment.ts';
import { SELF_SERVICE_CHANGE_TYPES } from '#src/api/contract/repayment.ts';
import { checkCollectionStatus } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { CHANGE_TYPE, PAYMENT_MODE, TRANSACTION_STATUS, TRANSACTION_TYPE } from '#src/domain/codes/payment.ts';
import { LOAN_STATUS, SIGNATURE_STATUS, isRepayingStatus } from '#src/domain/codes/loan.ts';
import { PAY_PERIOD, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';
import { interestForDays } from '#src/domain/lending/interest.ts';
import { installmentDueDates } from '#src/domain/lending/installment-dates.ts';
import { pickableDisbursementDates } from '#src/domain/same-day-funding.ts';
import type { EmploymentAnswers } from '#src/api/contract/application.ts';
import { payrollOf } from '../application/answer-rules.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, loan, loanAgreement, loanScheduleChange, type LoanRow, type PaymentCardRow } from '../db/schema.ts';
import { isRefusal, refuse, type Refusal, type Result } from '../http/refusal.ts';
import { readSameDayCutOff } from '../services/same-day-cut-off.ts';
import { issueDocumentLink } from '../signing/signing-links.ts';
import { authorizeAutopay, autopayOf, revokeAutopay, type Autopay } from './autopay.ts';
import {
  changesView,
  countAfter,
  dueDatesUnder,
  isNoChange,
  paydaysProblem,
  paySettingsOf,
  requestedSettings,
  withNextPaydays,
  type Settings,
} from './changes.ts';
import { cardFeeOf, cardOf, chargeOutcome } from './cards.ts';
import { Refused, earlierAnswer, keepAnswer, orThrow, requestHashOf, savedOnce } from './idempotency.ts';
import { isPaidOffLoan, ledgerOf, nextInstallmentOf, rebuild, replayOf, type Db, type Ledger } from './ledger.ts';
import { accountLast4Of, planJobs, plannedWithdrawalOf, sourceFrom } from './plan.ts';
import { takePayment } from './processor.ts';
import { isOpen, payoffOn, type LedgerEvent, type PaymentPurpose, type Replay } from './replay.ts';
import { issueStatementLink, statementClosingDates } from './statements.ts';
import { installmentsView, lateChargesView, newScheduleOf, paidOf, totalsOf, transactionsView } from './views.ts';
import type { WithdrawalSource } from './withdrawals.ts';

/** The smallest one-time payment (pay down, fixed amount): $10.00. */
export const MIN_PAYMENT_CENTS = 10_00;
/** Pay off in N offers 2 up to the installments left, at most this many. */
export const MAX_PAY_OFF_IN_N = 26;

type Method = typeof PAYMENT_MODE.ach | typeof PAYMENT_MODE.debitCard;
type PaymentInput = { loanNo: string; paymentDate: string; mode: Method; cardToken?: string | undefined };
type Saving = { idempotencyKey: string };

/** What every call reads of a loan: its ledger and replay, today's dates and the borrower's autopay. */
type Context = {
  row: LoanRow;
  ledger: Ledger;
  state: Replay;
  today: IsoDate;
  paymentDates: IsoDate[];
  autopay: Autopay;
  /** Where automatic withdrawals are taken from (the authorized card, else the bank account). */
  source: WithdrawalSource;
  inCollection: boolean;
  hasAch: boolean;
  cardFeeCents: number;
  accountLast4: string;
};

const PREVIEW_SEQ = Number.MAX_SAFE_INTEGER;

export { cardFeeOf };

export function repaymentService(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());

  async function ownedLoan(db: Db, customerId: string, loanNo: string, lock: boolean): Promise<LoanRow | undefined> {
    const query = db
      .select()
      .from(loan)
      .where(and(eq(loan.loanNo, loanNo.toUpperCase()), eq(loan.customerId, customerId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async function contextOf(db: Db, row: LoanRow, at: Date, { paidOffAllowed = false } = {}): Promise<Context | Refusal> {
    const repaying = isRepayingStatus(row.loanStatus) || (paidOffAllowed && isPaidOffLoan(row));
    if (!repaying) return refuse(RESULT.loanNotRepaying);
    // Asked side by side: outside a transaction (previews, loan details) each read has a pooled connection of its
    // own, so a call waits for one round trip of them, not for each in turn (issue 13's payment budget).
    const [ledger, cutOff, autopay, accountLast4] = await Promise.all([
      ledgerOf(db, row),
      readSameDayCutOff(db as AppDatabase, row.portfolioId),
      autopayOf(db, row),
      accountLast4Of(db, row),
    ]);
    // The ledger is open once the funding credit is written (hasLedger), read from the payments just read.
    if (!ledger.payments.some((one) => one.type === TRANSACTION_TYPE.credit)) return refuse(RESULT.loanNotRepaying);
    return {
      row,
      ledger,
      state: replayOf(ledger),
      today: businessToday(at.getTime()),
      paymentDates: pickableDisbursementDates(at.getTime(), cutOff).dates,
      autopay,
      source: sourceFrom(row, autopay, accountLast4, ledger.changes),
      inCollection: row.loanStatus === LOAN_STATUS.collecting,
      hasAch: row.bankAccountId !== null,
      cardFeeCents: cardFeeOf(row),
      accountLast4,
    };
  }

  async function readContext(customerId: string, loanNo: string, options: { paidOffAllowed?: boolean } = {}): Promise<Context | Refusal> {
    const row = await ownedLoan(orm, customerId, loanNo, false);
    if (!row) return refuse(RESULT.loanNotFound);
    return contextOf(orm, row, now(), options);
  }

  // ---- quotes: the same code previews and saves ----

  function methodProblem(context: Context, mode: Method): Refusal | null {
    return mode === PAYMENT_MODE.ach && !context.hasAch ? refuse(RESULT.achNotSetUp) : null;
  }

  function payoffQuote(context: Context, input: PaymentInput) {
    if (!context.paymentDates.includes(input.paymentDate)) return refuse(RESULT.paymentDateNotOffered);
    const problem = methodProblem(context, input.mode);
    if (problem) return problem;
    const { accrued, payoffCents, state } = payoffOn(context.ledger.terms, context.ledger.disclosed, context.ledger.events, input.paymentDate);
    if (payoffCents === 0) return refuse(RESULT.loanNotRepaying);
    const transactionFeeCents = input.mode === PAYMENT_MODE.debitCard ? context.cardFeeCents : 0;
    return {
      paymentDate: input.paymentDate,
      mode: input.mode,
      amountCents: payoffCents + transactionFeeCents,
      principalCents: accrued.principal,
      interestCents: accrued.unpaidInterest,
      feeCents: state.feesOwedCents,
      transactionFeeCents,
      goodThroughDate: input.paymentDate,
      dailyInterestCents: interestForDays(accrued.principal, context.ledger.terms.annualRateBps, 1),
    };
  }

  /**
   * What a one-time payment can be on a date: up to the payoff on that date (an extra amount, 'fixed', less than it),
   * at least $10.00 or what is left. The options offer it per date; a save checks it: one rule for both.
   */
  function amountRangeOn(context: Context, date: IsoDate, purpose: PaymentPurpose) {
    const { payoffCents } = payoffOn(context.ledger.terms, context.ledger.disclosed, context.ledger.events, date);
    const maxCents = purpose === 'fixed' ? payoffCents - 1 : payoffCents;
    return { minCents: Math.min(MIN_PAYMENT_CENTS, maxCents), maxCents };
  }

  /** The options' range of an amount option: on the first date offered, and on each (null when nothing can be paid). */
  function amountRangesOf(context: Context, purpose: PaymentPurpose): AmountRange | null {
    const byDate = context.paymentDates.map((date) => ({ date, ...amountRangeOn(context, date, purpose) }));
    const first = byDate[0];
    if (!first || first.maxCents < (purpose === 'fixed' ? MIN_PAYMENT_CENTS : 1)) return null;
    return { minCents: first.minCents, maxCents: first.maxCents, byDate };
  }

  function amountQuote(context: Context, input: PaymentInput & { amountCents: number }, purpose: PaymentPurpose) {
    if (!context.paymentDates.includes(input.paymentDate)) return refuse(RESULT.paymentDateNotOffered);
    const problem = methodProblem(context, input.mode);
    if (problem) return problem;
    const { minCents, maxCents } = amountRangeOn(context, input.paymentDate, purpose);
    if (input.amountCents < minCents || input.amountCents > maxCents || maxCents <= 0) {
      return refuse(
        {
          code: RESULT.paymentAmountOutOfRange.code,
          message: `Please enter an amount from ${formatCurrency(Math.max(minCents, 0))} to ${formatCurrency(Math.max(maxCents, 0))}.`,
        },
        { minCents: Math.max(minCents, 0), maxCents: Math.max(maxCents, 0) },
      );
    }
    const event: LedgerEvent = {
      kind: 'payment',
      id: 'preview',
      seq: PREVIEW_SEQ,
      date: input.paymentDate,
      amountCents: input.amountCents,
      purpose,
      pending: true,
    };
    const after = replayOf(context.ledger, [event]);
    const split = after.allocations.get('preview')!;
    const transactionFeeCents = input.mode === PAYMENT_MODE.debitCard ? context.cardFeeCents : 0;
    const quote: PaymentQuote = {
      paymentDate: input.paymentDate,
      mode: input.mode,
      amountCents: input.amountCents + transactionFeeCents,
      principalCents: split.principalCents,
      interestCents: split.interestCents,
      feeCents: split.feeCents,
      transactionFeeCents,
    };
    return { quote, schedule: newScheduleOf(context.state.installments, after.installments, context.today, { inCollection: context.inCollection }) };
  }

  async function newDueDates(db: Db, context: Context, count: number): Promise<IsoDate[]> {
    // Paydays the borrower changed themselves (decision 0741) are the ones to pay on.
    if (context.ledger.changes.some((one) => one.settings !== null)) {
      const settings = await paySettingsOf(db, context.row, context.ledger.changes, context.state.installments, context.today);
      try {
        return dueDatesUnder(settings, context.today, count);
      } catch {
        // Paydays that no longer fit the frequency: the loan's own rhythm below.
      }
    }
    const frequency = (context.row.paymentFrequency ?? 1002) as PaymentFrequency;
    if (context.row.applicationId) {
      const [found] = await db.select({ employment: application.employment }).from(application).where(eq(application.id, context.row.applicationId));
      if (found?.employment) {
        try {
          return installmentDueDates({
            payroll: payrollOf(found.employment as EmploymentAnswers),
            paymentFrequency: frequency,
            disbursementDate: context.today,
            count,
            minDaysToFirstInstallment: 1,
          });
        } catch {
          // Paydays that no longer fit the frequency: the loan's own rhythm below.
        }
      }
    }
    const period = PAY_PERIOD[frequency]?.periodDays ?? 14;
    const next = context.state.installments.find((one) => isOpen(one) && one.dueDate > context.today)?.dueDate ?? addDays(context.today, period);
    return Array.from({ length: count }, (_, index) => addDays(next, index * period));
  }

  function countsOf(context: Context): number[] {
    const open = context.state.installments.filter(isOpen).length;
    const top = Math.min(open, MAX_PAY_OFF_IN_N);
    return top >= 2 ? Array.from({ length: top - 1 }, (_, index) => index + 2) : [];
  }

  async function payOffInNPreview(db: Db, context: Context, count: number) {
    if (context.inCollection) return refuse(RESULT.notAllowedInCollection);
    if (!countsOf(context).includes(count)) return refuse(RESULT.paymentCountNotOffered);
    const dueDates = await newDueDates(db, context, count);
    const after = replayOf(context.ledger, [{ kind: 'change', id: 'preview', seq: PREVIEW_SEQ, date: context.today, dueDates }]);
    return { dueDates, schedule: newScheduleOf(context.state.installments, after.installments, context.today) };
  }

  // ---- what the borrower changes themselves (105 to 109, decision 0741) ----

  /** Why the schedule's changes (105, 106, 108, 109) are not offered now; null when they are. */
  function scheduleChangeProblem(context: Context): Result | null {
    if (context.inCollection) return RESULT.notAllowedInCollection;
    if (context.row.loanStatus !== LOAN_STATUS.disbursed) return RESULT.changeNotAllowed;
    const open = context.state.installments.filter(isOpen);
    if (open.length === 0) return RESULT.changeNotAllowed;
    if (open.some((one) => one.dueDate < context.today)) return RESULT.changePastDue;
    return null;
  }

  /**
   * The payment modes the borrower can switch to (107): ACH with a bank account unless in use; debit card always
   * (when in use, another card, or a card for a loan booked to be paid by card that has none authorized yet).
   */
  function modesOffered(context: Context): Method[] {
    if (context.inCollection || context.row.loanStatus !== LOAN_STATUS.disbursed) return [];
    const modes: Method[] = [];
    if (context.hasAch && context.row.repaymentMode !== PAYMENT_MODE.ach) modes.push(PAYMENT_MODE.ach);
    modes.push(PAYMENT_MODE.debitCard);
    return modes;
  }

  type ChangePlan = { before: Settings; after: Settings; dueDates: IsoDate[]; preview: ChangePreview; card?: PaymentCardRow };

  /** A change previewed: refused before anything is written, or its settings and, when due dates move, the new schedule. */
  async function changePlan(db: Db, context: Context, input: SelfServiceChangeRequest): Promise<ChangePlan | Refusal> {
    const { today } = context;
    const before = await paySettingsOf(db, context.row, context.ledger.changes, context.state.installments, today);
    const after = requestedSettings(before, input);
    if (input.changeType === CHANGE_TYPE.changePaymentMode) {
      if (context.inCollection) return refuse(RESULT.notAllowedInCollection);
      if (context.row.loanStatus !== LOAN_STATUS.disbursed) return refuse(RESULT.changeNotAllowed);
      const preview = { before: withNextPaydays(before, today), after: withNextPaydays(after, today), schedule: null };
      if (input.mode === PAYMENT_MODE.debitCard) {
        // By card again: only with a card, which then replaces the one authorized (or is the first one).
        if (isNoChange(before, after) && !input.cardToken) return refuse(RESULT.changeIsNoChange);
        if (input.requestMode === 0 && !input.cardToken) return { before, after, dueDates: [], preview };
        const card = await cardOf(db as AppDatabase, context.row.customerId!, input.cardToken, { bind: input.requestMode === 1 });
        if (isRefusal(card)) return card;
        if (input.requestMode === 1 && input.authorizeCard !== true) return refuse(RESULT.cardAuthorizationNeeded);
        return { before, after, dueDates: [], preview, card };
      }
      if (isNoChange(before, after)) return refuse(RESULT.changeIsNoChange);
      if (!context.hasAch) return refuse(RESULT.achNotSetUp);
      if (input.requestMode === 1 && input.authorizeAch !== true) return refuse(RESULT.achAuthorizationNeeded);
      return { before, after, dueDates: [], preview };
    }
    const problem = scheduleChangeProblem(context);
    if (problem) return refuse(problem);
    if (isNoChange(before, after)) return refuse(RESULT.changeIsNoChange);
    const givesLastPayday = input.changeType === CHANGE_TYPE.changePayrollDate || input.changeType === CHANGE_TYPE.changeFrequency;
    const paydays = paydaysProblem(after, today, { checkLastPayday: givesLastPayday });
    if (paydays) return paydays;
    const open = context.state.installments.filter(isOpen);
    const dueDates = dueDatesUnder(after, today, countAfter(open.length, before, after));
    const moved = dueDates.join() !== open.map((one) => one.dueDate).join();
    const schedule = moved
      ? newScheduleOf(
          context.state.installments,
          replayOf(context.ledger, [{ kind: 'change', id: 'preview', seq: PREVIEW_SEQ, date: today, dueDates }]).installments,
          today,
        )
      : null;
    return {
      before,
      after,
      dueDates: moved ? dueDates : [],
      preview: { before: withNextPaydays(before, today), after: withNextPaydays(after, today), schedule },
    };
  }

  /** Saves a change in the save's transaction: recorded with its settings, the loan's own fields, autopay, the replay and the jobs. */
  async function saveChange(tx: Db, context: Context, input: SelfServiceChangeRequest, plan: ChangePlan, at: Date) {
    const { row } = context;
    await tx.insert(loanScheduleChange).values({
      loanId: row.id,
      changeType: input.changeType,
      effectiveDate: context.today,
      dueDates: plan.dueDates,
      settings: { before: plan.before, after: plan.after },
      createdAt: at,
    });
    const own: Partial<LoanRow> = {};
    if (plan.after.paymentFrequency !== plan.before.paymentFrequency) own.paymentFrequency = plan.after.paymentFrequency;
    if (plan.after.repaymentMode !== plan.before.repaymentMode) {
      own.repaymentMode = plan.after.repaymentMode;
      if (plan.after.repaymentMode === PAYMENT_MODE.ach) own.achAuthorized = true;
    }
    let current = row;
    if (Object.keys(own).length > 0) {
      [current] = (await tx
        .update(loan)
        .set({ ...own, updatedAt: at })
        .where(eq(loan.id, row.id))
        .returning()) as [LoanRow];
    }
    // 107 is a new authorization (12 CFR 1041.8(d)): automatic payments on, from the bank account or from the card.
    if (input.changeType === CHANGE_TYPE.changePaymentMode) {
      if (plan.card) {
        const reason = `The borrower authorized automatic payments from the ${plan.card.brand} debit card ending in ${plan.card.last4} (107).`;
        await authorizeAutopay(tx, current, at, reason, { card: plan.card });
      } else if (context.autopay.state !== 'active' || context.autopay.card !== null) {
        await authorizeAutopay(tx, current, at, 'The borrower chose to pay by ACH and authorized automatic withdrawals (107).', { card: null });
      }
    }
    const rebuilt = await rebuild(tx, current, at);
    await planJobs(tx, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, at);
    return rebuilt.loan;
  }

  // ---- saves ----

  /**
   * One save: the loan locked, the key's earlier answer (or -12310), the work, the answer kept with the key; all or
   * nothing. Two saves with one key on two loans cross only at the key's insert: the retry reads the other's row.
   */
  async function save<A extends Record<string, unknown>>(
    customerId: string,
    call: string,
    input: PaymentInput | { loanNo: string },
    body: Saving & Record<string, unknown>,
    work: (tx: Db, context: Context, at: Date) => Promise<A | Refusal>,
  ): Promise<A | Refusal> {
    const hash = requestHashOf(call, body);
    const attempt = () =>
      orm.transaction(async (tx) => {
        const at = now();
        const row = await ownedLoan(tx, customerId, input.loanNo, true);
        if (!row) throw new Refused(refuse(RESULT.loanNotFound));
        const earlier = await earlierAnswer(tx, customerId, body.idempotencyKey, hash);
        if (earlier !== undefined) return orThrow(earlier) as A;
        const context = orThrow(await contextOf(tx, row, at));
        const answer = orThrow(await work(tx, context, at));
        await keepAnswer(tx, customerId, body.idempotencyKey, hash, answer, at);
        return answer;
      });
    return savedOnce(attempt);
  }

  /** Takes a quoted payment: a card is charged at once (checked) or declines (nothing written); ACH is pending. */
  async function takeQuoted(
    tx: Db,
    customerId: string,
    context: Context,
    input: PaymentInput,
    quote: PaymentQuote,
    changeType: number,
    purpose: PaymentPurpose,
    at: Date,
  ): Promise<SavedChange | Refusal> {
    let cardId: string | null = null;
    if (input.mode === PAYMENT_MODE.debitCard) {
      const card = await cardOf(tx, customerId, input.cardToken);
      if (isRefusal(card)) return card;
      const declined = chargeOutcome(card);
      if (declined) return declined;
      cardId = card.id;
    }
    const status = input.mode === PAYMENT_MODE.debitCard ? TRANSACTION_STATUS.checked : TRANSACTION_STATUS.pending;
    const taken = await takePayment(
      tx,
      context.row,
      {
        mode: input.mode,
        changeType,
        purpose,
        paymentDate: input.paymentDate,
        amountCents: quote.amountCents,
        transactionFeeCents: quote.transactionFeeCents,
        status,
        cardId,
      },
      at,
      { ledger: context.ledger, autopay: context.autopay, source: context.source },
    );
    return {
      changeType: changeType as SavedChange['changeType'],
      transactionId: taken.payment.id,
      status,
      loanStatus: taken.loan.loanStatus as SavedChange['loanStatus'],
      balanceCents: taken.loan.balanceCents,
    };
  }

  const savedWithoutPayment = (row: LoanRow, changeType: number): SavedChange => ({
    changeType: changeType as SavedChange['changeType'],
    transactionId: null,
    status: null,
    loanStatus: row.loanStatus as SavedChange['loanStatus'],
    balanceCents: row.balanceCents,
  });

  return {
    async details(customerId: string, loanNo: string): Promise<CallResponse<typeof getLoanDetails> | Refusal> {
      const context = await readContext(customerId, loanNo, { paidOffAllowed: true });
      if (isRefusal(context)) return context;
      const { row, state, today, ledger } = context;
      const at = now();
      const installments = installmentsView(state.installments, today, { inCollection: context.inCollection });
      // The next installment to be paid (due today or later); what is past due is said apart, in pastDueCents.
      const next = nextInstallmentOf(state, today);
      // Late charges not paid yet are past due too: a payment pays them first.
      const pastDueCents =
        state.installments.filter((one) => isOpen(one) && one.dueDate < today).reduce((sum, one) => sum + one.paymentCents - one.paidCents, 0) +
        state.feesOwedCents;
      const payoffTodayCents = state.paidOff ? 0 : payoffOn(ledger.terms, ledger.disclosed, ledger.events, today).payoffCents;
      // On the day its notice allows (12 CFR 1041.9): a date moved for it is said to be unusual.
      const nextWithdrawal =
        context.autopay.state === 'active' && isRepayingStatus(row.loanStatus)
          ? ((await plannedWithdrawalOf(orm, row, state, ledger.payments, today, context.source))?.withdrawal ?? null)
          : null;
      const documents = await orm.transaction(async (tx) => {
        const found: LoanDetails['documents'] = [];
        const [agreement] = await tx
          .select({ id: loanAgreement.id, signedAt: loanAgreement.signedAt })
          .from(loanAgreement)
          .where(and(eq(loanAgreement.loanId, row.id), eq(loanAgreement.signStatus, SIGNATURE_STATUS.signed)));
        if (agreement) {
          found.push({
            kind: 'agreement',
            title: 'Loan agreement (signed)',
            date: businessToday(agreement.signedAt!.getTime()),
            url: await issueDocumentLink(tx, agreement.id, 'signed', at),
          });
        }
        for (const closing of statementClosingDates(row.disbursementDate, today).reverse()) {
          found.push({
            kind: 'statement',
            title: `Statement for ${closing.slice(0, 7)}`,
            date: closing,
            url: await issueStatementLink(tx, row.id, closing, at),
          });
        }
        return found;
      });
      return {
        loanNo: row.loanNo,
        loanStatus: row.loanStatus as LoanDetails['loanStatus'],
        loanSubStatus: row.loanSubStatus,
        principalCents: row.principalCents,
        balanceCents: state.balance.principal,
        payoffTodayCents,
        annualRateBps: ledger.terms.annualRateBps,
        paymentFrequency: row.paymentFrequency as LoanDetails['paymentFrequency'],
        repaymentMode: row.repaymentMode as LoanDetails['repaymentMode'],
        disbursementDate: row.disbursementDate,
        nextPayment: next ? { number: next.number, dueDate: next.dueDate, amountCents: next.paymentCents - next.paidCents } : null,
        pastDueCents,
        ...paidOf(ledger.payments),
        installments,
        totals: totalsOf(installments),
        transactions: transactionsView(ledger.payments),
        lateCharges: lateChargesView(state, ledger.lateCharges),
        nextWithdrawal: nextWithdrawal && {
          date: nextWithdrawal.date,
          amountCents: nextWithdrawal.amountCents,
          mode: nextWithdrawal.mode,
          accountLast4: nextWithdrawal.accountLast4,
          principalCents: nextWithdrawal.principalCents,
          interestCents: nextWithdrawal.interestCents,
          feeCents: nextWithdrawal.feeCents,
          unusual: nextWithdrawal.unusual,
        },
        autopay: {
          state: context.autopay.state,
          consecutiveFailures: context.autopay.consecutiveFailures,
          // By card only: which card (its token stays on the server).
          ...(context.autopay.card && { card: { brand: context.autopay.card.brand, last4: context.autopay.card.last4, expiry: context.autopay.card.expiry } }),
        },
        inCollection: context.inCollection,
        documents,
        paySettings: withNextPaydays(await paySettingsOf(orm, row, ledger.changes, state.installments, today), today),
        changes: changesView(ledger.changes),
      };
    },

    async options(customerId: string, loanNo: string): Promise<RepaymentOptions | Refusal> {
      const context = await readContext(customerId, loanNo);
      if (isRefusal(context)) return context;
      const { ledger, today, inCollection } = context;
      const payoffToday = payoffOn(ledger.terms, ledger.disclosed, ledger.events, today).payoffCents;
      const counts = countsOf(context);
      return {
        purpose: 'repayment',
        loanNo: context.row.loanNo,
        paymentDates: context.paymentDates,
        payOff: payoffToday > 0 ? { payoffTodayCents: payoffToday } : null,
        payOffInN: !inCollection && counts.length > 0 ? { counts } : null,
        // Per date offered: the first one may be tomorrow (after the same-day cut-off), whose payoff is more than today's.
        payFixedAmount: inCollection ? null : amountRangesOf(context, 'fixed'),
        payDown: amountRangesOf(context, 'installment'),
        revokeFutureAch: !inCollection && context.autopay.state === 'active',
        reauthorizeAch: !inCollection && (context.hasAch || context.autopay.card !== null) && context.autopay.state === 'stoppedAfterFailures',
        methods: context.hasAch ? [PAYMENT_MODE.ach, PAYMENT_MODE.debitCard] : [PAYMENT_MODE.debitCard],
        inCollection,
        changes: (() => {
          const problem = scheduleChangeProblem(context);
          return { schedule: problem === null, refusal: problem?.message ?? null, modes: modesOffered(context) };
        })(),
      };
    },

    /** compare-transaction-fee with a loan: paying that amount once on it, by ACH (free) or debit card (the portfolio's fee). */
    async fees(customerId: string, loanNo: string): Promise<{ fees: TransactionFee[] } | Refusal> {
      const context = await readContext(customerId, loanNo);
      if (isRefusal(context)) return context;
      const card = context.cardFeeCents;
      const fees: TransactionFee[] = [
        {
          purpose: 'repayment',
          mode: PAYMENT_MODE.debitCard,
          feeCents: card,
          label: 'Debit card',
          description: card === 0 ? 'Taken from your card at once, free.' : `Taken from your card at once, for a ${formatCurrency(card)} fee.`,
        },
      ];
      if (context.hasAch) {
        fees.unshift({
          purpose: 'repayment',
          mode: PAYMENT_MODE.ach,
          feeCents: 0,
          label: 'Bank account (ACH)',
          description: `Taken from your account ending in ${context.accountLast4} on the date you choose (free); it takes two business days to clear.`,
        });
      }
      return { fees };
    },

    async payOff(customerId: string, input: PaymentInput & { requestMode: 0 | 1; idempotencyKey?: string }) {
      if (input.requestMode === 0) {
        const context = await readContext(customerId, input.loanNo);
        if (isRefusal(context)) return context;
        const quote = payoffQuote(context, input);
        return isRefusal(quote) ? quote : { quote, saved: null };
      }
      return save(customerId, 'pay-off', input, input as Saving & Record<string, unknown>, async (tx, context, at) => {
        const quote = payoffQuote(context, input);
        if (isRefusal(quote)) return quote;
        const { goodThroughDate: _through, dailyInterestCents: _daily, ...paid } = quote;
        const saved = await takeQuoted(tx, customerId, context, input, paid, CHANGE_TYPE.payOff, 'payOff', at);
        return isRefusal(saved) ? saved : { quote, saved };
      });
    },

    async payFixedAmount(customerId: string, input: PaymentInput & { amountCents: number; requestMode: 0 | 1; idempotencyKey?: string }) {
      if (input.requestMode === 0) {
        const context = await readContext(customerId, input.loanNo);
        if (isRefusal(context)) return context;
        if (context.inCollection) return refuse(RESULT.notAllowedInCollection);
        const quoted = amountQuote(context, input, 'fixed');
        return isRefusal(quoted) ? quoted : { ...quoted, saved: null };
      }
      return save(customerId, 'pay-fixed-amount', input, input as Saving & Record<string, unknown>, async (tx, context, at) => {
        if (context.inCollection) return refuse(RESULT.notAllowedInCollection);
        const quoted = amountQuote(context, input, 'fixed');
        if (isRefusal(quoted)) return quoted;
        const saved = await takeQuoted(tx, customerId, context, input, quoted.quote, CHANGE_TYPE.payFixedAmount, 'fixed', at);
        return isRefusal(saved) ? saved : { ...quoted, saved };
      });
    },

    async payOffInN(customerId: string, input: { loanNo: string; count: number; requestMode: 0 | 1; idempotencyKey?: string }) {
      if (input.requestMode === 0) {
        const context = await readContext(customerId, input.loanNo);
        if (isRefusal(context)) return context;
        const preview = await payOffInNPreview(orm, context, input.count);
        return isRefusal(preview) ? preview : { schedule: preview.schedule, saved: null };
      }
      return save(customerId, 'pay-off-in-n', input, input as Saving & Record<string, unknown>, async (tx, context, at) => {
        const preview = await payOffInNPreview(tx, context, input.count);
        if (isRefusal(preview)) return preview;
        await tx
          .insert(loanScheduleChange)
          .values({ loanId: context.row.id, changeType: CHANGE_TYPE.payOffInN, effectiveDate: context.today, dueDates: preview.dueDates, createdAt: at });
        const rebuilt = await rebuild(tx, context.row, at);
        await planJobs(tx, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, at);
        return { schedule: preview.schedule, saved: savedWithoutPayment(rebuilt.loan, CHANGE_TYPE.payOffInN) };
      });
    },

    /**
     * save-payment-option with purpose 'repayment': pay down (103, with the schedule after it: what it pays lowers the
     * next payments due), or revoke / authorize again automatic withdrawals (104).
     */
    async saveOption(customerId: string, input: RepaymentSave) {
      if ((SELF_SERVICE_CHANGE_TYPES as readonly number[]).includes(input.changeType)) {
        const change = input as SelfServiceChangeRequest;
        if (change.requestMode === 0) {
          const context = await readContext(customerId, change.loanNo);
          if (isRefusal(context)) return context;
          const plan = await changePlan(orm, context, change);
          return isRefusal(plan) ? plan : { purpose: 'repayment' as const, quote: null, saved: null, change: plan.preview };
        }
        return save(customerId, `save-payment-option/${change.changeType}`, change, change as Saving & Record<string, unknown>, async (tx, context, at) => {
          const plan = await changePlan(tx, context, change);
          if (isRefusal(plan)) return plan;
          const saved = await saveChange(tx, context, change, plan, at);
          return { purpose: 'repayment' as const, quote: null, saved: savedWithoutPayment(saved, change.changeType), change: plan.preview };
        });
      }
      if (input.changeType === CHANGE_TYPE.payDown) {
        if (input.requestMode === 0) {
          const context = await readContext(customerId, input.loanNo);
          if (isRefusal(context)) return context;
          const quoted = amountQuote(context, input, 'installment');
          return isRefusal(quoted) ? quoted : { purpose: 'repayment' as const, quote: quoted.quote, saved: null, schedule: quoted.schedule };
        }
        return save(customerId, 'save-payment-option/pay-down', input, input as Saving & Record<string, unknown>, async (tx, context, at) => {
          const quoted = amountQuote(context, input, 'installment');
          if (isRefusal(quoted)) return quoted;
          const saved = await takeQuoted(tx, customerId, context, input, quoted.quote, CHANGE_TYPE.payDown, 'installment', at);
          return isRefusal(saved) ? saved : { purpose: 'repayment' as const, quote: quoted.quote, saved, schedule: quoted.schedule };
        });
      }
      if (input.changeType !== CHANGE_TYPE.revokeFutureAch) throw new Error(`No save for change type ${input.changeType}`);
      return save(customerId, 'save-payment-option/ach', input, input as Saving & Record<string, unknown>, async (tx, context, at) => {
        if (context.inCollection) return refuse(RESULT.notAllowedInCollection);
        // Automatic payments from an authorized card need no bank account; by ACH they do.
        if (!context.hasAch && context.autopay.card === null) return refuse(RESULT.achNotSetUp);
        if (input.authorize) await authorizeAutopay(tx, context.row, at);
        else if (context.autopay.state !== 'revoked') await revokeAutopay(tx, context.row, at);
        await planJobs(tx, context.row, context.state, context.ledger.payments, at);
        return { purpose: 'repayment' as const, quote: null, saved: savedWithoutPayment(context.row, CHANGE_TYPE.revokeFutureAch) };
      });
    },

    async collectionStatus(customerId: string, loanNo: string): Promise<CallResponse<typeof checkCollectionStatus> | Refusal> {
      const context = await readContext(customerId, loanNo);
      if (isRefusal(context)) return context;
      const { inCollection, row } = context;
      return {
        inCollection,
        collectionLoanNo: inCollection ? row.loanNo : null,
        collectionPortfolioId: inCollection ? row.portfolioId : null,
        allowed: inCollection ? ['payOff', 'payDown'] : [],
      };
    },
  };
}

export type RepaymentService = ReturnType<typeof repaymentService>;
