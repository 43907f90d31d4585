// Model-based paths: the shortest path to every state of a statechart, replayed in a real browser.
// Each step's event is performed by an executor (open a URL, click a button) and then the page must be the
// one the state names in its meta: the URL and the single <h1>.
import { type Page } from '@playwright/test';
import { expect, type Step } from './test.ts';
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFrom, type EventObject } from 'xstate';
import { activeRoute } from '#machines/kit/route-table.ts';

export type Executors<TEvent extends EventObject> = {
  [K in TEvent['type']]?: (page: Page, event: Extract<TEvent, { type: K }>) => Promise<void>;
};

export type ModelPath<TEvent extends EventObject> = { description: string; events: TEvent[]; snapshots: AnyMachineSnapshot[] };

type PathOptions<TMachine extends AnyStateMachine> = {
  /** Where the paths start, e.g. the machine after boot (`machine.resolveState(...)`). */
  fromState: AnyMachineSnapshot;
  /** The sample events to try in each state: what a person can do on that page. */
  events: (snapshot: AnyMachineSnapshot) => readonly EventFrom<TMachine>[];
  /** 'states': one path to each state. 'transitions' (default): one path through each transition. */
  cover?: 'states' | 'transitions';
  /** What else makes a state new for this model beyond its value (e.g. which attempt of a verification). */
  distinguish?: (snapshot: AnyMachineSnapshot) => unknown;
};

type Move = { event: EventObject; state: AnyMachineSnapshot };

const describeEvent = (event: EventObject) => ('path' in event && typeof event.path === 'string' ? `open ${event.path}` : event.type);

/** One move of a path as it reads in a test's name and steps: the event and the page it leads to. */
export const describeMove = (event: EventObject, state: AnyMachineSnapshot) =>
  `${describeEvent(event)} -> ${activeRoute(state)?.path ?? JSON.stringify(state.value)}`;

// A state is its value and its flow's value: context differences (a remembered page, a session id) do not
// make new states.
const stateKey = (snapshot: AnyMachineSnapshot, distinguish: (snapshot: AnyMachineSnapshot) => unknown = () => null) => {
  const children = Object.entries(snapshot.children).map(([id, child]) => [
    id,
    (child as { getSnapshot?: () => AnyMachineSnapshot } | undefined)?.getSnapshot?.()?.value,
  ]);
  return JSON.stringify([snapshot.value, children, distinguish(snapshot) ?? null]);
};

/**
 * Paths through the machine, each from `fromState`, found breadth first with XState's pure `transition`
 * (each step in a fresh actor scope, so invoked flows with system ids are fine): the shortest path to
 * every state, or, to cover every transition, the shortest path to each state followed by each event it answers.
 */
export function modelPaths<TMachine extends AnyStateMachine>(machine: TMachine, options: PathOptions<TMachine>): ModelPath<EventFrom<TMachine>>[] {
  const keyOf = (snapshot: AnyMachineSnapshot) => stateKey(snapshot, options.distinguish);
  const toState = new Map<string, Move[]>([[keyOf(options.fromState), []]]);
  const throughTransition: Move[][] = [];
  const queue: Array<{ snapshot: AnyMachineSnapshot; steps: Move[] }> = [{ snapshot: options.fromState, steps: [] }];
  while (queue.length > 0) {
    const { snapshot, steps } = queue.shift()!;
    for (const event of options.events(snapshot)) {
      const [next] = transition(machine, snapshot as never, event as never) as unknown as [AnyMachineSnapshot];
      const path = [...steps, { event, state: next }];
      throughTransition.push(path);
      if (toState.has(keyOf(next))) continue;
      toState.set(keyOf(next), path);
      queue.push({ snapshot: next, steps: path });
    }
  }
  const paths = options.cover === 'states' ? [...toState.values()] : throughTransition;
  return paths
    .filter((steps) => steps.length > 0)
    .map((steps) => ({
      description: steps.map((step) => describeMove(step.event, step.state)).join(', '),
      events: steps.map((step) => step.event as EventFrom<TMachine>),
      snapshots: steps.map((step) => step.state),
    }));
}

/** The page a routed state names: its URL and its heading. */
export async function expectStatePage(page: Page, snapshot: AnyMachineSnapshot): Promise<void> {
  const route = activeRoute(snapshot);
  if (!route) throw new Error(`State ${JSON.stringify(snapshot.value)} is not a page`);
  await expect(page).toHaveURL((url) => url.pathname === route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.meta.title);
}

/** Performs each event of the path in the browser, one step each, and checks the page after each one. */
export async function replayPath<TEvent extends EventObject>(page: Page, path: ModelPath<TEvent>, executors: Executors<TEvent>, step: Step): Promise<void> {
  for (const [index, event] of path.events.entries()) {
    const execute = executors[event.type as TEvent['type']] as ((page: Page, event: TEvent) => Promise<void>) | undefined;
    if (!execute) throw new Error(`No executor for event ${event.type}`);
    await step(describeMove(event, path.snapshots[index]!), async () => {
      await execute(page, event);
      await expectStatePage(page, path.snapshots[index]!);
    });
  }
}
