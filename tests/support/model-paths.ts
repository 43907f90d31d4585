// Model-based paths: the shortest path to every state of a statechart (or through every transition), found
// with XState's pure `transition`. The browser replays them (e2e/support/model.ts); Vitest replays them on a
// live actor with its calls answered (tests/machines/*.model.test.ts).
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFrom, type EventObject } from 'xstate';
import { activeRoute } from '#machines/kit/route-table.ts';

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
