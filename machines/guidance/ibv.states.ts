// Verifying the bank account online (IBV): the page that chooses a provider and leaves for its pages, and the
// status page the provider sends the borrower back to, which asks until the verification is over and offers the
// ways on after a failed one (again, the other provider, a bank statement).
import { assign } from 'xstate';
import { SECTION } from '#src/domain/codes/application.ts';
import { IBV_PROVIDER, IBV_STATUS, type IbvProvider } from '#src/domain/codes/ibv.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import { GUIDANCE_PAGES, stepPage } from './pages.ts';
import { guidanceSetup } from './setup.ts';
import type { GuidanceContext, IbvStatusAnswer, RecordRequest } from './types.ts';

const otherProvider = (provider: IbvProvider): IbvProvider =>
  provider === IBV_PROVIDER.provider10000 ? IBV_PROVIDER.provider20000 : IBV_PROVIDER.provider10000;
/** Statuses a verification passes through on its way: asked again after a pause. */
const IN_PROGRESS: readonly number[] = [IBV_STATUS.notStarted, IBV_STATUS.startedNotCompleted, IBV_STATUS.loginVerified, IBV_STATUS.inProgress];

/** A status the borrower can act on: retry, the other provider or a statement. */
const offersWayOn = (status: IbvStatusAnswer) => status.canRetry || status.canUseAnotherProvider || status.canUploadStatement;

/** Opens a verification with a provider, then leaves for its pages (a full-page navigation). */
const creatingRequest = {
  invoke: {
    id: 'createRequestCode',
    src: 'createRequestCode' as const,
    input: ({ context }: { context: GuidanceContext }) => ({ provider: context.provider ?? IBV_PROVIDER.provider10000 }),
    onDone: { target: 'leaving', actions: 'openProvider' as const },
    onError: { target: 'failed', actions: 'rememberError' as const },
  },
};

export const ibvPage = guidanceSetup.createStateConfig({
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
});

export const ibvStatusPage = guidanceSetup.createStateConfig({
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
            guard: ({ event }) => event.output.status === IBV_STATUS.inProgress || (IN_PROGRESS.includes(event.output.status) && !offersWayOn(event.output)),
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
});
