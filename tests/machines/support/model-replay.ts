// The one model-path helper the flows' model tests share (issue 10): the model's events for a call's answer,
// the live flow's calls held until the path's next event settles them, and a path replayed step by step with
// the live flow's state checked against the model's after every step.
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ModelPath } from '#tests/support/model-paths.ts';

export type ModelEvent = { type: string; [key: string]: unknown };

/** The model's event for a call that answered `output`. */
export const done = <TCall extends string>(call: TCall, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${call}`, output });
/** The model's event for a call that failed with `error`. */
export const failed = <TCall extends string>(call: TCall, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${call}`, error });

/** Every state value the paths pass through, as JSON. */
export const reachedValues = (paths: ReadonlyArray<ModelPath<EventObject>>) =>
  new Set(paths.flatMap((each) => each.snapshots.map((snapshot) => JSON.stringify(snapshot.value))));

/** The calls a live flow is waiting on, each settled by the path's next event. */
export function pendingCalls<TCall extends string>() {
  const pending: Array<{ name: TCall; resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  /** A fake call's answer that waits for the path. */
  const waitFor = (name: TCall) => () => new Promise<never>((resolve, reject) => pending.push({ name, resolve: resolve as (value: unknown) => void, reject }));
  /** Settles the call `name` the flow is waiting on (an error when `error` is given). */
  const settleCall = (name: TCall, outcome: { output?: unknown; error?: unknown }) => {
    const index = pending.findIndex((call) => call.name === name);
    if (index < 0) throw new Error(`The flow is not waiting on ${name}`);
    const [call] = pending.splice(index, 1);
    if ('error' in outcome && outcome.error !== undefined) call!.reject(outcome.error);
    else call!.resolve(outcome.output);
  };
  /** Settles the call a done/error event of the model names; false for any other event. */
  const answer = (event: ModelEvent) => {
    const name = event.type.split('.').at(-1) as TCall;
    if (event.type.startsWith('xstate.done.actor.')) settleCall(name, { output: event.output });
    else if (event.type.startsWith('xstate.error.actor.')) settleCall(name, { error: event.error });
    else return false;
    return true;
  };
  return { waitFor, settleCall, answer };
}

/** Replays a path on the live flow: after every step its state must be the model's. */
export async function replayPath(path: ModelPath<EventObject>, perform: (event: ModelEvent) => Promise<void>, snapshot: () => AnyMachineSnapshot) {
  for (const [index, event] of path.events.entries()) {
    await perform(event as ModelEvent);
    expect(snapshot().value, `after ${event.type}`).toEqual(path.snapshots[index]!.value);
  }
}
