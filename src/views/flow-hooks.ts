// One way a flow's views reach its statechart, invoked by the app machine under the flow's id: the actor, to
// send to, and narrow useSelector slices of its snapshot, to read. Each flow's <flow>-actor.ts makes its pair
// here and names it (useHomeActor, useHomeSelector), with the flow's own readings of its snapshot beside them.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useAppSelector } from './app-actor.ts';

export function flowHooks<TMachine extends AnyStateMachine>(flowId: string, where: string) {
  function useFlowActor(): ActorRefFrom<TMachine> {
    const actor = useAppSelector((snapshot) => snapshot.children[flowId as keyof typeof snapshot.children]) as ActorRefFrom<TMachine> | undefined;
    if (!actor) throw new Error(`The ${flowId} flow's views need it running: render ${where}`);
    return actor;
  }
  function useFlowSelector<T>(selector: (snapshot: SnapshotFrom<TMachine>) => T): T {
    return useSelector(useFlowActor(), selector as (snapshot: unknown) => T);
  }
  return { useFlowActor, useFlowSelector };
}
