// What every flow story shares: the real app machine booted at once for the Storybook brand, the flows'
// calls answered by the story (or left pending, to show a page while a call is on its way), an optional
// signed-in customer, then the page's visit and the borrower's first moves sent to the page's flow, so each
// page is shown in the state a borrower would see it in.
import { createActor, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { bootedAppMachine } from './booted-app.ts';
import { ApiError } from '#src/api/api-error.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import type { FlowId } from '#machines/flows.ts';
import { HOME_PAGE } from '#machines/home/pages.ts';
import { routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIOS } from '#src/ui/fixtures/portfolios.ts';
import { createRouterHistory, memoryUrlHistory } from '../routing/router-history.ts';
import { startRouteSync } from '../routing/route-sync.ts';

/** A call's answer: its data, a function of its input, a refusal ({ code, message }), or 'pending' (never answers). */
export type StoryAnswer =
  { data: unknown } | { answer: (input: never) => unknown } | { refusal: { code: number; message: string; data?: unknown } } | 'pending';

function answerOf(answer: StoryAnswer | undefined, input: unknown): Promise<unknown> {
  if (answer === undefined || answer === 'pending') return new Promise<never>(() => {});
  if ('refusal' in answer) return Promise.reject(new ApiError('business', answer.refusal.message, { data: null, ...answer.refusal }));
  if ('answer' in answer) return Promise.resolve((answer.answer as (input: unknown) => unknown)(input));
  return Promise.resolve(answer.data);
}

/** A flow machine's calls (its provided actors, by name) answered by the story. */
export function answeredCalls(machine: { implementations: { actors: Record<string, unknown> } }, answers: Partial<Record<string, StoryAnswer>>) {
  const names = Object.keys(machine.implementations.actors);
  return { actors: Object.fromEntries(names.map((name) => [name, fromPromise(({ input }) => answerOf(answers[name], input))])) as never };
}

export type FlowStoryOptions = {
  brand: string;
  path: string;
  /** The app's flows as the story provides them (each with its calls answered), by their registry id. */
  flows: Partial<Record<FlowId, AnyActorLogic>>;
  customer?: Customer;
  /** Events for the page's flow once it is open, in order. */
  steps?: ReadonlyArray<{ type: string }>;
};

/** The app machine of a story: booted from the brand's fixture, no page left, the given flows. */
export const storyAppMachine = (portfolio: (typeof PORTFOLIOS)[keyof typeof PORTFOLIOS], flows: FlowStoryOptions['flows'] = {}) =>
  bootedAppMachine(portfolio, flows);

export function startFlowStory({ brand, path, flows, customer, steps = [] }: FlowStoryOptions) {
  const portfolio = PORTFOLIOS[brand === '110' ? 110 : 118];
  const machine = storyAppMachine(portfolio, flows);
  // A real boot (answered at once), so the app's own children (the snackbar) run as in the browser. The
  // route sync starts once a signed-in customer is known, or it would open the page before the customer.
  const actor = createActor(machine, { input: { url: `http://${portfolio.domainOfWeb}${path}`, userAgent: 'Storybook', redirectParam: null } });
  const history = createRouterHistory(memoryUrlHistory([path]));
  let stopSync = () => {};
  actor.start();
  void (async () => {
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    if (customer) actor.send({ type: 'session.signedIn', customer, landing: HOME_PAGE.path });
    stopSync = startRouteSync({ actor, routes: ROUTES, history });
    actor.send(routeEnterEvent(ROUTES, path));
    for (const step of steps) {
      // Answers already given settle first, so each step meets the page it was meant for.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
      const pageFlow = Object.keys(flows)
        .map((name) => children[name])
        .find((child) => child !== undefined);
      pageFlow?.send(step);
    }
  })();
  return { actor, history, stop: () => stopSync() };
}
