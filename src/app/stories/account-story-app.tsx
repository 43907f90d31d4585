// The accounts flow in a story: the real shell, app machine and account statechart, its calls answered by
// the story (or left pending, to show a page while a call is on its way), and the borrower's first moves
// sent as events, so each page is shown in the state a borrower would see it in. /home is the home flow's
// (decision 0540): its calls are answered by `home`, so a page that returns home (a changed password) shows
// the real home page; the home page's own states are home-pages.stories.tsx.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import { accountMachine } from '#machines/account.machine.ts';
import type { AccountEvent } from '#machines/account-types.ts';
import { appMachine } from '#machines/app.machine.ts';
import { homeMachine } from '#machines/home.machine.ts';
import { routeEnterEvent } from '#machines/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIOS } from '#src/ui/fixtures/portfolios.ts';
import { createRouterHistory, memoryUrlHistory } from '../routing/router-history.ts';
import { startRouteSync } from '../routing/route-sync.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof accountMachine.implementations.actors;
/** A call's answer: its data, a refusal ({ code, message }), or 'pending' (never answers). */
export type StoryAnswer = { data: unknown } | { refusal: { code: number; message: string; data?: unknown } } | 'pending';
export type StoryAnswers = Partial<Record<CallName, StoryAnswer>>;
export type HomeAnswers = Partial<Record<keyof typeof homeMachine.implementations.actors, StoryAnswer>>;

export type AccountStoryProps = {
  brand: string;
  path: string;
  answers?: StoryAnswers;
  /** Events sent to the flow once the page is open, in order. */
  steps?: AccountEvent[];
  /** A signed-in customer (signed-in pages). */
  customer?: Customer;
  /** The home flow's answers, for a page that goes home; unanswered calls stay pending. */
  home?: HomeAnswers;
};

const answerOf = (answer: StoryAnswer | undefined) => {
  if (answer === undefined || answer === 'pending') return new Promise<never>(() => {});
  if ('refusal' in answer) return Promise.reject(new ApiError('business', answer.refusal.message, { data: null, ...answer.refusal }));
  return Promise.resolve(answer.data);
};

function startAccountStory({ brand, path, answers = {}, steps = [], customer, home = {} }: AccountStoryProps) {
  const portfolio = PORTFOLIOS[brand === '110' ? 110 : 118];
  const names = Object.keys(accountMachine.implementations.actors) as CallName[];
  const account = accountMachine.provide({
    actors: Object.fromEntries(names.map((name) => [name, fromPromise(() => answerOf(answers[name]))])) as never,
    actions: { storeSession: () => {} },
  });
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => portfolio),
      account,
      home: homeMachine.provide({
        actors: Object.fromEntries(Object.keys(homeMachine.implementations.actors).map((name) => [name, fromPromise(() => answerOf(home[name as keyof HomeAnswers]))])) as never,
      }),
    },
    actions: { goToUrl: () => {}, clearSession: () => {} },
  });
  const input = { url: `http://${portfolio.domainOfWeb}${path}`, userAgent: 'Storybook', redirectParam: null };
  // A real boot (answered at once), so the app's own children (the snackbar) run as in the browser. The
  // route sync starts once a signed-in customer is known, or it would open the page before the customer.
  const actor = createActor(machine, { input });
  const history = createRouterHistory(memoryUrlHistory([path]));
  let stopSync = () => {};
  actor.start();
  void (async () => {
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    if (customer) actor.send({ type: 'account.signedIn', customer, createAccountType: null });
    stopSync = startRouteSync({ actor, routes: ROUTES, history });
    actor.send(routeEnterEvent(ROUTES, path));
    // Answers already given settle first, so each step meets the page it was meant for.
    for (const step of steps) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      (actor.getSnapshot().children.account as ActorRefFrom<typeof accountMachine> | undefined)?.send(step);
    }
  })();
  const stop = () => stopSync();
  return { actor, history, stop };
}

export function AccountStoryApp(props: AccountStoryProps) {
  return <StoryShell start={() => startAccountStory(props)} />;
}
