// Views of the home page reach its statechart, invoked by the app machine, through these hooks.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { homeMachine } from '#machines/home/home.machine.ts';
import { useAppSelector } from '../app-actor.ts';

export type HomeActor = ActorRefFrom<typeof homeMachine>;
export type HomeSnapshot = SnapshotFrom<typeof homeMachine>;

export function useHomeActor(): HomeActor {
  const actor = useAppSelector((snapshot) => snapshot.children.home) as HomeActor | undefined;
  if (!actor) throw new Error('useHomeActor needs the home flow running: render on /home');
  return actor;
}

export function useHomeSelector<T>(selector: (snapshot: HomeSnapshot) => T): T {
  return useSelector(useHomeActor(), selector);
}
