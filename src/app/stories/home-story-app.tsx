// The home and resource-link flows in a story: the real shell, app machine and statecharts, their calls
// answered by the story (or left pending), and the borrower's first moves sent as events.
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import { appMachine } from '#machines/app.machine.ts';
import { homeMachine } from '#machines/home.machine.ts';
import { resourceLinkMachine } from '#machines/resource-link.machine.ts';
import { routeEnterEvent } from '#machines/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIOS } from '#src/ui/fixtures/portfolios.ts';
import { createRouterHistory, memoryUrlHistory } from '../routing/router-history.ts';
import { startRouteSync } from '../routing/route-sync.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof homeMachine.implementations.actors | keyof typeof resourceLinkMachine.implementations.actors;
/** A call's answer: its data, a refusal ({ code, message }), or 'pending' (never answers). */
export type HomeStoryAnswer = { data: unknown } | { refusal: { code: number; message: string } } | 'pending';
export type HomeStoryAnswers = Partial<Record<CallName, HomeStoryAnswer>>;

export type HomeStoryProps = {
  brand: string;
  path: string;
  answers?: HomeStoryAnswers;
  /** Events sent to the page's flow once it is open, in order. */
  steps?: Array<{ type: string; [key: string]: unknown }>;
  customer?: Customer;
};

const answerOf = (answer: HomeStoryAnswer | undefined) => {
  if (answer === undefined || answer === 'pending') return new Promise<never>(() => {});
  if ('refusal' in answer) return Promise.reject(new ApiError('business', answer.refusal.message, { data: null, ...answer.refusal }));
  return Promise.resolve(answer.data);
};

const fakes = (names: string[], answers: HomeStoryAnswers) =>
  Object.fromEntries(names.map((name) => [name, fromPromise(() => answerOf(answers[name as CallName]))])) as never;

function startHomeStory({ brand, path, answers = {}, steps = [], customer }: HomeStoryProps) {
  const portfolio = PORTFOLIOS[brand === '110' ? 110 : 118];
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => portfolio),
      home: homeMachine.provide({ actors: fakes(Object.keys(homeMachine.implementations.actors), answers) }),
      resourceLink: resourceLinkMachine.provide({ actors: fakes(Object.keys(resourceLinkMachine.implementations.actors), answers) }),
    },
    actions: { goToUrl: () => {}, clearSession: () => {} },
  });
  const actor = createActor(machine, { input: { url: `http://${portfolio.domainOfWeb}${path}`, userAgent: 'Storybook', redirectParam: null } });
  const history = createRouterHistory(memoryUrlHistory([path]));
  let stopSync = () => {};
  actor.start();
  void (async () => {
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    if (customer) actor.send({ type: 'account.signedIn', customer, createAccountType: null });
    stopSync = startRouteSync({ actor, routes: ROUTES, history });
    actor.send(routeEnterEvent(ROUTES, path));
    for (const step of steps) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
      (children.home ?? children.resourceLink)?.send(step);
    }
  })();
  return { actor, history, stop: () => stopSync() };
}

export function HomeStoryApp(props: HomeStoryProps) {
  return <StoryShell start={() => startHomeStory(props)} />;
}
