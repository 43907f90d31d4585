// The one harness every flow's machine tests run on (issue 10): a flow started the way the app does, its calls
// answered by the test and recorded with their inputs, the visits it asks of the app recorded, and the URL,
// title and back target read from the route meta. Each flow's harness file is only its fakes and fixtures.
// Two ways to start: `startInApp` runs the real app machine (boot answered, the flows given as fakes), a visit
// being a route.enter; `startUnderParent` runs one flow under a parent that only records what it is asked.
import {
  assign,
  createActor,
  fromPromise,
  setup,
  waitFor,
  type Actor,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type ContextFrom,
  type SnapshotFrom,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type OutputFrom,
  type InspectionEvent,
  type SimulatedClock,
} from 'xstate';
import type { snackbarMachine } from '#machines/app/snackbar.machine.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { bootedAppMachine, type ProvidedFlows } from '#src/app/stories/booted-app.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { activeRoute, routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';

/** A fake call's answer: a function of the call's input. */
export type Answer = (input: never) => unknown;
/** One call the flow made, with its input, in order. */
export type Call = { name: string; input: unknown };

/** Lets pending promise callbacks (the fake calls, the flow's reactions) run: `rounds` turns of the task queue. */
export const settle = async (rounds = 1) => {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Until the check passes (a flow's writes made as it goes, never waited for, have landed), settling between tries. */
export async function eventually(check: () => Promise<void>) {
  for (let round = 0; ; round += 1) {
    try {
      return await check();
    } catch (error) {
      if (round > 200) throw error;
      await settle();
    }
  }
}

/** The inputs of one call, in order. */
export const inputsOf = (calls: readonly Call[], name: string) => calls.filter((call) => call.name === name).map((call) => call.input);

/** A fake call: recorded (`onCall`), then answered by `answer`, or refused when the test gave none. */
export function fakeCall<I, O>(name: string, answer: ((input: I) => Promise<O>) | undefined, onCall: (name: string, input: I) => void, who = '') {
  return fromPromise(async ({ input }: { input: I }) => {
    onCall(name, input);
    if (!answer) throw new Error(`The test gave no answer for ${who}${name}`);
    return answer(input);
  });
}

/**
 * Every call of a machine as a fake answered from `table` (else `defaults`), each recorded through `onCall`:
 * the record to give `machine.provide({ actors })`.
 */
export function fakeCalls(
  names: readonly string[],
  table: Readonly<Record<string, Answer | undefined>>,
  onCall: (name: string, input: unknown) => void,
  { defaults = {}, who = '' }: { defaults?: Readonly<Record<string, Answer | undefined>>; who?: string } = {},
): Record<string, never> {
  return Object.fromEntries(
    names.map((name) => {
      const answer = (table[name] ?? defaults[name]) as ((input: unknown) => unknown) | undefined;
      return [name, fakeCall(name, answer && (async (input: unknown) => answer(input)), onCall, who)];
    }),
  ) as Record<string, never>;
}

/** The names of a machine's calls (its actors), to fake them all. */
export const callNames = (machine: AnyStateMachine) => Object.keys(machine.implementations.actors);

/**
 * The app machine booted (date pattern, no holidays, the portfolio: the start-up the flow stories use,
 * src/app/stories/booted-app.ts) with the flows the test provides, waiting until it is ready. The visits a flow
 * asks of the app (a route.enter a child sends it) are recorded.
 */
export async function startInApp({
  actors,
  actions = {},
  portfolio = PORTFOLIO_118,
  clock,
}: {
  actors: ProvidedFlows;
  actions?: Parameters<typeof bootedAppMachine>[2];
  portfolio?: Portfolio;
  clock?: SimulatedClock;
}) {
  const visits: string[] = [];
  const machine = bootedAppMachine(portfolio, actors, actions);
  const inspect = (event: InspectionEvent) => {
    if (
      event.type === '@xstate.event' &&
      event.event.type === 'route.enter' &&
      event.sourceRef &&
      event.sourceRef !== event.actorRef &&
      event.actorRef === actor
    ) {
      visits.push((event.event as unknown as { path: string }).path);
    }
  };
  const actor = createActor(machine, { ...(clock ? { clock } : {}), inspect, input: { url: 'http://localhost/', userAgent: 'test', redirectParam: null } });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));

  /** The running flow the app invoked as `id`; the test fails when it is not running. */
  const child = <TMachine extends AnyStateMachine>(id: string, label: string): ActorRefFrom<TMachine> => {
    const running: unknown = actor.getSnapshot().children[id];
    if (!running) throw new Error(`The ${label} flow is not running`);
    return running as ActorRefFrom<TMachine>;
  };
  const enter = (path: string) => void actor.send(routeEnterEvent(ROUTES, path));
  /** The running flow `id` as a test drives it: an event sent, then `rounds` turns settled; its state read. */
  const driver = <TMachine extends AnyStateMachine>(id: string, label: string, rounds: number) => {
    const ref = () => child<TMachine>(id, label) as unknown as AnyActorRef;
    const state = () => ref().getSnapshot() as AnyMachineSnapshot;
    return {
      send: async (event: EventFromLogic<TMachine>) => {
        ref().send(event);
        await settle(rounds);
      },
      can: (event: EventFromLogic<TMachine>) => state().can(event),
      context: (): ContextFrom<TMachine> => state().context,
      matches: (value: string | object) => state().matches(value as never),
      snapshot: () => state() as unknown as SnapshotFrom<TMachine>,
    };
  };
  return {
    actor,
    visits,
    child,
    driver,
    running: (id: string) => actor.getSnapshot().children[id] !== undefined,
    /** A visit: deep link, reload or link. */
    enter,
    /** A visit, then `rounds` turns settled: what a harness's `open` is. */
    visitThenSettle:
      (rounds: number) =>
      async (path: string): Promise<void> => {
        enter(path);
        await settle(rounds);
      },
    /** The URL the app shows now, its title and back target. */
    path: () => activeRoute(actor.getSnapshot())?.path,
    title: () => activeRoute(actor.getSnapshot())?.meta.title,
    back: () => activeRoute(actor.getSnapshot())?.meta.back,
    appState: () => actor.getSnapshot().value,
    /** The app's snackbar as the borrower sees it. */
    snackbar: () => {
      const snapshot = (actor.getSnapshot().children.snackbar as ActorRefFrom<typeof snackbarMachine>).getSnapshot();
      return { visible: snapshot.matches('visible'), message: snapshot.context.message, kind: snapshot.context.kind };
    },
  };
}

/**
 * One flow (already given its fakes) started under a parent that records the events it is sent: the visits
 * the flow asks of the app are the route.enter events among them.
 */
export function startUnderParent<TMachine extends AnyStateMachine>(flow: TMachine, input: InputFrom<TMachine>, { clock }: { clock?: SimulatedClock } = {}) {
  const toParent: Array<{ type: string; path?: string }> = [];
  const parent = setup({ actors: { flow: flow as AnyStateMachine } }).createMachine({
    invoke: { id: 'flow', src: 'flow', input: input as never },
    on: { '*': { actions: assign(({ event }) => (toParent.push(event as { type: string; path?: string }), {})) } },
  });
  const actor = createActor(parent, clock ? { clock } : {}).start();
  const child = () => actor.getSnapshot().children.flow as unknown as Actor<TMachine>;
  const snapshot = () => child().getSnapshot();
  return {
    snapshot,
    send: (event: EventFromLogic<TMachine>) => child().send(event),
    /** The visits the flow asked the app for (outside its own pages). */
    visits: () => toParent.filter((event) => event.type === 'route.enter').map((event) => event.path),
    path: () => activeRoute(snapshot() as AnyMachineSnapshot)?.path,
    stop: () => actor.stop(),
  };
}

/** A machine's calls by name, each as its `provide` types it (the machine's own `implementations` are untyped). */
type CallsOf<TMachine extends AnyStateMachine> = Required<NonNullable<NonNullable<Parameters<TMachine['provide']>[0]>['actors']>>;
type CallOf<TMachine extends AnyStateMachine> = keyof CallsOf<TMachine> & string;

/**
 * A flow harness's fakes: by the harness's own name for each call (what its tests write), the machine's call it
 * fakes and the fixture it answers when the test gives no answer.
 */
export type Fakes<TMachine extends AnyStateMachine> = Readonly<
  Record<string, { [Name in CallOf<TMachine>]: readonly [Name, OutputFrom<CallsOf<TMachine>[Name]>] }[CallOf<TMachine>]>
>;

/** What a test may answer each faked call, by the harness's names: a function of the call's input, typed from the machine. */
export type AnswersOf<TMachine extends AnyStateMachine, F extends Fakes<TMachine>> = {
  [Short in keyof F]?: (input: InputFrom<CallsOf<TMachine>[F[Short][0]]>) => Promise<OutputFrom<CallsOf<TMachine>[F[Short][0]]>>;
};

/**
 * A flow opened at `path` under a recording parent (startUnderParent), every call of its machine faked: answered by
 * the test's `answers`, else with its fixture in `fakes`, else refused; each call recorded with its input, in order
 * (`calls`, `callsOf`). The one starter a flow's harness file gives its fakes to.
 */
export function startFlowWithFakes<TMachine extends AnyStateMachine, F extends Fakes<TMachine>>(
  machine: TMachine,
  fakes: F,
  path: string,
  answers: AnswersOf<TMachine, F> = {},
) {
  const calls: Call[] = [];
  const rows = Object.entries(fakes).map(
    ([short, [call, fixture]]) => [call, { given: (answers as Record<string, Answer | undefined>)[short], fixture }] as const,
  );
  const given = Object.fromEntries(rows.map(([call, { given }]) => [call, given]));
  const defaults = Object.fromEntries(rows.map(([call, { fixture }]) => [call, async () => fixture]));
  const actors = fakeCalls(callNames(machine), given, (name, input) => void calls.push({ name, input }), { defaults });
  const flow = machine.provide({ actors } as Parameters<TMachine['provide']>[0]) as TMachine;
  const run = startUnderParent(flow, { entry: visit(path) } as InputFrom<TMachine>);
  return { ...run, calls, callsOf: (name: string) => inputsOf(calls, name) };
}
