// The guidance flow (issue 5): the application's question pages, bank verification (IBV) or a bank
// statement, the check-your-answers summary and the qualified amount. The app machine invokes it while a
// /guidance page is open and forwards every visit as `route.enter`; each page is a routed state, and a
// visit is routed only once the application is loaded, so a reload resumes exactly where it was saved.
// Every call is a named actor the app provides; leaving for a provider's pages is a named action.
import { and, assertEvent, assign, raise, sendParent, setup } from 'xstate';
import type { GuidanceProgress, Qualification, checkBlackList, checkCollectionStatus, checkRiskInfo } from '#src/api/contract/application.ts';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { IBV_PROVIDER, IBV_STATUS, type IbvProvider } from '#src/domain/codes/ibv.ts';
import { NOTIFICATION, SECTION } from '#src/domain/codes/application.ts';
import { failureMessage } from '../kit/failure.ts';
import { BUSY, FAILED, failedState } from '../kit/retry.ts';
import { isReachable, nextStep, pendingSaveOf, resumeStep, saveRequestFor, stateKeyOf, withAnswered } from './steps.ts';
import { GUIDANCE_PAGES, GUIDANCE_PATHS, GUIDANCE_STEPS, stepPage, stepPath, type StepId } from './pages.ts';
import type {
  ApplicationInfo,
  BankInfo,
  GuidanceContext,
  GuidanceEvent,
  GuidanceInput,
  IbvStatusAnswer,
  ProviderList,
  QuestionStep,
  RecordRequest,
  RequestCodeAnswer,
  StatementReceipt,
  StatementUpload,
} from './types.ts';
import { HOME_PAGE } from '../home/pages.ts';
import { notificationPath } from '../app/notification-codes.ts';
import { actionProvidedByApp, actorProvidedByApp } from '../kit/provided-by-app.ts';
import { visit } from '../kit/route-meta.ts';
import { isPath } from '../kit/route-table.ts';
import type { BusyMeta } from '../kit/busy-words.ts';
import { withWords } from './words.ts';

/** How long the status page waits before asking a verification in progress again. */
export const IBV_POLL_MS = 3000;

const otherProvider = (provider: IbvProvider): IbvProvider =>
  provider === IBV_PROVIDER.provider10000 ? IBV_PROVIDER.provider20000 : IBV_PROVIDER.provider10000;
/** Statuses a verification passes through on its way: asked again after a pause. */
const IN_PROGRESS: readonly number[] = [IBV_STATUS.notStarted, IBV_STATUS.startedNotCompleted, IBV_STATUS.loginVerified, IBV_STATUS.inProgress];

/** A status the borrower can act on: retry, the other provider or a statement. */
const offersWayOn = (status: IbvStatusAnswer) => status.canRetry || status.canUseAnotherProvider || status.canUploadStatement;

type Args = { context: GuidanceContext; event: GuidanceEvent };

const saveInput = ({ context, event }: Args): RecordRequest => {
  assertEvent(event, 'step.submit');
  return saveRequestFor(context, event);
};

/** A question page: the borrower edits, then the page is saved (its section, or the section's draft) and the next page opens. */
const questionPage = (step: QuestionStep) => ({
  meta: stepPage(step),
  initial: 'editing' as const,
  states: {
    editing: {
      on: { 'step.submit': { target: 'saving', actions: 'startSave' as const } },
    },
    saving: {
      invoke: {
        id: 'recordBusinessData',
        src: 'recordBusinessData' as const,
        input: saveInput,
        onDone: { actions: ['applySave' as const, { type: 'visitNext' as const, params: { step } }] },
        onError: { target: 'editing', actions: 'saveFailed' as const },
      },
    },
  },
});

/** Opens a verification with a provider, then leaves for its pages (a full-page navigation). */
const creatingRequest = {
  invoke: {
    id: 'createRequestCode',
    src: 'createRequestCode' as const,
    input: ({ context }: Args) => ({ provider: context.provider ?? IBV_PROVIDER.provider10000 }),
    onDone: { target: 'leaving', actions: 'openProvider' as const },
    onError: { target: 'failed', actions: 'rememberError' as const },
  },
};

/** One screening call of the submit: on to the next step, or back to the summary saying why. */
const checkThen = <S extends 'checkBlackList' | 'checkCollectionStatus' | 'checkRiskInfo'>(src: S, next: string) =>
  ({ id: src, src, onDone: { target: next }, onError: { target: '#guidance.ready.summary.reviewing', actions: 'rememberError' as const } }) as const;

export const guidanceMachine = setup({
  types: {
    input: {} as GuidanceInput,
    context: {} as GuidanceContext,
    events: {} as GuidanceEvent,
  },
  actors: {
    listSection: actorProvidedByApp<GuidanceProgress>('listSection'),
    getPersonalInfo: actorProvidedByApp<ApplicationInfo>('getPersonalInfo'),
    recordBusinessData: actorProvidedByApp<GuidanceProgress, RecordRequest>('recordBusinessData'),
    getBankInfo: actorProvidedByApp<BankInfo, { rn: string }>('getBankInfo'),
    getProvider: actorProvidedByApp<ProviderList, { portfolioId: number }>('getProvider'),
    createRequestCode: actorProvidedByApp<RequestCodeAnswer, { provider: IbvProvider }>('createRequestCode'),
    getRequestStatus: actorProvidedByApp<IbvStatusAnswer, { requestCode: string }>('getRequestStatus'),
    uploadBankStatement: actorProvidedByApp<StatementReceipt, StatementUpload>('uploadBankStatement'),
    checkBlackList: actorProvidedByApp<CallResponse<typeof checkBlackList>>('checkBlackList'),
    checkCollectionStatus: actorProvidedByApp<CallResponse<typeof checkCollectionStatus>>('checkCollectionStatus'),
    checkRiskInfo: actorProvidedByApp<CallResponse<typeof checkRiskInfo>>('checkRiskInfo'),
    calculateQualifiedAmount: actorProvidedByApp<Qualification>('calculateQualifiedAmount'),
  },
  actions: {
    /** Leaves the app for the provider's pages; they send the borrower back to /guidance/ibv/:requestCode. */
    openProvider: actionProvidedByApp('openProvider') as unknown as (args: Args) => void,
    clearError: assign({ error: null }),
    rememberError: assign({ error: failureMessage }),
    rememberVisit: assign({ pendingVisit: ({ event }) => (event.type === 'route.enter' ? event : visit(GUIDANCE_PATHS.entry)) }),
    routePendingVisit: raise(({ context }) => context.pendingVisit),
    visitResume: raise(({ context }) => visit(stepPath(resumeStep(context)))),
    visitNext: raise(({ context }, params: { step: StepId }) => visit(stepPath(nextStep(context, params.step)))),
    visitBankStatement: raise(visit(GUIDANCE_PATHS.bankStatement)),
    visitSummary: raise(visit(stepPath('summary'))),
    visitQualifiedAmount: raise(visit(stepPath('qualified-amount'))),
    startSave: assign(({ event }) => {
      assertEvent(event, 'step.submit');
      return { saving: pendingSaveOf(event), error: null };
    }),
    applySave: assign(({ context, event }) => ({
      ...(context.saving ? withAnswered(context, context.saving) : {}),
      progress: (event as unknown as { output: GuidanceProgress }).output,
      saving: null,
    })),
    saveFailed: assign(({ event }) => ({ saving: null, error: failureMessage({ event }) })),
    rememberRequestCode: assign({
      requestCode: ({ event }) => (event.type === 'route.enter' ? (event.params.requestCode ?? null) : null),
      ibvStatus: null,
      error: null,
    }),
    notifyNoIbv: sendParent(({ context }) => visit(notificationPath(context.ibvStatus?.noIbvSituation ?? NOTIFICATION.processing201))),
    notifyStatementReceived: sendParent(visit(notificationPath(NOTIFICATION.bankStatementUploaded))),
    goHome: sendParent(visit(HOME_PAGE.path)),
    sayLocked: sendParent({ type: 'snackbar.show', message: RESULT.applicationSigned.message, kind: 'info' }),
  },
  guards: {
    isPath,
    isReachable: ({ context }, params: { step: StepId }) => isReachable(context, params.step),
    isLoaded: ({ context }) => context.progress !== null,
    lockedBySignedLoan: ({ event }) => (event as unknown as { output: ApplicationInfo }).output.lockedBySignedLoan === true,
  },
  delays: { poll: IBV_POLL_MS },
}).createMachine({
  id: 'guidance',
  context: ({ input }) => ({
    portfolioId: input.portfolioId,
    pendingVisit: input.entry,
    progress: null,
    personal: null,
    employment: null,
    bank: null,
    questions: null,
    qualification: null,
    draft: { personal: {}, employment: {} },
    accountEmail: null,
    saving: null,
    bankLookup: null,
    providers: [],
    provider: null,
    requestCode: null,
    ibvStatus: null,
    ibvFindings: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    /** The sections of this portfolio, then everything saved so far: nothing is routed before both are known. */
    loading: {
      meta: withWords({}, 'busy', 'guidance.busy.loadingApplication') satisfies BusyMeta,
      tags: [BUSY],
      entry: 'clearError',
      on: { 'route.enter': { actions: 'rememberVisit' } },
      initial: 'sections',
      states: {
        sections: {
          invoke: {
            id: 'listSection',
            src: 'listSection',
            onDone: { target: 'application', actions: assign({ progress: ({ event }) => event.output }) },
            onError: { target: '#guidance.loadFailed', actions: 'rememberError' },
          },
        },
        application: {
          invoke: {
            id: 'getPersonalInfo',
            src: 'getPersonalInfo',
            onDone: [
              // A signed loan locks the application (decision 0720 point 12): no form, home with the reason.
              { guard: 'lockedBySignedLoan', target: '#guidance.locked' },
              {
                target: '#guidance.ready',
                actions: assign(({ context, event }) => {
                  const {
                    personal,
                    employment,
                    bank,
                    questions,
                    qualification,
                    sections,
                    resumeStep: resume,
                    applicationNo,
                    drafts,
                    accountEmail,
                    ibvFindings,
                  } = event.output;
                  // The sections asked are list-section's; their completion and the resume step are the application's.
                  const complete = new Map(sections.map((s) => [s.section, s.complete]));
                  const asked = context.progress?.sections ?? sections;
                  return {
                    progress: { applicationNo, resumeStep: resume, sections: asked.map((s) => ({ ...s, complete: complete.get(s.section) ?? s.complete })) },
                    personal,
                    employment,
                    bank,
                    questions,
                    qualification,
                    draft: { personal: drafts.personal ?? {}, employment: drafts.employment ?? {} },
                    accountEmail,
                    ibvFindings: ibvFindings ?? null,
                  };
                }),
              },
            ],
            onError: { target: '#guidance.loadFailed', actions: 'rememberError' },
          },
        },
      },
    },

    /**
     * The loan made from this application is signed, so nothing in it can change (-10818 on a save): a visit by
     * URL, the back button or a bookmark shows no form, but goes home, and the reason is said once. A later visit
     * loads again (a withdrawal frees the application).
     */
    locked: {
      entry: ['goHome', 'sayLocked'],
      on: { 'route.enter': { target: 'loading', actions: 'rememberVisit' } },
    },

    loadFailed: {
      meta: GUIDANCE_PAGES.loadFailed,
      tags: [FAILED],
      // The loading state's entry clears the reason.
      on: { retry: 'loading', 'route.enter': { target: 'loading', actions: 'rememberVisit' } },
    },

    ready: {
      entry: 'routePendingVisit',
      on: {
        'route.enter': [
          { guard: { type: 'isPath', params: { path: GUIDANCE_PATHS.entry } }, actions: 'visitResume' },
          ...GUIDANCE_STEPS.map(({ step }) => ({
            guard: and([
              { type: 'isPath' as const, params: { path: stepPath(step) } },
              { type: 'isReachable' as const, params: { step } },
            ]),
            target: `.${stateKeyOf(step)}`,
          })),
          {
            guard: and([
              { type: 'isPath', params: { path: GUIDANCE_PATHS.ibvStatus } },
              { type: 'isReachable', params: { step: 'ibv' as const } },
            ]),
            target: '.ibvStatus',
            actions: 'rememberRequestCode',
          },
          {
            guard: and([
              { type: 'isPath', params: { path: GUIDANCE_PATHS.bankStatement } },
              { type: 'isReachable', params: { step: 'ibv' as const } },
            ]),
            target: '.bankStatement',
          },
          // A page not reachable yet, or not asked by this portfolio: where the borrower should be.
          { actions: 'visitResume' },
        ],
      },
      initial: 'routing',
      states: {
        /** The visit raised on entry decides the page. */
        routing: {},
        personal: {
          initial: 'name',
          states: {
            name: questionPage('personal/name'),
            address: questionPage('personal/address'),
            contact: questionPage('personal/contact'),
            military: questionPage('personal/military'),
            ssn: questionPage('personal/ssn'),
          },
        },
        employment: {
          initial: 'income',
          states: {
            income: questionPage('employment/income'),
            payday: questionPage('employment/payday'),
            netPay: questionPage('employment/net-pay'),
          },
        },
        question: {
          initial: 'about',
          states: { about: questionPage('question/about') },
        },
        bank: {
          initial: 'account',
          states: {
            account: {
              type: 'parallel',
              states: {
                form: questionPage('bank/account'),
                // The bank's name as the borrower finishes typing a valid routing number.
                lookup: {
                  initial: 'idle',
                  // A newer number restarts the lookup (reenter), so the answer shown is always the last number's.
                  on: { 'bank.lookup': { target: '.looking', reenter: true, actions: assign({ bankLookup: null }) } },
                  states: {
                    idle: {},
                    looking: {
                      invoke: {
                        id: 'getBankInfo',
                        src: 'getBankInfo',
                        input: ({ event }) => {
                          assertEvent(event, 'bank.lookup');
                          return { rn: event.routingNumber };
                        },
                        onDone: { target: 'idle', actions: assign({ bankLookup: ({ event }) => event.output }) },
                        // Not knowing the bank's name stops nothing: the number is still checked by its checksum.
                        onError: { target: 'idle' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        ibv: {
          meta: stepPage('ibv'),
          entry: 'clearError',
          initial: 'loading',
          states: {
            loading: {
              tags: [BUSY],
              invoke: {
                id: 'getProvider',
                src: 'getProvider',
                input: ({ context }) => ({ portfolioId: context.portfolioId }),
                onDone: { target: 'choosing', actions: assign({ providers: ({ event }) => event.output }) },
                onError: { target: 'loadFailed', actions: 'rememberError' },
              },
            },
            loadFailed: failedState('loading', 'clearError'),
            choosing: {
              on: {
                'ibv.choose': { target: 'creating', actions: assign({ provider: ({ event }) => event.provider, error: null }) },
                'ibv.upload': { actions: 'visitBankStatement' },
              },
            },
            creating: { ...creatingRequest, invoke: { ...creatingRequest.invoke, onError: { target: 'choosing', actions: 'rememberError' } } },
            /** The browser is on its way to the provider. */
            leaving: {},
          },
        },
        ibvStatus: {
          meta: GUIDANCE_PAGES.ibvStatus,
          // The borrower arrives here from the provider's pages (a new page load): the providers' names are
          // asked again for "use the other provider"; without them the action still works, named generically.
          invoke: {
            id: 'getProvider',
            src: 'getProvider',
            input: ({ context }) => ({ portfolioId: context.portfolioId }),
            onDone: { actions: assign({ providers: ({ event }) => event.output }) },
          },
          initial: 'checking',
          states: {
            checking: {
              tags: [BUSY],
              invoke: {
                id: 'getRequestStatus',
                src: 'getRequestStatus',
                input: ({ context }) => ({ requestCode: context.requestCode ?? '' }),
                onDone: [
                  // Verified and usable. A success with a no-IBV situation (204: the account shows no regular
                  // pay) is not: it goes on like a failure, to its ways on or its result page.
                  {
                    guard: ({ event }) => event.output.status === IBV_STATUS.successful && event.output.noIbvSituation === null,
                    target: 'verified',
                    actions: assign(({ context, event }) => ({
                      ibvStatus: event.output,
                      provider: event.output.provider,
                      bank: context.bank && { ...context.bank, verified: true },
                      ibvFindings: event.output.found ?? context.ibvFindings,
                    })),
                  },
                  // Online verification is over for this application (no retry, no other provider): its result page.
                  {
                    guard: ({ event }) => event.output.noIbvSituation !== null && !event.output.canRetry && !event.output.canUseAnotherProvider,
                    actions: [assign({ ibvStatus: ({ event }) => event.output }), 'notifyNoIbv'],
                  },
                  // Still being built (20), or on its way with nothing for the borrower to do: asked again.
                  {
                    guard: ({ event }) =>
                      event.output.status === IBV_STATUS.inProgress || (IN_PROGRESS.includes(event.output.status) && !offersWayOn(event.output)),
                    target: 'waiting',
                    actions: assign(({ event }) => ({ ibvStatus: event.output, provider: event.output.provider })),
                  },
                  { target: 'failed', actions: assign(({ event }) => ({ ibvStatus: event.output, provider: event.output.provider })) },
                ],
                onError: { target: 'unreachable', actions: 'rememberError' },
              },
            },
            /** Polling is a delayed transition: tested on a simulated clock. */
            waiting: { after: { poll: 'checking' } },
            unreachable: failedState('checking', 'clearError'),
            failed: {
              on: {
                'ibv.retry': { target: 'creating', actions: 'clearError' },
                'ibv.anotherProvider': {
                  target: 'creating',
                  actions: assign(({ context }) => ({ provider: otherProvider(context.provider ?? IBV_PROVIDER.provider10000), error: null })),
                },
                'ibv.upload': { actions: 'visitBankStatement' },
              },
            },
            creating: creatingRequest,
            leaving: {},
            /** Verified: the resume step moves to the summary, then the summary opens. */
            verified: {
              tags: [BUSY],
              invoke: {
                id: 'recordBusinessData',
                src: 'recordBusinessData',
                input: (): RecordRequest => ({ section: SECTION.summary, resumeStep: 'summary' }),
                onDone: { actions: [assign({ progress: ({ event }) => event.output }), 'visitSummary'] },
                onError: { target: 'saveFailed', actions: 'rememberError' },
              },
            },
            saveFailed: failedState('verified', 'clearError'),
          },
        },
        bankStatement: {
          meta: GUIDANCE_PAGES.bankStatement,
          entry: 'clearError',
          initial: 'choosing',
          states: {
            choosing: { on: { 'statement.submit': { target: 'uploading', actions: 'clearError' } } },
            uploading: {
              tags: [BUSY],
              invoke: {
                id: 'uploadBankStatement',
                src: 'uploadBankStatement',
                input: ({ event }) => {
                  assertEvent(event, 'statement.submit');
                  return event.file;
                },
                onDone: { actions: 'notifyStatementReceived' },
                onError: { target: 'choosing', actions: 'rememberError' },
              },
            },
          },
        },
        summary: {
          meta: stepPage('summary'),
          entry: 'clearError',
          initial: 'reviewing',
          states: {
            reviewing: { on: { 'summary.submit': { target: 'submitting', actions: 'clearError' } } },
            // The eligibility checks in turn, then the calculation. What they find is the calculation's to weigh
            // (a black-listed, high-risk or in-collection borrower gets result 3 and the denial-letter message,
            // docs/sandbox-applicants.md), so the borrower always sees the result page; a refusal is shown here.
            submitting: {
              tags: [BUSY],
              initial: 'blackList',
              states: {
                blackList: {
                  invoke: checkThen('checkBlackList', 'collection'),
                },
                collection: {
                  invoke: checkThen('checkCollectionStatus', 'risk'),
                },
                risk: {
                  invoke: checkThen('checkRiskInfo', 'calculating'),
                },
                calculating: {
                  invoke: {
                    id: 'calculateQualifiedAmount',
                    src: 'calculateQualifiedAmount',
                    onDone: { actions: [assign({ qualification: ({ event }) => event.output }), 'visitQualifiedAmount'] },
                    onError: { target: '#guidance.ready.summary.reviewing', actions: 'rememberError' },
                  },
                },
              },
            },
          },
        },
        qualifiedAmount: {
          meta: stepPage('qualified-amount'),
          on: { 'qualified.continue': { actions: 'goHome' } },
        },
      },
    },
  },
});

export type GuidanceMachine = typeof guidanceMachine;
