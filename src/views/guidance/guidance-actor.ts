// Views of the guidance flow reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import { useAppSelector } from '../app-actor.ts';

export type GuidanceActor = ActorRefFrom<typeof guidanceMachine>;
export type GuidanceSnapshot = SnapshotFrom<typeof guidanceMachine>;

export function useGuidanceActor(): GuidanceActor {
  const actor = useAppSelector((snapshot) => snapshot.children.guidance) as GuidanceActor | undefined;
  if (!actor) throw new Error('useGuidanceActor needs the guidance flow running: render on one of its pages');
  return actor;
}

export function useGuidanceSelector<T>(selector: (snapshot: GuidanceSnapshot) => T): T {
  return useSelector(useGuidanceActor(), selector);
}
