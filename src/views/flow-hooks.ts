// One way a flow's views reach its statechart, invoked by the app machine under the flow's id: the actor, to
// send to, and narrow useSelector slices of its snapshot, to read. Each flow's <flow>-actor.ts makes its pair
// here and names it (useHomeActor, useHomeSelector), with the flow's own readings of its snapshot beside them.
// A page about a failed call reads it the same way in every flow (useFlowRetry: machines/kit/retry.ts's shape).
import { useSelector } from '@xstate/react';
import type { ActorRef, ActorRefFrom, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import { BUSY, RETRY, type RetryEvent } from '#machines/kit/retry.ts';
import { useAppSelector } from './app-actor.ts';

/** What a page about a failed call shows and does: the reason (the context's `error`), busy while it calls again, the one retry. */
export type FlowRetry = { error: string | null; busy: boolean; retry: () => void };

export function flowHooks<TMachine extends AnyStateMachine>(flowId: string, where: string) {
  function useFlowActor(): ActorRefFrom<TMachine> {
    const actor = useAppSelector((snapshot) => snapshot.children[flowId as keyof typeof snapshot.children]) as ActorRefFrom<TMachine> | undefined;
    if (!actor) throw new Error(`The ${flowId} flow's views need it running: render ${where}`);
    return actor;
  }
  function useFlowSelector<T>(selector: (snapshot: SnapshotFrom<TMachine>) => T): T {
    return useSelector(useFlowActor(), selector as (snapshot: unknown) => T);
  }
  function useFlowRetry(): FlowRetry {
    // Every flow on the shape knows `retry` and keeps a failed call's reason in `error`.
    const actor = useFlowActor() as unknown as ActorRef<AnyMachineSnapshot, RetryEvent>;
    const error = useSelector(actor, (snapshot) => (snapshot.context as { error?: string | null }).error ?? null);
    const busy = useSelector(actor, (snapshot) => snapshot.hasTag(BUSY));
    return { error, busy, retry: () => actor.send(RETRY) };
  }
  return { useFlowActor, useFlowSelector, useFlowRetry };
}
