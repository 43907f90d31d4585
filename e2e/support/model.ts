// Model-based paths: the shortest path to every state of a statechart, replayed in a real browser.
// Each step's event is performed by an executor (open a URL, click a button) and then the page must be the
// one the state names in its meta: the URL and the single <h1>.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventFrom, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeRoute } from '#machines/route-table.ts';

export type Executors<TEvent extends EventObject> = {
  [K in TEvent['type']]?: (page: Page, event: Extract<TEvent, { type: K }>) => Promise<void>;
};

export type ModelPath<TEvent extends EventObject> = { description: string; events: TEvent[]; snapshots: AnyMachineSnapshot[] };

type PathOptions<TMachine extends AnyStateMachine> = {
  /** Where the paths start, e.g. the machine after boot (`machine.resolveState(...)`). */
  fromState?: AnyMachineSnapshot;
  /** The sample events to try in each state; a function when what a person can do depends on the page. */
  events: readonly EventFrom<TMachine>[] | ((snapshot: AnyMachineSnapshot) => readonly EventFrom<TMachine>[]);
};

const describeEvent = (event: EventObject) =>
  'path' in event && typeof event.path === 'string' ? `open ${event.path}` : event.type;

/** One path per reachable state value (context differences do not make new states). */
export function modelPaths<TMachine extends AnyStateMachine>(machine: TMachine, options: PathOptions<TMachine>): ModelPath<EventFrom<TMachine>>[] {
  const paths = getShortestPaths(machine, {
    fromState: options.fromState,
    events: options.events as never,
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
  } as never);
  return paths
    .map((path) => path.steps.filter((step) => step.event.type !== 'xstate.init'))
    .filter((steps) => steps.length > 0)
    .map((steps) => ({
      description: steps.map((step) => `${describeEvent(step.event)} -> ${activeRoute(step.state)?.path ?? JSON.stringify(step.state.value)}`).join(', '),
      events: steps.map((step) => step.event as EventFrom<TMachine>),
      snapshots: steps.map((step) => step.state as AnyMachineSnapshot),
    }));
}

/** The page a routed state names: its URL and its heading. */
export async function expectStatePage(page: Page, snapshot: AnyMachineSnapshot): Promise<void> {
  const route = activeRoute(snapshot);
  if (!route) throw new Error(`State ${JSON.stringify(snapshot.value)} is not a page`);
  await expect(page).toHaveURL((url) => url.pathname === route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.meta.title);
}

/** Performs each event of the path in the browser and checks the page after each one. */
export async function replayPath<TEvent extends EventObject>(page: Page, path: ModelPath<TEvent>, executors: Executors<TEvent>): Promise<void> {
  for (const [index, event] of path.events.entries()) {
    const execute = executors[event.type as TEvent['type']] as ((page: Page, event: TEvent) => Promise<void>) | undefined;
    if (!execute) throw new Error(`No executor for event ${event.type}`);
    await execute(page, event);
    await expectStatePage(page, path.snapshots[index]!);
  }
}
