// The app machine booted at once (a date pattern, no holidays, the brand's portfolio), leaving no page, with
// the flows the caller provides: the one start-up a flow story (flow-story.ts) and a flow's machine tests
// (tests/machines/support/flow-harness.ts) share.
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { appMachine } from '#machines/app/app.machine.ts';

type AppActions = NonNullable<NonNullable<Parameters<typeof appMachine.provide>[0]>['actions']>;

/** The app's flows by their invoke names, each as the caller provides it (its calls answered). */
export type ProvidedFlows = Partial<Record<string, AnyActorLogic>>;

export function bootedAppMachine(portfolio: Portfolio, flows: ProvidedFlows = {}, actions: Partial<AppActions> = {}) {
  return appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => portfolio),
      ...(flows as Record<string, never>),
    },
    actions: { goToUrl: () => {}, clearSession: () => {}, ...actions },
  });
}
