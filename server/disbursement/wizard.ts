// The disbursement wizard's calls (issue 11, decision 0610): start or resume, compare fees, quote the
// schedule and its Truth-in-Lending box, one payment's split, save a step or confirm (the loan is made),
// and paper checks. Every answer starts from the borrower's own context (context.ts); every refusal is
// decided before anything is written.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type {
  CompleteChoices,
  DisbursementChoices,
  DisbursementStep,
  ScheduledPayment,
  WizardCard,
  getPaymentOption,
  paperCheck,
  savePaymentOption,
} from '#src/api/contract/disbursement.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { LOAN_STATUS, ORIGINATING_SUBSTATUS, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { isPickableDisbursementDate } from '#src/domain/same-day-funding.ts';
import type { Applicant } from '../application/applications.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { loan, loanInstallment, loanRequest, paymentCard, type LoanRequestRow, type LoanRow, type StoredChoices, type StoredQuote } from '../db/schema.ts';
import { isRefusal, refuse, type Refusal } from '../http/refusal.ts';
import { readSameDayCutOff } from '../services/same-day-cut-off.ts';
import { voidForNewTerms } from '../signing/new-terms.ts';
import {
  aboveMaximum,
  amountFlag,
  amountProblem,
  bankAccountProblem,
  DATE_FLAG,
  disbursementModeProblem,
  frequencyProblem,
  PAYMENTS_MOVED_FLAG,
  repaymentModeProblem,
  type BankConfirmation,
  type FlagAnswer,
} from './checks.ts';
import { listedAccounts, wizardContexts, type WizardContext } from './context.ts';
import { isUnsigned } from '../loans/home-flag.ts';
import { offerFor, transactionFees, type FeeLine, type Offer } from './pricing.ts';
import { quoteOf, samePayments, type Quote, type QuoteInput } from './quote.ts';
import { cardOf } from '../repayment/cards.ts';

type PaymentOptionAnswer = CallResponse<typeof getPaymentOption>;
type SaveAnswer = CallResponse<typeof savePaymentOption>;
type PaperCheckAnswer = CallResponse<typeof paperCheck>;
/** Repaying by debit card: the card's token from the sandbox processor, and the borrower's authorization. */
type CardGiven = { cardToken?: string; authorizeCard?: boolean };
type SaveRequest =
  | ({ mode: 0; step: DisbursementStep; choices: Partial<DisbursementChoices>; bankConfirmation?: BankConfirmation } & CardGiven)
  | ({ mode: 1; step: DisbursementStep; choices: CompleteChoices; bankConfirmation?: BankConfirmation } & CardGiven);

export const EMPTY_CHOICES: StoredChoices = {
  amountCents: null,
  paymentFrequency: null,
  repaymentMode: null,
  achAuthorized: null,
  disbursementDate: null,
  disbursementMode: null,
  bankAccountId: null,
};

const FIRST_STEP: DisbursementStep = 'choose-loan-amount';
const SIGN_STEP: DisbursementStep = 'sign-loan-agreement';

/** 'GC-' and 8 digits: what a borrower reads out on the phone. */
function newLoanNo(prefix: string): string {
  return `${prefix}-${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

function flagAnswer(flag: FlagAnswer, context: WizardContext): SaveAnswer {
  return {
    step: flag.step,
    requestId: context.request?.id ?? null,
    loanNo: context.loan?.loanNo ?? null,
    loanFlag: flag.loanFlag,
    message: flag.message,
    ...(flag.maxAmountCents === undefined ? {} : { maxAmountCents: flag.maxAmountCents }),
  };
}

/** The loan columns of confirmed terms: the choices and the Truth-in-Lending figures as disclosed (the demo loans' too). */
export function loanTermsOf(choices: CompleteChoices, quote: Quote) {
  const first = quote.schedule[0]!;
  return {
    principalCents: choices.amountCents,
    balanceCents: choices.amountCents,
    paymentFrequency: choices.paymentFrequency,
    disbursementDate: choices.disbursementDate,
    nextPaymentDate: first.dueDate,
    nextPaymentAmountCents: first.paymentCents,
    repaymentMode: choices.repaymentMode,
    achAuthorized: choices.achAuthorized,
    disbursementMode: choices.disbursementMode,
    bankAccountId: choices.bankAccountId,
    annualRateBps: quote.annualRateBps,
    installmentCount: quote.installmentCount,
    aprBps: Math.round(quote.disclosure.aprPercent * 100),
    financeChargeCents: quote.disclosure.financeChargeCents,
    amountFinancedCents: quote.disclosure.amountFinancedCents,
    totalOfPaymentsCents: quote.disclosure.totalOfPaymentsCents,
    prepaidFinanceChargeCents: quote.disclosure.itemization.prepaidFinanceChargeCents,
  };
}
/** The terms a confirmation books: with the debit card the borrower repays from (null unless repaying by card). */
type LoanTerms = ReturnType<typeof loanTermsOf> & { cardId: string | null };

const sameTerms = (row: LoanRow, terms: LoanTerms) => (Object.keys(terms) as Array<keyof LoanTerms>).every((key) => row[key] === terms[key]);

const storedQuote = (input: QuoteInput, quote: Quote): StoredQuote => ({ inputs: input, schedule: quote.schedule });

export function disbursementService(orm: AppDatabase, clock: Clock) {
  const { contextOf } = wizardContexts(orm, clock);
  const now = () => new Date(clock.now());

  function offerOf(context: WizardContext, amountCents: number): Offer | Refusal {
    return offerFor(context.pricing, context.state, amountCents) ?? refuse(RESULT.loanNotOfferedInState);
  }

  function feesOf(context: WizardContext, amountCents: number): FeeLine[] {
    const offer = offerFor(context.pricing, context.state, amountCents);
    return offer ? transactionFees(context.pricing, offer.terms) : [];
  }

  async function pickable(context: WizardContext, date: string): Promise<boolean> {
    return isPickableDisbursementDate(date, clock.now(), await readSameDayCutOff(orm, context.portfolio.id));
  }

  /** The input's checks every quote needs, in the order a borrower chose them; refusals only. */
  function inputProblem(context: WizardContext, input: Omit<QuoteInput, 'amountCents' | 'disbursementDate'>): Refusal | undefined {
    return (
      frequencyProblem(context, input.paymentFrequency) ??
      repaymentModeProblem(context, input.repaymentMode) ??
      disbursementModeProblem(context, input.disbursementMode)
    );
  }

  /** The quote for checked input, or the refusal of an offer its state's cap forbids. */
  function quoteFor(context: WizardContext, input: QuoteInput): Quote | Refusal {
    const offer = offerOf(context, input.amountCents);
    if (isRefusal(offer)) return offer;
    const quote = quoteOf(context.pricing, offer, context.payroll, input);
    if (offer.aprCapPercent !== null && quote.disclosure.aprPercent > offer.aprCapPercent) return refuse(RESULT.aprAboveStateCap);
    return quote;
  }

  /** Inserts the application's request, or changes the fields given; the customer is always the owner. */
  async function writeRequest(
    db: Pick<AppDatabase, 'insert'>,
    context: WizardContext,
    fields: Partial<Pick<LoanRequestRow, 'step' | 'choices' | 'confirmedBankAccountIds' | 'quote' | 'loanId' | 'cardId'>>,
  ): Promise<LoanRequestRow> {
    const at = now();
    const [row] = await db
      .insert(loanRequest)
      .values({
        applicationId: context.application.id,
        customerId: context.applicant.customerId,
        step: FIRST_STEP,
        choices: EMPTY_CHOICES,
        confirmedBankAccountIds: [],
        ...fields,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: loanRequest.applicationId,
        set: { ...fields, updatedAt: at },
        setWhere: eq(loanRequest.customerId, context.applicant.customerId),
      })
      .returning();
    if (!row) throw new Error('A loan request of another customer holds this application');
    return row;
  }

  function confirmedIds(context: WizardContext, bankAccountId: string, confirmedNow: boolean): string[] {
    const known = context.request?.confirmedBankAccountIds ?? [];
    return confirmedNow && !known.includes(bankAccountId) ? [...known, bankAccountId] : known;
  }

  /** The card saved on the request, as the wizard shows it. */
  async function savedCard(request: LoanRequestRow | undefined): Promise<WizardCard | null> {
    if (!request?.cardId) return null;
    const [card] = await orm
      .select({ brand: paymentCard.brand, last4: paymentCard.last4, expiry: paymentCard.expiry })
      .from(paymentCard)
      .where(eq(paymentCard.id, request.cardId));
    return card ?? null;
  }

  async function paymentOption(applicant: Applicant, loanNo: string | undefined): Promise<PaymentOptionAnswer | Refusal> {
    const context = await contextOf(applicant, loanNo);
    if (isRefusal(context)) return context;
    const { request, range, pricing } = context;
    const choices = (request?.choices ?? EMPTY_CHOICES) as DisbursementChoices;
    // A request whose loan was withdrawn resumes on the confirm step: confirming makes a new loan.
    const step = (request?.step === SIGN_STEP && !context.loan ? 'confirm-details' : (request?.step ?? FIRST_STEP)) as DisbursementStep;
    const feeAmount = choices.amountCents !== null && choices.amountCents <= range.maxAmountCents ? choices.amountCents : range.maxAmountCents;
    const offered = (offerFor(pricing, context.state, range.maxAmountCents) ?? { terms: pricing.terms }).terms;
    return {
      step,
      choices,
      qualifiedAmountCents: context.qualifiedAmountCents,
      program: {
        ...range,
        frequencies: context.frequencies,
        repaymentModes: [...pricing.repaymentModes],
        disbursementModes: [...pricing.disbursementModes],
        // For the amount step's estimate: the rate offered here (a capped state's lower one from its threshold) and the terms;
        // and its origination fee, kept from the money sent, which the amount step says with what the borrower receives.
        annualRateBps: offered.annualRateBps,
        termTiers: pricing.termTiers.map(({ fromCents, termWeeks }) => ({ fromCents, termWeeks })),
        originationFee: { ...offered.originationFee },
      },
      bankAccounts: listedAccounts(context),
      requestId: request?.id ?? null,
      loanNo: context.loan?.loanNo ?? null,
      transactionFees: feesOf(context, feeAmount),
      card: await savedCard(request),
    };
  }

  async function compareFees(applicant: Applicant, amountCents: number): Promise<{ fees: FeeLine[] } | Refusal> {
    const context = await contextOf(applicant);
    if (isRefusal(context)) return context;
    const amount = amountProblem(context, amountCents);
    if (amount === 'aboveMaximum') return aboveMaximum(context);
    if (amount) return amount;
    return { fees: feesOf(context, amountCents) };
  }

  async function calculate(applicant: Applicant, input: QuoteInput): Promise<Quote | Refusal> {
    const context = await contextOf(applicant);
    if (isRefusal(context)) return context;
    const amount = amountProblem(context, input.amountCents);
    if (amount === 'aboveMaximum') return aboveMaximum(context);
    const problem = amount ?? inputProblem(context, input);
    if (problem) return problem;
    if (!(await pickable(context, input.disbursementDate))) return refuse(RESULT.disbursementDateNotPickable);
    const quote = quoteFor(context, input);
    if (isRefusal(quote)) return quote;
    // Kept as the quote the borrower last saw: payment-detail reads it, and confirming checks against it.
    await writeRequest(orm, context, { quote: storedQuote(input, quote) });
    return quote;
  }

  async function paymentDetail(applicant: Applicant, number: number): Promise<ScheduledPayment | Refusal> {
    const context = await contextOf(applicant);
    if (isRefusal(context)) return context;
    let schedule: ScheduledPayment[] | undefined = context.request?.quote?.schedule;
    if (!schedule && context.loan) {
      schedule = await orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, context.loan.id)).orderBy(asc(loanInstallment.number));
    }
    if (!schedule || schedule.length === 0) return refuse(RESULT.quoteRequired);
    const row = schedule.find((each) => each.number === number);
    if (!row) return refuse(RESULT.paymentNotInSchedule);
    const { dueDate, paymentCents, principalCents, interestCents, feeCents, balanceAfterCents } = row;
    return { number, dueDate, paymentCents, principalCents, interestCents, feeCents, balanceAfterCents };
  }

  /** Mode 0: the step and the choices given (each checked), merged into those saved. */
  async function preview(context: WizardContext, save: Extract<SaveRequest, { mode: 0 }>): Promise<SaveAnswer | Refusal> {
    if (save.step === SIGN_STEP && !context.loan) return refuse(RESULT.stepNotReachable);
    const given = save.choices;
    if (given.amountCents != null) {
      const amount = amountProblem(context, given.amountCents);
      if (amount === 'aboveMaximum') return flagAnswer(amountFlag(context), context);
      if (amount) return amount;
    }
    const problem =
      (given.paymentFrequency != null ? frequencyProblem(context, given.paymentFrequency) : undefined) ??
      (given.repaymentMode != null ? repaymentModeProblem(context, given.repaymentMode) : undefined) ??
      (given.disbursementMode != null ? disbursementModeProblem(context, given.disbursementMode) : undefined);
    if (problem) return problem;
    let confirmedBankAccountIds = context.request?.confirmedBankAccountIds ?? [];
    if (given.bankAccountId != null) {
      const bank = bankAccountProblem(context, given.bankAccountId, save.bankConfirmation);
      if (isRefusal(bank)) return bank;
      confirmedBankAccountIds = confirmedIds(context, bank.account.id, bank.confirmedNow);
    }
    if (given.disbursementDate != null && !(await pickable(context, given.disbursementDate))) return flagAnswer(DATE_FLAG, context);

    const choices: StoredChoices = { ...(context.request?.choices ?? EMPTY_CHOICES) };
    for (const key of Object.keys(EMPTY_CHOICES) as Array<keyof StoredChoices>) {
      if (given[key] !== undefined) (choices as Record<string, unknown>)[key] = given[key];
    }
    const byCard = given.repaymentMode === PAYMENT_MODE.debitCard;
    if (byCard) {
      const problem = cardProblem(context, save);
      if (problem) return problem;
    }
    const request = await orm.transaction(async (tx) => {
      // The card's token is bound to the borrower in the save's transaction: another customer's is no card at all.
      const card = byCard && save.cardToken ? await cardOf(tx, context.applicant.customerId, save.cardToken) : null;
      if (isRefusal(card)) return card;
      return writeRequest(tx, context, { step: save.step, choices, confirmedBankAccountIds, ...(card ? { cardId: card.id } : {}) });
    });
    if (isRefusal(request)) return request;
    return { step: save.step, requestId: request.id, loanNo: context.loan?.loanNo ?? null, loanFlag: null };
  }

  /**
   * Repaying by debit card needs a card: one given now (its token) with the borrower's authorization, or the one
   * saved on the request before (a later step's save, a second device). Refusals only; nothing is written.
   */
  function cardProblem(context: WizardContext, save: CardGiven): Refusal | undefined {
    if (save.cardToken === undefined && save.authorizeCard === undefined) return context.request?.cardId ? undefined : refuse(RESULT.cardRequired);
    if (save.authorizeCard !== true) return refuse(RESULT.cardAuthorizationNeeded);
    if (save.cardToken === undefined && !context.request?.cardId) return refuse(RESULT.cardRequired);
    return undefined;
  }

  /**
   * Mode 1: every choice checked, the schedule computed, and THE loan of this application made (101, then
   * 102 / 102001 customer review, not signed) with its terms and installments. A second confirm answers the
   * same loan; with changed terms (still unsigned) the same loan takes the new terms.
   */
  async function confirm(context: WizardContext, save: Extract<SaveRequest, { mode: 1 }>): Promise<SaveAnswer | Refusal> {
    const { choices } = save;
    const amount = amountProblem(context, choices.amountCents);
    if (amount === 'aboveMaximum') return flagAnswer(amountFlag(context), context);
    const problem = amount ?? inputProblem(context, choices);
    if (problem) return problem;
    if (choices.repaymentMode === PAYMENT_MODE.ach && !choices.achAuthorized) return refuse(RESULT.achAuthorizationRequired);
    const byCard = choices.repaymentMode === PAYMENT_MODE.debitCard;
    const cardRefused = byCard ? cardProblem(context, save) : undefined;
    if (cardRefused) return cardRefused;
    const bank = bankAccountProblem(context, choices.bankAccountId, save.bankConfirmation);
    if (isRefusal(bank)) return bank;
    if (!(await pickable(context, choices.disbursementDate))) return flagAnswer(DATE_FLAG, context);
    const input: QuoteInput = {
      amountCents: choices.amountCents,
      paymentFrequency: choices.paymentFrequency,
      repaymentMode: choices.repaymentMode,
      disbursementDate: choices.disbursementDate,
      disbursementMode: choices.disbursementMode,
    };
    const quote = quoteFor(context, input);
    if (isRefusal(quote)) return quote;
    const shown = context.request?.quote;
    if (shown && !samePayments(shown.schedule, quote.schedule)) return flagAnswer(PAYMENTS_MOVED_FLAG, context);

    const confirmedBankAccountIds = confirmedIds(context, bank.account.id, bank.confirmedNow);
    const { customerId } = context.applicant;
    const made = await orm.transaction(async (tx) => {
      // The request row locked: two confirms at once take turns, and the second finds the first one's loan.
      await writeRequest(tx, context, {});
      const [request] = await tx
        .select()
        .from(loanRequest)
        .where(and(eq(loanRequest.applicationId, context.application.id), eq(loanRequest.customerId, customerId)))
        .for('update');
      const [existing] = request?.loanId
        ? await tx
            .select()
            .from(loan)
            .where(
              and(eq(loan.id, request.loanId), eq(loan.customerId, customerId), notInArray(loan.loanStatus, [LOAN_STATUS.withdrawn, LOAN_STATUS.terminated])),
            )
            .for('update')
        : [];
      // Signed since this confirm's checks (another tab, or the e-mailed link on a phone): its terms are the contract now.
      if (existing && !isUnsigned(existing)) return refuse(RESULT.applicationSigned);
      // Repaying by card: the card given now (bound to the borrower here), else the one the mode step saved.
      const card = byCard && save.cardToken ? await cardOf(tx, customerId, save.cardToken) : null;
      if (isRefusal(card)) return card;
      const cardId = byCard ? (card?.id ?? request?.cardId ?? null) : null;
      if (byCard && !cardId) return refuse(RESULT.cardRequired);
      const terms: LoanTerms = { ...loanTermsOf(choices, quote), cardId };
      const at = now();
      let row: LoanRow;
      if (existing) {
        row = existing;
        const installments = await tx.select().from(loanInstallment).where(eq(loanInstallment.loanId, existing.id)).orderBy(asc(loanInstallment.number));
        if (!sameTerms(existing, terms) || !samePayments(installments, quote.schedule)) {
          [row] = (await tx
            .update(loan)
            .set({ ...terms, updatedAt: at })
            .where(eq(loan.id, existing.id))
            .returning()) as [LoanRow];
          await tx.delete(loanInstallment).where(eq(loanInstallment.loanId, existing.id));
          await tx.insert(loanInstallment).values(quote.schedule.map((payment) => ({ loanId: existing.id, ...payment })));
          // The agreement of the old terms can no longer be signed (decision 0720 point 16).
          await voidForNewTerms(tx, existing, at);
        }
      } else {
        row = await createLoan(tx, context, terms, quote, at);
      }
      await writeRequest(tx, context, {
        step: SIGN_STEP,
        choices,
        confirmedBankAccountIds,
        quote: storedQuote(input, quote),
        loanId: row.id,
        ...(card ? { cardId: card.id } : {}),
      });
      return { requestId: request!.id, loanNo: row.loanNo };
    });
    if (isRefusal(made)) return made;
    return { step: SIGN_STEP, requestId: made.requestId, loanNo: made.loanNo, loanFlag: null };
  }

  /** A new loan: initializing (101) with its terms and installments, then originating in customer review (102 / 102001). */
  async function createLoan(tx: Pick<AppDatabase, 'insert' | 'update'>, context: WizardContext, terms: LoanTerms, quote: Quote, at: Date): Promise<LoanRow> {
    const { application: open, applicant } = context;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [created] = await tx
        .insert(loan)
        .values({
          loanNo: newLoanNo(context.pricing.loanNoPrefix),
          portfolioId: open.portfolioId,
          customerId: applicant.customerId,
          applicationId: open.id,
          borrowerSsnLast4: open.ssnLast4 ?? '',
          borrowerDateOfBirth: context.dateOfBirth,
          loanStatus: LOAN_STATUS.initializing,
          loanSubStatus: null,
          tracker: null,
          signatureStatus: SIGNATURE_STATUS.notSigned,
          ...terms,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: loan.loanNo })
        .returning();
      if (!created) continue;
      await tx.insert(loanInstallment).values(quote.schedule.map((payment) => ({ loanId: created.id, ...payment })));
      const [originating] = await tx
        .update(loan)
        .set({ loanStatus: LOAN_STATUS.originating, loanSubStatus: ORIGINATING_SUBSTATUS.customerReview })
        .where(eq(loan.id, created.id))
        .returning();
      return originating!;
    }
    throw new Error('Could not make a loan: loan numbers kept colliding');
  }

  async function save(applicant: Applicant, request: SaveRequest): Promise<SaveAnswer | Refusal> {
    const context = await contextOf(applicant);
    if (isRefusal(context)) return context;
    return request.mode === 0 ? preview(context, request) : confirm(context, request);
  }

  /** Records paper-check repayment on the request, and answers where checks go. */
  async function paperCheckAddress(applicant: Applicant): Promise<PaperCheckAnswer | Refusal> {
    const context = await contextOf(applicant);
    if (isRefusal(context)) return context;
    const { portfolio: brand } = context;
    if (!brand.checkPayableTo || !brand.checkMailingAddress) return refuse(RESULT.paperCheckNotSetUp);
    const choices: StoredChoices = { ...(context.request?.choices ?? EMPTY_CHOICES), repaymentMode: TRANSACTION_MODE.paperCheck };
    await writeRequest(orm, context, { choices });
    const reference = context.loan ? `Loan ${context.loan.loanNo}` : `Application ${context.application.applicationNo}`;
    const { line1, line2, city, state, zip } = brand.checkMailingAddress;
    return { payableTo: brand.checkPayableTo, mailingAddress: { line1, line2, city, state, zip }, memo: reference };
  }

  return { paymentOption, compareFees, calculate, paymentDetail, save, paperCheckAddress };
}
