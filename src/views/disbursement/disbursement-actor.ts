// Views of the disbursement wizard reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import { useAppSelector } from '../app-actor.ts';

export type DisbursementActor = ActorRefFrom<typeof disbursementMachine>;
export type DisbursementSnapshot = SnapshotFrom<typeof disbursementMachine>;

export function useDisbursementActor(): DisbursementActor {
  const actor = useAppSelector((snapshot) => snapshot.children.disbursement) as DisbursementActor | undefined;
  if (!actor) throw new Error('useDisbursementActor needs the disbursement flow running: render on one of its pages');
  return actor;
}

export function useDisbursementSelector<T>(selector: (snapshot: DisbursementSnapshot) => T): T {
  return useSelector(useDisbursementActor(), selector);
}
