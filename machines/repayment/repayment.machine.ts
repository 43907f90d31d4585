// Repaying a loan (issue 13). The app machine invokes it while a /repayment page is open and forwards every
// visit as `route.enter`; a visit is routed once the loan is loaded (details, the ways to pay the server
// offers, their fees), so a reload or another device opens the same page with what is true now. Each way to
// pay is a page: the borrower fills it in, sees a preview (request mode 0), confirms, and it is saved
// (mode 1) under one idempotency key per intent, kept across retries, so a double click, a retry after a
// dropped connection or a second tab pays once. A payment ends on Payment Received (/notification/103); a
// change that takes no payment (pay off in N, automatic payments) back on the loan details with a notice.
import { CARD_TOKENIZING, tokenizingCard } from '#machines/kit/card-entry.ts';
import { and, assign, raise, sendParent, setup } from 'xstate';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { failureMessage } from '../kit/failure.ts';
import { BUSY, FAILED } from '../kit/retry.ts';
import { actorProvidedByApp } from '../kit/provided-by-app.ts';
import { visit } from '../kit/route-meta.ts';
import { isPath } from '../kit/route-table.ts';
import {
  AUTOPAY_PAGE,
  autopayTag,
  changeTag,
  CHANGES_PAGE,
  CHANGE_PAGES,
  SCHEDULE_CHANGES,
  LOAD_FAILED_PAGE,
  LOAN_DETAILS_PAGE,
  MAKE_PAYMENT_PAGE,
  OPTION_PAGES,
  optionTag,
  PAYMENT_OPTIONS,
  REPAYMENT_PATHS,
  type PaymentOption,
  type ScheduleChange,
} from './pages.ts';
import { autopayRequestOf, changeRequestOf, paymentCallOf } from './requests.ts';
import { say } from './words.ts';
import type {
  AutopayRequest,
  CardForm,
  CardOnFile,
  ChangeForm,
  ChangePreview,
  ChangeRequest,
  LoadedLoan,
  PaymentAnswer,
  PaymentCall,
  RepaymentContext,
  RepaymentEvent,
  RepaymentInput,
} from './types.ts';

/** Said on the loan details after a change that takes no payment (read from the catalog when set). */
export const NOTICES = {
  get payOffInN() {
    return say('repayment.notice.payOffInN');
  },
  get autopayRevoked() {
    return say('repayment.notice.autopayRevoked');
  },
  get autopayAuthorized() {
    return say('repayment.notice.autopayAuthorized');
  },
};

/** Said on the loan details once a change the borrower made themselves is saved. */
export const CHANGE_NOTICES: Readonly<Record<ScheduleChange, string>> = {
  get changePayday() {
    return say('repayment.notice.changePayday');
  },
  get changePayFrequency() {
    return say('repayment.notice.changePayFrequency');
  },
  get changeHolidayRule() {
    return say('repayment.notice.changeHolidayRule');
  },
  get changePayAvailability() {
    return say('repayment.notice.changePayAvailability');
  },
  get changePaymentMethod() {
    return say('repayment.notice.changePaymentMethod');
  },
};

export const cardNeeded = () => say('repayment.card.needed');

type Args = { context: RepaymentContext; event: RepaymentEvent };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** A form that takes a debit card: waiting, or the card on its way to the card processor. */
const cardEntryStates = {
  idle: {
    on: {
      'card.submit': { target: 'tokenizing', actions: 'clearError' as const },
      'card.change': { actions: 'forgetCard' as const },
    },
  },
  tokenizing: { ...tokenizingCard, tags: [CARD_TOKENIZING] },
};

/** One way to pay: the form, its preview, the confirmation and its save. */
const optionPage = (option: PaymentOption) => ({
  meta: OPTION_PAGES[option],
  entry: { type: 'openOption' as const, params: { option } },
  initial: 'editing' as const,
  states: {
    editing: {
      tags: [optionTag('editing')],
      initial: 'idle' as const,
      on: {
        'payment.preview': [
          { guard: 'needsCard' as const, actions: ['rememberForm' as const, 'askForCard' as const] },
          { target: 'previewing', actions: ['rememberForm' as const, 'clearError' as const] },
        ],
      },
      states: cardEntryStates,
    },
    previewing: {
      tags: [optionTag('previewing')],
      invoke: {
        id: 'previewPayment',
        src: 'previewPayment' as const,
        input: ({ context }: Args) => paymentCallOf(option, context.loanNo!, context.form, context.card, null),
        onDone: { target: 'reviewing', actions: 'rememberPreview' as const },
        onError: { target: 'editing', actions: 'rememberError' as const },
      },
    },
    reviewing: {
      tags: [optionTag('reviewing')],
      on: {
        'payment.confirm': { target: 'saving', actions: 'clearError' as const },
        'payment.edit': { target: 'editing', actions: 'forgetPreview' as const },
      },
    },
    saving: {
      tags: [optionTag('saving')],
      invoke: {
        id: 'savePayment',
        src: 'savePayment' as const,
        input: ({ context }: Args) => paymentCallOf(option, context.loanNo!, context.form, context.card, { idempotencyKey: context.intentKey! }),
        onDone:
          option === 'payOffInN'
            ? { target: 'saved', actions: ['noteNewPlan' as const, 'reloadDetails' as const] }
            : { target: 'saved', actions: 'goToPaymentReceived' as const },
        // Refused or not answered: the same confirmation can be tried again with the same key, so it is never taken twice.
        onError: { target: 'reviewing', actions: 'rememberError' as const },
      },
    },
    saved: { tags: [optionTag('saved')] },
  },
});

/** A change the borrower makes themselves (105 to 109): its form, the preview of what changes, the confirmation and its save. */
const changePage = (change: ScheduleChange) => ({
  meta: CHANGE_PAGES[change],
  entry: { type: 'openChange' as const, params: { change } },
  initial: 'editing' as const,
  states: {
    editing:
      change === 'changePaymentMethod'
        ? // Paying by debit card takes a card first: automatic payments are taken from it.
          {
            tags: [changeTag('editing')],
            initial: 'idle' as const,
            on: {
              'change.preview': [
                { guard: 'changeNeedsCard' as const, actions: ['rememberChangeForm' as const, 'askForCard' as const] },
                { target: 'previewing', actions: ['rememberChangeForm' as const, 'clearError' as const] },
              ],
            },
            states: cardEntryStates,
          }
        : { tags: [changeTag('editing')], on: { 'change.preview': { target: 'previewing', actions: ['rememberChangeForm' as const, 'clearError' as const] } } },
    previewing: {
      tags: [changeTag('previewing')],
      invoke: {
        id: 'previewChange',
        src: 'previewChange' as const,
        input: ({ context }: Args) => changeRequestOf(change, context.loanNo!, context.changeForm, null, context.card),
        onDone: { target: 'reviewing', actions: 'rememberChangePreview' as const },
        onError: { target: 'editing', actions: 'rememberError' as const },
      },
    },
    reviewing: {
      tags: [changeTag('reviewing')],
      on: {
        'change.confirm': { target: 'saving', actions: 'clearError' as const },
        'change.edit': { target: 'editing', actions: 'forgetChangePreview' as const },
      },
    },
    saving: {
      tags: [changeTag('saving')],
      invoke: {
        id: 'saveChange',
        src: 'saveChange' as const,
        input: ({ context }: Args) => changeRequestOf(change, context.loanNo!, context.changeForm, { idempotencyKey: context.intentKey! }, context.card),
        onDone: { target: 'saved', actions: [{ type: 'noteChange' as const, params: { change } }, 'reloadDetails' as const] },
        // Refused or not answered: confirmed again with the same key, so it is made once.
        onError: { target: 'reviewing', actions: 'rememberError' as const },
      },
    },
    saved: { tags: [changeTag('saved')] },
  },
});

function changeFormOf(event: RepaymentEvent): ChangeForm {
  if (event.type !== 'change.preview') return {};
  const { type: _type, ...form } = event;
  return form;
}

function formOf(event: RepaymentEvent) {
  if (event.type !== 'payment.preview') return {};
  const { type: _type, ...form } = event;
  return form;
}

export const repaymentMachine = setup({
  types: {
    input: {} as RepaymentInput,
    context: {} as RepaymentContext,
    events: {} as RepaymentEvent,
  },
  actors: {
    loadLoan: actorProvidedByApp<LoadedLoan, { loanNo: string | null }>('loadLoan'),
    previewPayment: actorProvidedByApp<PaymentAnswer, PaymentCall>('previewPayment'),
    savePayment: actorProvidedByApp<PaymentAnswer, PaymentCall>('savePayment'),
    tokenizeCard: actorProvidedByApp<CardOnFile, CardForm>('tokenizeCard'),
    saveAutopay: actorProvidedByApp<null, AutopayRequest>('saveAutopay'),
    previewChange: actorProvidedByApp<ChangePreview, ChangeRequest>('previewChange'),
    saveChange: actorProvidedByApp<ChangePreview, ChangeRequest>('saveChange'),
  },
  guards: {
    isPath,
    isOffered: ({ context }, params: { option: PaymentOption }) => Boolean(context.loaded?.options[params.option]),
    /** A change's page opens when the server offers it now: a payment mode to switch to, or the schedule's changes. */
    isChangeOffered: ({ context }, params: { change: ScheduleChange }) => {
      const changes = context.loaded?.options.changes;
      if (!changes) return false;
      return params.change === 'changePaymentMethod' ? changes.modes.length > 0 : changes.schedule;
    },
    needsCard: ({ context, event }) =>
      event.type === 'payment.preview' && event.mode === PAYMENT_MODE.debitCard && context.option !== 'payOffInN' && !context.card,
    changeNeedsCard: ({ context, event }) => event.type === 'change.preview' && event.mode === PAYMENT_MODE.debitCard && !context.card,
  },
  actions: {
    clearError: assign({ error: null, cardError: null }),
    openOption: assign((_, params: { option: PaymentOption }) => ({ option: params.option, preview: null, error: null, cardError: null })),
    rememberForm: assign({ form: ({ event }) => formOf(event) }),
    askForCard: assign({ cardError: () => cardNeeded() }),
    rememberCard: assign({ card: ({ event }) => outputOf<CardOnFile>(event), cardError: null }),
    rememberCardError: assign({ cardError: failureMessage }),
    forgetCard: assign({ card: null }),
    // A new preview is a new intent: its confirmation gets a key of its own.
    rememberPreview: assign({ preview: ({ event }) => outputOf<PaymentAnswer>(event), intentKey: () => crypto.randomUUID() }),
    forgetPreview: assign({ preview: null, error: null }),
    noteNewPlan: assign({ notice: () => NOTICES.payOffInN }),
    openChange: assign((_, params: { change: ScheduleChange }) => ({ change: params.change, changePreview: null, error: null, cardError: null })),
    rememberChangeForm: assign({ changeForm: ({ event }) => changeFormOf(event) }),
    // A new preview is a new intent: its confirmation gets a key of its own.
    rememberChangePreview: assign({ changePreview: ({ event }) => outputOf<ChangePreview>(event), intentKey: () => crypto.randomUUID() }),
    forgetChangePreview: assign({ changePreview: null, error: null }),
    noteChange: assign((_, params: { change: ScheduleChange }) => ({ notice: CHANGE_NOTICES[params.change], changeForm: {} })),
    visitChanges: raise(visit(REPAYMENT_PATHS.changes)),
    visitChange: raise((_, params: { change: ScheduleChange }) => visit(CHANGE_PAGES[params.change].path)),
    rememberError: assign({ error: failureMessage }),
    rememberVisit: assign({ pendingVisit: ({ event }) => (event.type === 'route.enter' ? event : visit(REPAYMENT_PATHS.loanDetails)) }),
    routePendingVisit: raise(({ context }) => context.pendingVisit),
    visitLoanDetails: raise(visit(REPAYMENT_PATHS.loanDetails)),
    visitOption: raise((_, params: { option: PaymentOption }) => visit(OPTION_PAGES[params.option].path)),
    /** After a change without a payment: load the loan afresh and show its details. */
    reloadDetails: raise({ type: 'repayment.reload' }),
    goToPaymentReceived: sendParent(visit(REPAYMENT_PATHS.paymentReceived)),
  },
}).createMachine({
  id: 'repayment',
  context: ({ input }) => ({
    pendingVisit: input.entry,
    loanNo: null,
    loaded: null,
    option: null,
    form: {},
    preview: null,
    card: null,
    cardError: null,
    intentKey: null,
    error: null,
    notice: null,
    change: null,
    changeForm: {},
    changePreview: null,
  }),
  initial: 'loading',
  on: {
    // A new loan chosen, or a change saved: everything is loaded again, then the loan details shown.
    'repayment.reload': { target: '.loading', actions: assign({ pendingVisit: visit(REPAYMENT_PATHS.loanDetails) }) },
  },
  states: {
    /** Not a page yet: nothing is routed before the loan is known. */
    loading: {
      tags: [BUSY],
      on: { 'route.enter': { actions: 'rememberVisit' } },
      invoke: {
        id: 'loadLoan',
        src: 'loadLoan',
        input: ({ context }) => ({ loanNo: context.loanNo }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ loaded: event.output, loanNo: event.output.details.loanNo, error: null })) },
        onError: { target: 'loadFailed', actions: 'rememberError' },
      },
    },

    loadFailed: {
      meta: LOAD_FAILED_PAGE,
      tags: [FAILED],
      on: {
        retry: { target: 'loading', actions: 'clearError' },
        'route.enter': { target: 'loading', actions: 'rememberVisit' },
      },
    },

    ready: {
      entry: 'routePendingVisit',
      on: {
        'route.enter': [
          { guard: { type: 'isPath', params: { path: REPAYMENT_PATHS.loanDetails } }, target: '.loanDetails' },
          { guard: { type: 'isPath', params: { path: REPAYMENT_PATHS.makePayment } }, target: '.makePayment' },
          { guard: { type: 'isPath', params: { path: REPAYMENT_PATHS.autopay } }, target: '.autopay' },
          { guard: { type: 'isPath', params: { path: REPAYMENT_PATHS.changes } }, target: '.changes' },
          ...SCHEDULE_CHANGES.map((change) => ({
            guard: and([
              { type: 'isPath' as const, params: { path: CHANGE_PAGES[change].path } },
              { type: 'isChangeOffered' as const, params: { change } },
            ]),
            target: `.${change}`,
          })),
          // A change not offered now: the list of changes, which says why.
          ...SCHEDULE_CHANGES.map((change) => ({
            guard: { type: 'isPath' as const, params: { path: CHANGE_PAGES[change].path } },
            actions: 'visitChanges' as const,
          })),
          ...PAYMENT_OPTIONS.map((option) => ({
            guard: and([
              { type: 'isPath' as const, params: { path: OPTION_PAGES[option].path } },
              { type: 'isOffered' as const, params: { option } },
            ]),
            target: `.${option}`,
          })),
          // /repayment, or a way to pay not offered for this loan: the loan details.
          { actions: 'visitLoanDetails' },
        ],
        'repayment.switchLoan': { target: 'loading', actions: assign({ loanNo: ({ event }) => event.loanNo, notice: null, card: null }) },
      },
      initial: 'routing',
      states: {
        /** The visit raised on entry decides the page. */
        routing: {},
        loanDetails: {
          meta: LOAN_DETAILS_PAGE,
          exit: assign({ notice: null }),
        },
        makePayment: {
          meta: MAKE_PAYMENT_PAGE,
          on: {
            'repayment.choose': { actions: { type: 'visitOption', params: ({ event }) => ({ option: event.option }) } },
          },
        },
        changes: {
          meta: CHANGES_PAGE,
          on: {
            'change.choose': { actions: { type: 'visitChange', params: ({ event }) => ({ change: event.change }) } },
          },
        },
        changePayday: changePage('changePayday'),
        changePayFrequency: changePage('changePayFrequency'),
        changeHolidayRule: changePage('changeHolidayRule'),
        changePayAvailability: changePage('changePayAvailability'),
        changePaymentMethod: changePage('changePaymentMethod'),
        payOff: optionPage('payOff'),
        payFixedAmount: optionPage('payFixedAmount'),
        payOffInN: optionPage('payOffInN'),
        payDown: optionPage('payDown'),
        autopay: {
          meta: AUTOPAY_PAGE,
          initial: 'idle',
          states: {
            idle: {
              tags: [autopayTag('idle')],
              on: {
                'autopay.set': {
                  target: 'saving',
                  // Said on the loan details once saved.
                  actions: assign({
                    intentKey: () => crypto.randomUUID(),
                    error: null,
                    notice: ({ event }) => (event.authorize ? NOTICES.autopayAuthorized : NOTICES.autopayRevoked),
                  }),
                },
              },
            },
            saving: {
              tags: [autopayTag('saving')],
              invoke: {
                id: 'saveAutopay',
                src: 'saveAutopay',
                input: ({ context, event }) => {
                  if (event.type !== 'autopay.set') throw new Error(`saving starts with autopay.set, not ${event.type}`);
                  return autopayRequestOf(context.loanNo!, event.authorize, { idempotencyKey: context.intentKey! });
                },
                onDone: { target: 'saved', actions: 'reloadDetails' },
                onError: { target: 'idle', actions: ['rememberError', assign({ notice: null })] },
              },
            },
            saved: { tags: [autopayTag('saved')] },
          },
        },
      },
    },
  },
});
