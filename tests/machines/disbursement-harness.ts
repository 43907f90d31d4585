// The disbursement wizard's fakes and fixtures: it runs the way the browser does, inside the app machine
// (support/flow-harness.ts), visits sent as route.enter, every call answered by the test (recorded with its
// input), the clock simulated for the countdown.
import { SimulatedClock, type AnyStateMachine } from 'xstate';
import { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import { pageClock } from '#machines/disbursement/page-clock.ts';
import type { DisbursementEvent } from '#machines/disbursement/types.ts';
import { activeRoute } from '#machines/kit/route-table.ts';
import { WIZARD_FORMS } from '#src/ui/fixtures/disbursement.ts';
import { callNames, fakeCalls, inputsOf, settle, startInApp, type Answer, type Call } from './support/flow-harness.ts';

type CallName = keyof typeof disbursementMachine.implementations.actors;
export type DisbursementAnswers = Partial<Record<CallName, Answer>>;

// The form and its code lists are the server's fixture unless the test says otherwise.
const DEFAULTS: DisbursementAnswers = { loadForms: () => WIZARD_FORMS };

export async function startDisbursement(answers: DisbursementAnswers) {
  const calls: Call[] = [];
  const record = (name: string, input: unknown) => void calls.push({ name, input });
  const clock = new SimulatedClock();
  // The device's clock: the simulated one, plus the time the page spent hidden with its timers frozen.
  let frozenMs = 0;
  const shownListeners = new Set<() => void>();
  const whenShown = (listener: () => void) => (shownListeners.add(listener), () => void shownListeners.delete(listener));
  const app = await startInApp({
    actors: {
      disbursement: disbursementMachine.provide({
        actors: {
          ...fakeCalls(callNames(disbursementMachine as AnyStateMachine), answers, record, { defaults: DEFAULTS }),
          pageClock: pageClock({ now: () => clock.now() + frozenMs, whenShown }),
        },
      }),
    },
    clock,
  });
  const flow = app.driver<typeof disbursementMachine>('disbursement', 'disbursement', 5);
  const settleAll = () => settle(5);
  return {
    clock,
    calls,
    visits: app.visits,
    inputsOf: (name: CallName) => inputsOf(calls, name),
    open: app.visitThenSettle(5),
    send: flow.send as (event: DisbursementEvent) => Promise<void>,
    /** Moves the simulated clock on, a second at a time (each tick schedules the next). */
    tick: async (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) {
        clock.increment(1000);
        await settleAll();
      }
    },
    /** The clock moved `ms` at once, the pending tick firing late: a throttled background tab's one tick. */
    lateTick: async (ms: number) => {
      clock.increment(ms);
      await settleAll();
    },
    /** The tab hidden for `ms` with its timers frozen (a phone's background tab): the clock moves, no tick fires. */
    hideFor: (ms: number) => void (frozenMs += ms),
    /** The tab shown again (visibilitychange). */
    show: async () => {
      for (const listener of shownListeners) listener();
      await settleAll();
    },
    snackbar: app.snackbar,
    context: flow.context,
    matches: flow.matches,
    /** A tag of the state shown: `busy` while a call the borrower waits on is out, `failed` after one failed. */
    hasTag: (tag: string) => flow.snapshot().hasTag(tag),
    running: () => app.running('disbursement'),
    path: app.path,
    title: app.title,
    back: app.back,
    /** The whole route meta of the page shown: section, tips, dark, footer. */
    meta: () => activeRoute(app.actor.getSnapshot())?.meta,
    settle: settleAll,
  };
}
