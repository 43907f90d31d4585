import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { overlayWords } from '#machines/kit/busy-words.ts';
import { ROUTES } from '#machines/routed-machines.ts';

type RoutedActor = AnyActorRef & { getSnapshot(): AnyMachineSnapshot };

/** What the loading overlay says now for the page at `pathname` (machines/kit/busy-words.ts); re-renders only when the words change. */
export function useOverlayWords(actor: RoutedActor, pathname: string): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const inspection = actor.system.inspect((inspected) => {
        if (inspected.type === '@xstate.snapshot') onChange();
      });
      return () => inspection.unsubscribe();
    },
    [actor],
  );
  const words = () => overlayWords({ routes: ROUTES, pathname, snapshot: actor.getSnapshot() });
  // The same on the server, which renders the first page (decision 0303).
  return useSyncExternalStore(subscribe, words, words);
}
