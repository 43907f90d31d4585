// Runs the disbursement wizard the way the browser does: inside the app machine, visits sent as route.enter,
// every call answered by the test (recorded with its input), the clock simulated for the countdown.
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { appMachine } from '#machines/app/app.machine.ts';
import { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import type { DisbursementEvent } from '#machines/disbursement/types.ts';
import { activeRoute, routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { WIZARD_FORMS } from '#src/ui/fixtures/disbursement.ts';

type CallName = keyof typeof disbursementMachine.implementations.actors;
type Answer = (input: never) => unknown;
export type DisbursementAnswers = Partial<Record<CallName, Answer>>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function startDisbursement(answers: DisbursementAnswers) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const visits: string[] = [];
  const fake = (name: CallName) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      // The form and its code lists are the server's fixture unless the test says otherwise.
      const answer = answers[name] ?? (name === 'loadForms' ? () => WIZARD_FORMS : undefined);
      if (!answer) throw new Error(`The test gave no answer for ${name}`);
      return (answer as (input: unknown) => unknown)(input);
    });
  const names = Object.keys(disbursementMachine.implementations.actors) as CallName[];
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => PORTFOLIO_118),
      disbursement: disbursementMachine.provide({ actors: Object.fromEntries(names.map((name) => [name, fake(name)])) as never }),
    },
    actions: { goToUrl: () => {}, clearSession: () => {} },
  });
  // The visits the wizard asks of the app (route.enter sent by a child to the app).
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
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, inspect, input: { url: 'http://localhost/', userAgent: 'test', redirectParam: null } });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));

  const flow = () => {
    const child = actor.getSnapshot().children.disbursement as ActorRefFrom<typeof disbursementMachine> | undefined;
    if (!child) throw new Error('The disbursement flow is not running');
    return child;
  };
  const settleAll = async () => {
    for (let round = 0; round < 5; round += 1) await settle();
  };
  return {
    clock,
    calls,
    visits,
    inputsOf: (name: CallName) => calls.filter((call) => call.name === name).map((call) => call.input),
    open: async (path: string) => {
      actor.send(routeEnterEvent(ROUTES, path));
      await settleAll();
    },
    send: async (event: DisbursementEvent) => {
      flow().send(event);
      await settleAll();
    },
    /** Moves the simulated clock on, a second at a time (each tick schedules the next). */
    tick: async (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) {
        clock.increment(1000);
        await settleAll();
      }
    },
    context: () => flow().getSnapshot().context,
    matches: (value: string | object) =>
      flow()
        .getSnapshot()
        .matches(value as never),
    running: () => actor.getSnapshot().children.disbursement !== undefined,
    path: () => activeRoute(actor.getSnapshot())?.path,
    title: () => activeRoute(actor.getSnapshot())?.meta.title,
    back: () => activeRoute(actor.getSnapshot())?.meta.back,
    settle: settleAll,
  };
}
