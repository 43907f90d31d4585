import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { activeRoute, type ActiveRoute } from '#machines/kit/route-table.ts';

type RoutedActor = AnyActorRef & { getSnapshot(): AnyMachineSnapshot };

const keyOf = (route: ActiveRoute | undefined) => (route ? `${route.stateId} ${route.path}` : '');

/** The page the machines are on, flow machines included; re-renders only when the page changes. */
export function useActiveRoute(actor: RoutedActor): ActiveRoute | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const inspection = actor.system.inspect((inspected) => {
        if (inspected.type === '@xstate.snapshot') onChange();
      });
      return () => inspection.unsubscribe();
    },
    [actor],
  );
  const routeKey = () => keyOf(activeRoute(actor.getSnapshot()));
  // The same on the server, which renders the first page (decision 0303).
  const key = useSyncExternalStore(subscribe, routeKey, routeKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the route; recompute only when it changes
  return useMemo(() => activeRoute(actor.getSnapshot()), [actor, key]);
}
