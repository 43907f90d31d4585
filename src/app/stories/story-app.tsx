// The real shell, machine, router and route sync in a story: a page is reached the way the app reaches it
// (a route.enter for its path), with the brand of the Storybook toolbar and no server behind it. The router
// keeps its history in memory, so the story's links are followed without leaving Storybook.
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import type { AppContext } from '#machines/app/types.ts';
import { routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIOS } from '#src/ui/fixtures/portfolios.ts';
import { createRouterHistory, memoryUrlHistory, type RouterHistory } from '../routing/router-history.ts';
import { startRouteSync } from '../routing/route-sync.ts';
import type { AppActor } from '#src/views/app-actor.ts';
import { Shell } from '../shell.tsx';
import { storyAppMachine } from './flow-story.ts';

/** `sessionHeld`: the tab holds a session (a signed-in borrower's reload). */
export type StoryAppProps = { brand: string; path: string; bootError?: string; sessionHeld?: boolean };

function startStoryApp({ brand, path, bootError, sessionHeld = false }: StoryAppProps) {
  const portfolio = PORTFOLIOS[brand === '110' ? 110 : 118];
  const machine = storyAppMachine(portfolio);
  const input = { url: `http://${portfolio.domainOfWeb}${path}`, userAgent: 'Storybook', redirectParam: null };
  const context: AppContext = {
    ...input,
    sessionId: 'storybook-session',
    datePattern: 'MM/DD/YYYY',
    holidays: [],
    portfolio: bootError === undefined ? portfolio : null,
    bootError: bootError ?? null,
    returnTo: null,
    sessionHeld,
    notificationCode: null,
  };
  const snapshot = machine.resolveState({ value: bootError === undefined ? { ready: 'awaitingRoute' } : 'bootFailed', context });
  const actor = createActor(machine, { snapshot, input });
  const history = createRouterHistory(memoryUrlHistory([path]));
  const stop = startRouteSync({ actor, routes: ROUTES, history });
  actor.start();
  if (bootError === undefined) actor.send(routeEnterEvent(ROUTES, path));
  return { actor, history, stop };
}

type StartedStory = { actor: AppActor; history: RouterHistory; stop: () => void };

/** The shell over an app started once for the story, stopped when the story leaves. */
export function StoryShell({ start }: { start: () => StartedStory }) {
  const [app] = useState(start);
  useEffect(
    () => () => {
      app.stop();
      app.actor.stop();
    },
    [app],
  );
  return <Shell actor={app.actor} history={app.history} />;
}

export function StoryApp(props: StoryAppProps) {
  return <StoryShell start={() => startStoryApp(props)} />;
}
