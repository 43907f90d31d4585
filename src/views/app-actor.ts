// Views reach the app statechart through this context: narrow useSelector slices to read, send to act.
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { appMachine } from '#machines/app/app.machine.ts';

export type AppActor = Actor<typeof appMachine>;

export const AppActorContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor needs the app actor: render inside AppActorContext');
  return actor;
}

export function useAppSelector<T>(selector: (snapshot: SnapshotFrom<typeof appMachine>) => T): T {
  return useSelector(useAppActor(), selector);
}

/** The server's date pattern (config date-format, spec section 7), US order until it is known. */
export const useDatePattern = () => useAppSelector((snapshot) => snapshot.context.datePattern ?? 'MM/DD/YYYY');
