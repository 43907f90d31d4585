// The guidance flow's setup (machines/guidance/guidance.machine.ts): its calls (named actors the app provides),
// its actions (leaving for a provider's pages is one the app provides) and guards, typed once for the machine and
// for its state files (pages.states.ts, ibv.states.ts, statement.states.ts), which write their states with
// guidanceSetup.createStateConfig.
import { assertEvent, assign, raise, sendParent, setup } from 'xstate';
import type { GuidanceProgress, Qualification, checkBlackList, checkCollectionStatus, checkRiskInfo } from '#src/api/contract/application.ts';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import type { IbvProvider } from '#src/domain/codes/ibv.ts';
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { notificationPath } from '../app/notification-codes.ts';
import { HOME_PAGE } from '../home/pages.ts';
import { failureMessage } from '../kit/failure.ts';
import { actionProvidedByApp, actorProvidedByApp } from '../kit/provided-by-app.ts';
import { redirect, visit } from '../kit/route-meta.ts';
import { isPath } from '../kit/route-table.ts';
import { GUIDANCE_PATHS, stepPath, type StepId } from './pages.ts';
import { isReachable, nextStep, pendingSaveOf, resumeStep, withAnswered } from './steps.ts';
import type {
  ApplicationInfo,
  BankInfo,
  GuidanceContext,
  GuidanceEvent,
  GuidanceInput,
  IbvStatusAnswer,
  ProviderList,
  RecordRequest,
  RequestCodeAnswer,
  StatementReceipt,
  StatementUpload,
} from './types.ts';

/** How long the status page waits before asking a verification in progress again. */
export const IBV_POLL_MS = 3000;

export const guidanceSetup = setup({
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
    openProvider: actionProvidedByApp('openProvider') as unknown as (args: { context: GuidanceContext; event: GuidanceEvent }) => void,
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
    // In place of the refused page's entry, so back goes on to the page before it (issue 11's back trap).
    redirectHome: sendParent(redirect(HOME_PAGE.path)),
    sayLocked: sendParent(() => ({
      type: 'snackbar.show' as const,
      message: sayResult(RESULT.applicationSigned),
      kind: 'info' as const,
    })),
  },
  guards: {
    isPath,
    isReachable: ({ context }, params: { step: StepId }) => isReachable(context, params.step),
    isLoaded: ({ context }) => context.progress !== null,
    lockedBySignedLoan: ({ event }) => (event as unknown as { output: ApplicationInfo }).output.lockedBySignedLoan === true,
  },
  delays: { poll: IBV_POLL_MS },
});
