// The home page (issue 5): it knows what the borrower should do next. It loads who is signed in
// (get-personal) and the home-page flag with the loans being disbursed (list-disbursement-loan); each flag
// is a transition to its own state, each state offers the one action that moves the borrower on. Attaching
// an existing loan and signing out are open on every flag. The app invokes it while /home is open. On flag 4
// the page watches its loan on the realtime channel: each change the server pushes (or a reconnect, which may
// have missed one) refreshes the tracker in place, and a change of flag (funded, withdrawn) shows the new page.
import { assertEvent, assign, raise, sendParent, setup } from 'xstate';
import type { RepaymentLoan } from '#src/api/contract/loan.ts';
import { REALTIME_SYSTEM_CODE, realtimeUrlPath } from '#src/api/contract/realtime.ts';
import { HOME_PAGE_FLAG, IN_PROGRESS_TRACKER, LOAN_STATUS } from '#src/domain/codes/loan.ts';
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { notificationPath } from '../app/notification-codes.ts';
import { failureMessage } from '../kit/failure.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import { asksSignOut, HOME_PAGE } from './pages.ts';
import { HOME_WAYS, repairPathOf } from './ways.ts';
import type { AttachDetails, Disbursement, HomeContext, HomeEvent, HomeInput, HomeParentEvent, Personal, WatchAnswer } from './types.ts';
import { say } from './words.ts';
import { actorProvidedByApp } from '../kit/provided-by-app.ts';
import { visit } from '../kit/route-meta.ts';
import { realtimeMachine } from '../realtime/realtime.machine.ts';

/** Where a withdrawn loan's borrower is told so (spec section 2: notification 301). */
export const WITHDRAWN_PATH = notificationPath(NOTIFICATION.withdrawn);
/** Where a borrower watching the loan is told its funding has started (decision 0710: notification 205). */
export const FUNDING_STARTED_PATH = notificationPath(NOTIFICATION.processing205);

/** A loan can be withdrawn until its funding starts: initializing, originating or approved. */
export const isWithdrawable = (loanStatus: number | undefined) =>
  loanStatus === LOAN_STATUS.initializing || loanStatus === LOAN_STATUS.originating || loanStatus === LOAN_STATUS.approved;

/** The six flags, each the transition to its page state (spec section 3: home page flag). */
export const FLAG_STATES = [
  { flag: HOME_PAGE_FLAG.noLoanAmount, state: 'noLoanAmount' },
  { flag: HOME_PAGE_FLAG.prepareApplication, state: 'prepareApplication' },
  { flag: HOME_PAGE_FLAG.unsigned, state: 'unsigned' },
  { flag: HOME_PAGE_FLAG.inProgress, state: 'inProgress' },
  { flag: HOME_PAGE_FLAG.repaymentLoan, state: 'repayment' },
  { flag: HOME_PAGE_FLAG.repairInformation, state: 'repairInformation' },
] as const;

export const homeMachine = setup({
  types: {
    input: {} as HomeInput,
    context: {} as HomeContext,
    events: {} as HomeEvent,
  },
  actors: {
    loadPersonal: actorProvidedByApp<Personal>('loadPersonal'),
    loadDisbursement: actorProvidedByApp<Disbursement>('loadDisbursement'),
    loadRepaymentLoans: actorProvidedByApp<{ loans: RepaymentLoan[] }>('loadRepaymentLoans'),
    attachLoan: actorProvidedByApp<{ loanId: string; loanNo: string }, AttachDetails>('attachLoan'),
    signOut: actorProvidedByApp<unknown>('signOut'),
    withdrawLoan: actorProvidedByApp<{ loanNo: string; loanStatus: number }, { loanNo: string }>('withdrawLoan'),
    watchLoan: actorProvidedByApp<WatchAnswer, { loanNo: string; sessionId: string }>('watchLoan'),
    realtime: realtimeMachine,
  },
  actions: {
    clearError: assign({ error: null }),
    visit: sendParent((_, params: { path: string }) => visit(params.path)),
    reportSignedOut: sendParent({ type: 'session.signOut' } satisfies HomeParentEvent),
    reload: raise({ type: 'home.reload' }),
  },
  guards: {
    asksSignOut: ({ event }) => event.type === 'route.enter' && asksSignOut(event),
    flagIs: ({ context }, params: { flag: number }) => context.disbursement?.homePageFlag === params.flag,
    canWithdraw: ({ context }) => isWithdrawable(context.disbursement?.loans[0]?.loanStatus),
    /** Flag 4 with its loan, in a tab with a realtime session: worth watching. */
    watchesLoan: ({ context }) =>
      context.disbursement?.homePageFlag === HOME_PAGE_FLAG.inProgress && context.disbursement.loans[0] !== undefined && context.sessionId !== '',
    aboutOurLoan: ({ context, event }) =>
      event.type === 'realtime.message' && event.message.type === 'loan-status' && event.message.loanNo === context.disbursement?.loans[0]?.loanNo,
    isReconnect: ({ event }) => event.type === 'realtime.connected' && event.reconnect,
    /** The loan moved between the page's load and the watch: show where it is now. */
    loanMoved: ({ context, event }) => {
      const now = (event as unknown as { output: WatchAnswer }).output;
      const shown = context.disbursement?.loans[0];
      return !shown || shown.loanStatus !== now.loanStatus || shown.tracker !== now.tracker;
    },
    /** Heard live: the loan shown before was not yet being funded, and now is (201, tracker 4). */
    fundingStarted: ({ context, event }) => {
      const now = (event as unknown as { output: Disbursement }).output.loans[0];
      const shown = context.disbursement?.loans[0];
      const funding = (loan: typeof now) => loan?.loanStatus === LOAN_STATUS.pending && loan.tracker === IN_PROGRESS_TRACKER.fundingInProgress;
      return now?.loanNo === shown?.loanNo && funding(now) && !funding(shown);
    },
    stillInProgress: ({ event }) => (event as unknown as { output: Disbursement }).output.homePageFlag === HOME_PAGE_FLAG.inProgress,
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({
    customer: input.customer,
    signOutOnArrival: input.signOutOnArrival ?? false,
    sessionId: input.sessionId ?? '',
    personal: null,
    disbursement: null,
    repaymentLoans: [],
    error: null,
    attachError: null,
    notice: null,
  }),
  // Loading has no page: a deep link without a session goes to /sign-in (the client reports -82030001)
  // before anything of /home shows, as the accounts flow's `restoring` does.
  initial: 'loading',
  states: {
    loading: {
      tags: [BUSY],
      entry: 'clearError',
      type: 'parallel',
      states: {
        personal: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadPersonal',
                src: 'loadPersonal',
                onDone: { target: 'done', actions: assign({ personal: ({ event }) => event.output }) },
                // The greeting falls back to the customer known from signing in; the page still shows.
                onError: { target: 'done' },
              },
            },
            done: { type: 'final' },
          },
        },
        loans: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadDisbursement',
                src: 'loadDisbursement',
                onDone: { target: 'done', actions: assign({ disbursement: ({ event }) => event.output }) },
                onError: { target: '#home.shown.page.failed', actions: assign({ error: failureMessage }) },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      // The flag decides the page: one transition per flag.
      onDone: FLAG_STATES.map(({ flag, state }) => ({ guard: { type: 'flagIs' as const, params: { flag } }, target: `#home.shown.page.${state}` })),
    },

    shown: {
      type: 'parallel',
      meta: HOME_PAGE,
      on: {
        'route.enter': [
          // The header's sign-out while the page shows: at once.
          { guard: 'asksSignOut', actions: raise({ type: 'home.signOut' }) },
          // Visiting /home again (a link, the back button) shows it fresh.
          { target: '#home.loading', actions: assign({ notice: null }) },
        ],
        'home.reload': { target: '#home.loading' },
      },
      states: {
        page: {
          // Always entered through one of its states; `initial` only satisfies the statechart rules.
          initial: 'failed',
          states: {
            // The loading state's entry clears the reason.
            failed: failedState('#home.loading'),

            /** 1: no amount yet (no application, a draft, pending review, unavailable): continue the application. */
            noLoanAmount: {
              on: { 'home.continueApplication': { actions: { type: 'visit', params: { path: HOME_WAYS.continueApplication } } } },
            },
            /** 2: qualified for an amount: choose how much to borrow. */
            prepareApplication: {
              on: { 'home.chooseLoanAmount': { actions: { type: 'visit', params: { path: HOME_WAYS.chooseLoanAmount } } } },
            },
            /** 3: a loan waits for the borrower's signature. */
            unsigned: {
              on: { 'home.sign': { actions: { type: 'visit', params: { path: HOME_WAYS.sign } } } },
            },
            /** 4: the lender's turn: the tracker shows where the loan is; until its funding starts it can be withdrawn. */
            inProgress: {
              initial: 'tracking',
              states: {
                tracking: { on: { 'withdraw.open': { guard: 'canWithdraw', target: 'confirmingWithdrawal', actions: assign({ error: null }) } } },
                confirmingWithdrawal: { on: { 'withdraw.confirm': 'withdrawing', 'withdraw.cancel': 'tracking' } },
                withdrawing: {
                  tags: [BUSY],
                  invoke: {
                    id: 'withdrawLoan',
                    src: 'withdrawLoan',
                    input: ({ context }) => ({ loanNo: context.disbursement!.loans[0]!.loanNo }),
                    onDone: { actions: { type: 'visit', params: { path: WITHDRAWN_PATH } } },
                    onError: { target: 'confirmingWithdrawal', actions: assign({ error: failureMessage }) },
                  },
                },
              },
            },
            /** 5: a loan being repaid: its balance and next payment, and its details. */
            repayment: {
              initial: 'loading',
              states: {
                loading: {
                  tags: [BUSY],
                  invoke: {
                    id: 'loadRepaymentLoans',
                    src: 'loadRepaymentLoans',
                    onDone: { target: 'ready', actions: assign({ repaymentLoans: ({ event }) => event.output.loans }) },
                    onError: { target: 'failed', actions: assign({ error: failureMessage }) },
                  },
                },
                failed: failedState('loading', 'clearError'),
                ready: {
                  on: { 'home.viewLoan': { actions: { type: 'visit', params: { path: HOME_WAYS.viewLoan } } } },
                },
              },
            },
            /** 6: the application needs the borrower to fix something; the message says what. */
            repairInformation: {
              on: {
                'home.fixInformation': { actions: { type: 'visit', params: ({ context }) => ({ path: repairPathOf(context.disbursement?.repair ?? null) }) } },
              },
            },
          },
        },

        /** A returning customer adds a loan made elsewhere (by phone, in a store) to this account. */
        attach: {
          initial: 'closed',
          states: {
            closed: { on: { 'attach.open': { target: 'editing', actions: assign({ attachError: null, notice: null }) } } },
            editing: {
              on: {
                'attach.submit': { target: 'attaching', actions: assign({ attachError: null }) },
                'attach.cancel': { target: 'closed', actions: assign({ attachError: null }) },
              },
            },
            attaching: {
              tags: [BUSY],
              invoke: {
                id: 'attachLoan',
                src: 'attachLoan',
                input: ({ event }) => {
                  assertEvent(event, 'attach.submit');
                  return { loanNo: event.loanNo.trim().toUpperCase(), ssnLast4: event.ssnLast4, dateOfBirth: event.dateOfBirth };
                },
                // The loan may change the page (a repaying loan -> flag 5): ask again.
                onDone: {
                  target: 'closed',
                  actions: [assign({ notice: ({ event }) => say('home.notice.loanAttached', { loanNo: event.output.loanNo }) }), 'reload'],
                },
                onError: { target: 'editing', actions: assign({ attachError: failureMessage }) },
              },
            },
          },
        },

        /** Flag 4: the loan watched on the realtime channel, its tracker refreshed in place as it moves. */
        live: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'watchesLoan', target: 'on' }, { target: 'off' }] },
            off: {},
            on: {
              // The channel stopping for good (a policy close) or failing leaves the page as it is: a reload still shows the truth.
              invoke: {
                id: 'realtime',
                src: 'realtime',
                input: ({ context }) => ({ url: realtimeUrlPath(REALTIME_SYSTEM_CODE, context.sessionId) }),
                onDone: 'off',
                onError: 'off',
              },
              on: {
                'realtime.message': { guard: 'aboutOurLoan', target: '.refreshing' },
                // A message is delivered at most once: after a reconnect, ask.
                'realtime.connected': { guard: 'isReconnect', target: '.refreshing' },
              },
              initial: 'watching',
              states: {
                watching: {
                  invoke: {
                    id: 'watchLoan',
                    src: 'watchLoan',
                    input: ({ context }) => ({ loanNo: context.disbursement!.loans[0]!.loanNo, sessionId: context.sessionId }),
                    onDone: [{ guard: 'loanMoved', target: 'refreshing' }, { target: 'listening' }],
                    onError: 'listening',
                  },
                },
                listening: {},
                refreshing: {
                  invoke: {
                    id: 'refreshDisbursement',
                    src: 'loadDisbursement',
                    onDone: [
                      { guard: 'fundingStarted', target: 'listening', actions: { type: 'visit', params: { path: FUNDING_STARTED_PATH } } },
                      { guard: 'stillInProgress', target: 'listening', actions: assign({ disbursement: ({ event }) => event.output }) },
                      // Another flag now (funded: repayment; withdrawn or declined): the page that flag shows.
                      { target: '#home.loading' },
                    ],
                    onError: 'listening',
                  },
                },
              },
            },
          },
        },

        session: {
          initial: 'active',
          states: {
            active: {
              always: { guard: ({ context }) => context.signOutOnArrival, target: 'signingOut' },
              on: { 'home.signOut': 'signingOut' },
            },
            signingOut: {
              tags: [BUSY],
              invoke: {
                id: 'signOut',
                src: 'signOut',
                // Signed out whatever the server said: the app forgets the session either way.
                onDone: { actions: 'reportSignedOut' },
                onError: { actions: 'reportSignedOut' },
              },
            },
          },
        },
      },
    },
  },
});
