// The guidance flow in a story: the real shell, app machine and guidance statechart, its calls answered by
// the story (or left pending, to show a page while a call is on its way), and the borrower's moves sent as
// events, so each page is shown in the state a borrower would see it in.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import { appMachine } from '#machines/app.machine.ts';
import { guidanceMachine } from '#machines/guidance.machine.ts';
import type { GuidanceEvent } from '#machines/guidance-types.ts';
import { routeEnterEvent } from '#machines/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIOS } from '#src/ui/fixtures/portfolios.ts';
import { createRouterHistory, memoryUrlHistory } from '../routing/router-history.ts';
import { startRouteSync } from '../routing/route-sync.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof guidanceMachine.implementations.actors;
/** A call's answer: its data, a function of its input, a refusal ({ code, message }), or 'pending' (never answers). */
export type GuidanceStoryAnswer = { data: unknown } | { answer: (input: never) => unknown } | { refusal: { code: number; message: string } } | 'pending';
export type GuidanceStoryAnswers = Partial<Record<CallName, GuidanceStoryAnswer>>;

export type GuidanceStoryProps = {
  brand: string;
  path: string;
  answers?: GuidanceStoryAnswers;
  /** Events sent to the flow once the page is open, in order. */
  steps?: GuidanceEvent[];
};

const answerOf = (answer: GuidanceStoryAnswer | undefined, input: unknown) => {
  if (answer === undefined || answer === 'pending') return new Promise<never>(() => {});
  if ('refusal' in answer) return Promise.reject(new ApiError('business', answer.refusal.message, { data: null, ...answer.refusal }));
  if ('answer' in answer) return Promise.resolve((answer.answer as (input: unknown) => unknown)(input));
  return Promise.resolve(answer.data);
};

function startGuidanceStory({ brand, path, answers = {}, steps = [] }: GuidanceStoryProps) {
  const portfolio = PORTFOLIOS[brand === '110' ? 110 : 118];
  const names = Object.keys(guidanceMachine.implementations.actors) as CallName[];
  const guidance = guidanceMachine.provide({
    actors: Object.fromEntries(names.map((name) => [name, fromPromise(({ input }) => answerOf(answers[name], input))])) as never,
    actions: { openProvider: () => {} },
  });
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => portfolio),
      guidance,
    },
    actions: { goToUrl: () => {}, clearSession: () => {} },
  });
  const input = { url: `http://${portfolio.domainOfWeb}${path}`, userAgent: 'Storybook', redirectParam: null };
  const actor = createActor(machine, { input });
  const history = createRouterHistory(memoryUrlHistory([path]));
  let stopSync = () => {};
  actor.start();
  void (async () => {
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    stopSync = startRouteSync({ actor, routes: ROUTES, history });
    actor.send(routeEnterEvent(ROUTES, path));
    for (const step of steps) {
      // Answers already given settle first, so each step meets the page it was meant for.
      await new Promise((resolve) => setTimeout(resolve, 0));
      (actor.getSnapshot().children.guidance as ActorRefFrom<typeof guidanceMachine> | undefined)?.send(step);
    }
  })();
  return { actor, history, stop: () => stopSync() };
}

export function GuidanceStoryApp(props: GuidanceStoryProps) {
  return <StoryShell start={() => startGuidanceStory(props)} />;
}
