// Views of the accounts flow reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { accountMachine } from '#machines/account/account.machine.ts';
import { useAppSelector } from '../app-actor.ts';

export type AccountActor = ActorRefFrom<typeof accountMachine>;
export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

export function useAccountActor(): AccountActor {
  const actor = useAppSelector((snapshot) => snapshot.children.account) as AccountActor | undefined;
  if (!actor) throw new Error('useAccountActor needs the accounts flow running: render on one of its pages');
  return actor;
}

export function useAccountSelector<T>(selector: (snapshot: AccountSnapshot) => T): T {
  return useSelector(useAccountActor(), selector);
}
