// The disbursement wizard (issue 11): from a qualified amount to a confirmed loan. The app machine invokes
// it while a /disbursement page is open and forwards every visit as `route.enter`; each step is a routed
// state, and a visit is routed only once the saved choices are loaded, so a reload or another device resumes
// on the same step with what was chosen. Each step is saved (save-payment-option mode 0) before the next
// opens; confirming (mode 1) creates the loan. A loan flag in an answer is a transition to where it says.
// Beside the pages, the same-day funding tip counts down to the portfolio's cut-off.
// Each state waiting on a call the borrower waits on is tagged `busy` (the load, every save, the card's check, the
// term's schedule and a payment's split, the confirmation's schedule, mailing address and confirm), a failed load or
// schedule `failed` (machines/kit/retry.ts). Not tagged: the fees and dates a step asks for as it opens (the step's
// own invoke beside its form, no state of their own: the page reads them arriving in the context) and the same-day
// tip's calls (in the background).
import { tokenizingCard } from '#machines/kit/card-entry.ts';
import { and, assertEvent, assign, raise, sendParent, sendTo, setup, type NonReducibleUnknown } from 'xstate';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { compareTransactionFee } from '#src/api/contract/disbursement.ts';
import { LOAN_FLAG, REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { failureCode, failureMessage } from '../kit/failure.ts';
import { BUSY, FAILED, failedState } from '../kit/retry.ts';
import { actorProvidedByApp, callbackProvidedByApp } from '../kit/provided-by-app.ts';
import { redirect, visit, type RouteMeta } from '../kit/route-meta.ts';
import { isPath } from '../kit/route-table.ts';
import { stepPath as guidanceStepPath } from '../guidance/pages.ts';
import { SIGNING_PATHS } from '../signing/pages.ts';
import { WIZARD_FORM_CODE, type WizardForms } from './display.ts';
import type { ClockRead, ClockReading } from './page-clock.ts';
import { DISBURSEMENT_PATHS, LOAD_FAILED_PAGE, WIZARD_STEPS, metaOf, stepPath, type WizardStep } from './pages.ts';
import { say, withWords } from './words.ts';
import { completeChoicesOf, isReachable, nextStep, resumeStep, scheduleRequestOf } from './steps.ts';
import type {
  DatesLoad,
  CardForm,
  CardOnFile,
  DisbursementContext,
  DisbursementEvent,
  DisbursementInput,
  PaperCheckAnswer,
  PaymentOption,
  PaymentSchedule,
  SameDayFundingAnswer,
  SaveAnswer,
  SaveRequest,
  ScheduleRequest,
  ScheduledPayment,
} from './types.ts';

/** The tip counts down by whole seconds. */
export const COUNTDOWN_TICK_MS = 1000;

/** Whole seconds from `now` to the cut-off, rounded up as the server rounds them (decision 0600), never negative. */
const secondsTo = (cutOffAt: number, now: number) => Math.max(0, Math.ceil((cutOffAt - now) / 1000));

/** Where the loan flags lead outside the wizard. */
export const FLAG_PATHS = { verifyBankAgain: guidanceStepPath('ibv'), signAgain: SIGNING_PATHS.agreement } as const;

/** The notices of loan flags 10001 and 10002 when the server sends none, read from the catalog when read. */
export const FLAG_NOTICES = withWords(
  withWords({}, 'recalculateLoanAmount', 'disbursement.notice.recalculateLoanAmount'),
  'recalculatePaymentPlan',
  'disbursement.notice.recalculatePaymentPlan',
);

/** The refusals that mean the wizard has nothing to offer this borrower now: a signed loan, or no amount yet. */
const CLOSED_CODES: readonly number[] = [RESULT.applicationSigned.code, RESULT.disbursementNotAvailable.code];

type Args = { context: DisbursementContext; event: DisbursementEvent };
type SaveDone = { output: SaveAnswer };

/** Said when the borrower saves debit card as the way to repay before entering the card. */
export const cardNeeded = () => say('disbursement.card.needed');

/**
 * What the mode step's save adds for a debit card: the authorization, and the card's token when it was entered in
 * this visit (a card saved before is the server's already; only its brand and last four are here).
 */
function cardOfSubmit(context: DisbursementContext, event: DisbursementEvent): { cardToken?: string; authorizeCard?: boolean } {
  if (event.type !== 'mode.submit' || event.repaymentMode !== PAYMENT_MODE.debitCard) return {};
  return { authorizeCard: event.authorizeCard === true, ...(context.card?.cardToken ? { cardToken: context.card.cardToken } : {}) };
}

/** What a step's submit adds to the choices. */
function choicesOfSubmit(event: DisbursementEvent): Partial<DisbursementContext['choices']> {
  switch (event.type) {
    case 'amount.submit':
      return { amountCents: event.amountCents };
    case 'mode.submit':
      return { paymentFrequency: event.paymentFrequency, repaymentMode: event.repaymentMode, achAuthorized: event.achAuthorized };
    case 'account.submit':
      return { disbursementDate: event.disbursementDate, disbursementMode: event.disbursementMode, bankAccountId: event.bankAccountId };
    default:
      return {};
  }
}

/** A step the borrower fills in: submitting saves it (mode 0, the next step as the resume step), then the next step opens. */
const formStep = (step: WizardStep, submit: 'amount.submit' | 'mode.submit' | 'account.submit') => ({
  meta: metaOf(step) satisfies RouteMeta,
  entry: 'clearError' as const,
  // A call of the step that failed (the fees, the dates) is made again.
  on: { retry: { target: `#disbursement.wizard.ready.${step}`, reenter: true } },
  initial: 'editing' as const,
  states: {
    editing: { on: { [submit]: { target: 'saving', actions: 'startSave' as const } } },
    saving: {
      tags: [BUSY],
      invoke: {
        id: 'savePaymentOption',
        src: 'savePaymentOption' as const,
        input: ({ context, event }: Args): SaveRequest => {
          const choices = { ...context.choices, ...choicesOfSubmit(event) };
          const bankConfirmation = event.type === 'account.submit' ? event.bankConfirmation : undefined;
          return {
            mode: REQUEST_MODE.preview,
            step: nextStep(step),
            choices,
            ...(bankConfirmation ? { bankConfirmation } : {}),
            ...cardOfSubmit(context, event),
          };
        },
        onDone: [
          { guard: 'leavesWizard' as const, actions: 'leaveForFlag' as const },
          { guard: 'hasLoanFlag' as const, target: 'editing', actions: ['applyLoanFlag' as const, 'visitFlagStep' as const] },
          { actions: [{ type: 'applySubmit' as const }, { type: 'visitNext' as const, params: { step } }] },
        ],
        onError: [
          // Signed meanwhile (another tab, the e-mailed link on a phone): nothing here to choose any more.
          { guard: 'wizardClosed' as const, target: '#disbursement.wizard.closed', actions: 'rememberError' as const },
          { target: 'editing', actions: 'rememberError' as const },
        ],
      },
    },
  },
});

/** The mode step's form, with the debit card entered beside it: waiting, or the card on its way to the card processor. */
const modeEditing = {
  initial: 'idle' as const,
  states: {
    idle: {
      on: {
        'mode.submit': [
          { guard: 'needsCard' as const, actions: 'askForCard' as const },
          { target: '#disbursement.wizard.ready.choose-payment-mode.saving', actions: 'startSave' as const },
        ],
        'card.submit': { target: 'tokenizing', actions: 'clearCardError' as const },
        'card.change': { actions: 'forgetCard' as const },
      },
    },
    // The borrower waits on the card processor's answer, as on a save.
    tokenizing: { ...tokenizingCard, tags: [BUSY] },
  },
};

const modeStep = formStep('choose-payment-mode', 'mode.submit');

export const disbursementMachine = setup({
  types: {
    input: {} as DisbursementInput,
    context: {} as DisbursementContext,
    events: {} as DisbursementEvent,
  },
  actors: {
    getPaymentOption: actorProvidedByApp<PaymentOption>('getPaymentOption'),
    compareTransactionFee: actorProvidedByApp<CallResponse<typeof compareTransactionFee>, { amountCents: number }>('compareTransactionFee'),
    /**
     * The date step's load: assistant available-date and get-default-disbursement-date asked side by side, in one round
     * trip (one actor makes both calls at once: two actors' calls left the browser tens of milliseconds apart, one after
     * the other had answered). The default is null when only it failed: nothing is chosen in advance then.
     */
    loadDates: actorProvidedByApp<DatesLoad>('loadDates'),
    calculatePaymentSchedule: actorProvidedByApp<PaymentSchedule, ScheduleRequest>('calculatePaymentSchedule'),
    paymentDetail: actorProvidedByApp<ScheduledPayment, { number: number }>('paymentDetail'),
    paperCheck: actorProvidedByApp<PaperCheckAnswer>('paperCheck'),
    /** The sandbox card processor's tokenize-card: the card's number goes there only. */
    tokenizeCard: actorProvidedByApp<Omit<CardOnFile, 'cardToken'> & { cardToken: string }, CardForm>('tokenizeCard'),
    savePaymentOption: actorProvidedByApp<SaveAnswer, SaveRequest>('savePaymentOption'),
    countdownSameDay: actorProvidedByApp<SameDayFundingAnswer, { portfolioId: number }>('countdownSameDay'),
    /** assistant get-next-business-day: the first business day after a date (the server's calendar, Federal Reserve closures by rule). */
    getNextBusinessDay: actorProvidedByApp<{ date: string }, { date: string }>('getNextBusinessDay'),
    /** config get-form and the code lists it names (get-domain-value): the term's and the confirmation's rows. */
    loadForms: actorProvidedByApp<WizardForms, { code: string }>('loadForms'),
    /** The device's clock (page-clock.ts): it answers `clock.now` at once, when asked, and when the page is shown again. */
    pageClock: callbackProvidedByApp<NonReducibleUnknown, ClockRead>('pageClock'),
  },
  actions: {
    clearError: assign({ error: null }),
    clearCardError: assign({ cardError: null, error: null }),
    askForCard: assign({ cardError: () => cardNeeded() }),
    rememberCard: assign({ card: ({ event }) => (event as unknown as { output: CardOnFile }).output, cardError: null }),
    rememberCardError: assign({ cardError: failureMessage }),
    forgetCard: assign({ card: null, cardError: null }),
    startSave: assign(({ event }) => ({ submitted: choicesOfSubmit(event), error: null })),
    rememberError: assign({ error: failureMessage }),
    rememberVisit: assign({ pendingVisit: ({ event }) => (event.type === 'route.enter' ? event : visit(DISBURSEMENT_PATHS.entry)) }),
    routePendingVisit: raise(({ context }) => context.pendingVisit),
    visitResume: raise(({ context }) => visit(stepPath(resumeStep(context.option?.step, context.choices)))),
    visitNext: raise((_, params: { step: WizardStep }) => visit(stepPath(nextStep(params.step)))),
    /** Saved: the step's choices join the others, and the server's resume step and request are kept. */
    applySubmit: assign(({ context, event }) => {
      const answer = (event as unknown as SaveDone).output;
      const changed = Object.entries(context.submitted ?? {}).some(([key, value]) => context.choices[key as keyof typeof context.choices] !== value);
      return {
        choices: { ...context.choices, ...context.submitted },
        submitted: null,
        // The term's figures were for the choices before: the term or the confirmation asks again.
        schedule: changed ? null : context.schedule,
        option: context.option && { ...context.option, step: answer.step, requestId: answer.requestId ?? context.option.requestId },
        notice: null,
      };
    }),
    /** 10001: the amount is chosen again under the new maximum; 10002: the date is chosen again. Nothing was saved. */
    applyLoanFlag: assign(({ context, event }) => {
      const answer = (event as unknown as SaveDone).output;
      const recalculateAmount = answer.loanFlag === LOAN_FLAG.recalculateLoanAmount;
      const program =
        context.option && answer.maxAmountCents !== undefined ? { ...context.option.program, maxAmountCents: answer.maxAmountCents } : context.option?.program;
      return {
        option: context.option && program ? { ...context.option, program } : context.option,
        choices: recalculateAmount ? { ...context.choices, amountCents: null } : { ...context.choices, disbursementDate: null },
        notice: answer.message ?? (recalculateAmount ? FLAG_NOTICES.recalculateLoanAmount : FLAG_NOTICES.recalculatePaymentPlan),
        submitted: null,
      };
    }),
    visitFlagStep: raise(({ event }) =>
      visit(stepPath((event as unknown as SaveDone).output.loanFlag === LOAN_FLAG.recalculateLoanAmount ? 'choose-loan-amount' : 'choose-bank-account')),
    ),
    leaveForFlag: sendParent(({ event }) => {
      const answer = (event as unknown as SaveDone).output;
      return visit(answer.loanFlag === LOAN_FLAG.recreateRequestCode ? FLAG_PATHS.verifyBankAgain : FLAG_PATHS.signAgain);
    }),
    goToSigning: sendParent(visit(stepPath('sign-loan-agreement'))),
    /** Home in place of the refused step: back from home goes on to the page before it, not to this step again. */
    goHome: sendParent(redirect(DISBURSEMENT_PATHS.home)),
    sayWhyClosed: sendParent(({ context }) => ({ type: 'snackbar.show' as const, message: context.error ?? '', kind: 'info' as const })),
    /**
     * The seconds left, from the cut-off instant and the clock, never from the ticks counted: a background tab's
     * ticks come late. The cut-off instant is the server's seconds left from the first reading after its answer,
     * on this device's clock, so a device clock set minutes off does not move it.
     */
    countToCutOff: assign(({ context, event }) => {
      const { now } = event as ClockReading;
      const cutOffAt = context.cutOffAt ?? now + context.secondsLeft * 1000;
      return { cutOffAt, secondsLeft: secondsTo(cutOffAt, now) };
    }),
    readClock: sendTo('pageClock', { type: 'clock.read' } satisfies ClockRead),
  },
  guards: {
    isPath,
    isReachable: ({ context }, params: { step: WizardStep }) => isReachable(context.choices, params.step),
    hasLoanFlag: ({ event }) => (event as unknown as SaveDone).output.loanFlag !== null,
    leavesWizard: ({ event }) => {
      const flag = (event as unknown as SaveDone).output.loanFlag;
      return flag === LOAN_FLAG.recreateRequestCode || flag === LOAN_FLAG.resignAgreement;
    },
    paysByCheck: ({ context }) => context.choices.repaymentMode === TRANSACTION_MODE.paperCheck,
    needsCard: ({ context, event }) => event.type === 'mode.submit' && event.repaymentMode === PAYMENT_MODE.debitCard && context.card === null,
    sameDayOpen: ({ event }) => (event as unknown as { output: SameDayFundingAnswer }).output.sameDayAvailable,
    cutOffReached: ({ context, event }) => context.cutOffAt !== null && secondsTo(context.cutOffAt, (event as ClockReading).now) === 0,
    loaded: ({ context }) => context.option !== null && context.forms !== null,
    hasSchedule: ({ context }) => context.schedule !== null,
    wizardClosed: ({ event }) => CLOSED_CODES.includes(failureCode({ event }) ?? 0),
  },
  delays: { tick: COUNTDOWN_TICK_MS },
}).createMachine({
  id: 'disbursement',
  type: 'parallel',
  context: ({ input }) => ({
    portfolioId: input.portfolioId,
    pendingVisit: input.entry,
    option: null,
    forms: null,
    choices: {
      amountCents: null,
      paymentFrequency: null,
      repaymentMode: null,
      achAuthorized: null,
      disbursementDate: null,
      disbursementMode: null,
      bankAccountId: null,
    },
    submitted: null,
    fees: [],
    dates: null,
    defaultDate: null,
    schedule: null,
    paymentDetail: null,
    paperCheck: null,
    card: null,
    cardError: null,
    sameDay: null,
    afterCutOffDate: null,
    secondsLeft: 0,
    cutOffAt: null,
    notice: null,
    error: null,
  }),
  states: {
    wizard: {
      initial: 'loading',
      states: {
        /** The saved step and choices, and the rows the pages show (asked at once, side by side): nothing is routed before they are known. */
        loading: {
          tags: [BUSY],
          entry: ['clearError', assign({ option: null, forms: null })],
          on: { 'route.enter': { actions: 'rememberVisit' } },
          invoke: [
            {
              id: 'getPaymentOption',
              src: 'getPaymentOption',
              onDone: {
                actions: assign(({ event }) => ({
                  option: event.output,
                  choices: event.output.choices,
                  fees: event.output.transactionFees,
                  // The card saved on the mode step: the server keeps it, so only what the borrower reads is here.
                  card: event.output.card ? { ...event.output.card, cardToken: null } : null,
                })),
              },
              onError: [
                { guard: 'wizardClosed', target: 'closed', actions: 'rememberError' },
                { target: 'loadFailed', actions: 'rememberError' },
              ],
            },
            {
              id: 'loadForms',
              src: 'loadForms',
              input: { code: WIZARD_FORM_CODE },
              onDone: { actions: assign({ forms: ({ event }) => event.output }) },
              onError: { target: 'loadFailed', actions: 'rememberError' },
            },
          ],
          always: { guard: 'loaded', target: 'ready' },
        },

        /**
         * Nothing to choose here (a signed loan, -10818, or no amount yet, -12001), found on loading or by a
         * refused save (signed meanwhile elsewhere): no step and no retry, but home, which shows where the
         * borrower is, and the reason said once. A later visit asks again.
         */
        closed: {
          entry: ['goHome', 'sayWhyClosed'],
          on: { 'route.enter': { target: 'loading', actions: 'rememberVisit' } },
        },

        loadFailed: {
          meta: LOAD_FAILED_PAGE,
          tags: [FAILED],
          // The loading state's entry clears the reason.
          on: {
            retry: 'loading',
            'route.enter': { target: 'loading', actions: 'rememberVisit' },
          },
        },

        ready: {
          entry: 'routePendingVisit',
          on: {
            'route.enter': [
              ...WIZARD_STEPS.map((step) => ({
                guard: and([
                  { type: 'isPath' as const, params: { path: stepPath(step) } },
                  { type: 'isReachable' as const, params: { step } },
                ]),
                target: `.${step}`,
              })),
              // /disbursement, a step not reachable yet, or a page of ours that is not a step: where the borrower should be.
              { actions: 'visitResume' },
            ],
          },
          initial: 'routing',
          states: {
            /** The visit raised on entry decides the page. */
            routing: {},

            'choose-loan-amount': formStep('choose-loan-amount', 'amount.submit'),

            'choose-payment-mode': {
              ...modeStep,
              states: { ...modeStep.states, editing: modeEditing },
              // What each way to repay costs for the chosen amount, before the borrower chooses.
              invoke: {
                id: 'compareTransactionFee',
                src: 'compareTransactionFee',
                input: ({ context }) => ({ amountCents: context.choices.amountCents ?? 0 }),
                onDone: { actions: assign({ fees: ({ event }) => event.output.fees }) },
                onError: { actions: 'rememberError' },
              },
            },

            'choose-bank-account': {
              ...formStep('choose-bank-account', 'account.submit'),
              // The dates that can be picked and the default one, asked afresh each time: the cut-off may have passed since.
              invoke: {
                id: 'loadDates',
                src: 'loadDates',
                onDone: {
                  actions: assign(({ context, event }) => ({
                    dates: event.output.dates,
                    defaultDate: event.output.defaultDate,
                    // A date chosen before that can no longer be picked is offered afresh.
                    choices:
                      context.choices.disbursementDate && !event.output.dates.dates.includes(context.choices.disbursementDate)
                        ? { ...context.choices, disbursementDate: null }
                        : context.choices,
                  })),
                },
                onError: { actions: 'rememberError' },
              },
            },

            'choose-loan-term': {
              meta: metaOf('choose-loan-term'),
              initial: 'calculating',
              states: {
                calculating: {
                  tags: [BUSY],
                  invoke: {
                    id: 'calculatePaymentSchedule',
                    src: 'calculatePaymentSchedule',
                    input: ({ context }) => scheduleRequestOf(context.choices)!,
                    onDone: { target: 'shown', actions: assign({ schedule: ({ event }) => event.output, paymentDetail: null }) },
                    onError: { target: 'failed', actions: 'rememberError' },
                  },
                },
                failed: failedState('calculating', 'clearError'),
                shown: {
                  on: {
                    'term.paymentDetail': 'detail',
                    'term.continue': 'saving',
                  },
                },
                /** One payment's principal, interest and fee. */
                detail: {
                  tags: [BUSY],
                  invoke: {
                    id: 'paymentDetail',
                    src: 'paymentDetail',
                    input: ({ event }) => {
                      assertEvent(event, 'term.paymentDetail');
                      return { number: event.number };
                    },
                    onDone: { target: 'shown', actions: assign({ paymentDetail: ({ event }) => event.output }) },
                    onError: { target: 'shown', actions: 'rememberError' },
                  },
                },
                saving: {
                  tags: [BUSY],
                  invoke: {
                    id: 'savePaymentOption',
                    src: 'savePaymentOption',
                    input: ({ context }): SaveRequest => ({ mode: REQUEST_MODE.preview, step: 'confirm-details', choices: context.choices }),
                    onDone: [
                      { guard: 'leavesWizard', actions: 'leaveForFlag' },
                      { guard: 'hasLoanFlag', target: 'shown', actions: ['applyLoanFlag', 'visitFlagStep'] },
                      { actions: ['applySubmit', { type: 'visitNext', params: { step: 'choose-loan-term' } }] },
                    ],
                    onError: { target: 'shown', actions: 'rememberError' },
                  },
                },
              },
            },

            'confirm-details': {
              meta: metaOf('confirm-details'),
              initial: 'quoting',
              states: {
                /**
                 * Opened by a reload, on another device or after a choice changed: the schedule of the saved choices
                 * is asked first, so the APR and finance charge are confirmed as the term showed them. Reached from
                 * the term, its schedule is the one shown and nothing is asked.
                 */
                quoting: {
                  tags: [BUSY],
                  always: { guard: 'hasSchedule', target: 'reviewing' },
                  invoke: {
                    id: 'calculatePaymentSchedule',
                    src: 'calculatePaymentSchedule',
                    input: ({ context }) => scheduleRequestOf(context.choices)!,
                    onDone: { target: 'reviewing', actions: assign({ schedule: ({ event }) => event.output, paymentDetail: null }) },
                    // The page says why; confirming is still checked by the server (flag 10002 when the date passed).
                    onError: { target: 'reviewing', actions: 'rememberError' },
                  },
                },
                reviewing: {
                  always: { guard: 'paysByCheck', target: 'addressing' },
                  on: { 'confirm.submit': { target: 'confirming', actions: 'clearError' } },
                },
                /** Repaying by check: where to mail the checks is part of what the borrower confirms. */
                addressing: {
                  tags: [BUSY],
                  invoke: {
                    id: 'paperCheck',
                    src: 'paperCheck',
                    onDone: { target: 'addressed', actions: assign({ paperCheck: ({ event }) => event.output }) },
                    onError: { target: 'addressed', actions: 'rememberError' },
                  },
                },
                addressed: { on: { 'confirm.submit': { target: 'confirming', actions: 'clearError' } } },
                confirming: {
                  tags: [BUSY],
                  invoke: {
                    id: 'savePaymentOption',
                    src: 'savePaymentOption',
                    input: ({ context }): SaveRequest => ({
                      mode: REQUEST_MODE.save,
                      step: 'sign-loan-agreement',
                      choices: completeChoicesOf(context.choices)!,
                    }),
                    onDone: [
                      { guard: 'leavesWizard', actions: 'leaveForFlag' },
                      { guard: 'hasLoanFlag', target: 'reviewing', actions: ['applyLoanFlag', 'visitFlagStep'] },
                      // The loan is made and waits for the signature: the signing flow's page is next.
                      { target: 'confirmed', actions: 'goToSigning' },
                    ],
                    onError: [
                      { guard: 'wizardClosed', target: '#disbursement.wizard.closed', actions: 'rememberError' },
                      { target: 'reviewing', actions: 'rememberError' },
                    ],
                  },
                },
                confirmed: {},
              },
            },
          },
        },
      },
    },

    /** The same-day funding tip: counts down to the cut-off, then asks again (the funding date moves on). */
    funding: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'countdownSameDay',
            src: 'countdownSameDay',
            input: ({ context }) => ({ portfolioId: context.portfolioId }),
            onDone: [
              {
                guard: 'sameDayOpen',
                target: 'counting',
                actions: assign({
                  sameDay: ({ event }) => event.output,
                  secondsLeft: ({ event }) => event.output.secondsLeft,
                  cutOffAt: null,
                  afterCutOffDate: null,
                }),
              },
              // Closed: the answer's funding date is the next business day already; nothing more to ask.
              { target: 'closed', actions: assign({ sameDay: ({ event }) => event.output, secondsLeft: 0, cutOffAt: null, afterCutOffDate: null }) },
            ],
            // Without the figures the tip is not shown; the wizard works the same.
            onError: { target: 'unavailable' },
          },
        },
        /**
         * Each tick and each showing of the page reads the clock; the cut-off reached, the server is asked again. Beside
         * it, once, the business day after today (get-next-business-day): when the money is sent if the borrower
         * confirms after the cut-off, which the tip says. Without it the tip says only when same-day funding closes.
         */
        counting: {
          invoke: [
            { id: 'pageClock', src: 'pageClock' },
            {
              id: 'getNextBusinessDay',
              src: 'getNextBusinessDay',
              input: ({ context }) => ({ date: context.sameDay!.fundingDate }),
              onDone: { actions: assign({ afterCutOffDate: ({ event }) => event.output.date }) },
              onError: {},
            },
          ],
          on: {
            'clock.now': [{ guard: 'cutOffReached', target: 'loading', actions: assign({ secondsLeft: 0 }) }, { actions: 'countToCutOff' }],
          },
          initial: 'waiting',
          states: {
            waiting: { after: { tick: { target: 'waiting', reenter: true, actions: 'readClock' } } },
          },
        },
        /** After the cut-off, on a weekend or a holiday: the tip names the next business day. */
        closed: {},
        unavailable: {},
      },
    },
  },
});
