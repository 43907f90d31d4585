// The history of react-router-dom's data router, seen through AppHistory (history.ts). The router keeps the
// browser history and follows links; the machines still decide the page (route-sync.ts).
import { createPath, type DataRouter } from 'react-router-dom';
import type { AppHistory } from './history.ts';

export type RouterHistory = AppHistory & { readonly router: DataRouter };

// Written into the history entries the machines push or replace: the router reports every move, and the
// machines' own moves must not come back to them as visits.
const MACHINE_MOVE = { movedBy: 'machines' } as const;

const isMachineMove = (state: unknown) => typeof state === 'object' && state !== null && (state as { movedBy?: unknown }).movedBy === MACHINE_MOVE.movedBy;

/**
 * `onNewEntry` runs when an entry is added (a machine's push or a followed link), not on replace or
 * back/forward: the browser app scrolls to the top there.
 */
export function createRouterHistory(router: DataRouter, { onNewEntry = () => {} }: { onNewEntry?: () => void } = {}): RouterHistory {
  const listeners = new Set<(pathname: string) => void>();
  // Path, query and hash of where the history is, or is about to be. Our routes have no loaders, so the
  // router completes a navigation at once; one that waits (a loader, a lazy route) must still count for
  // the route sync the moment it is asked for, or the sync would ask again.
  let current = createPath(router.state.location);
  let reportedKey = router.state.location.key;

  router.subscribe(({ historyAction, location }) => {
    if (location.key === reportedKey) return; // loading states and the like: the location did not move
    reportedKey = location.key;
    current = createPath(location);
    if (historyAction === 'PUSH') onNewEntry();
    // Back and forward are always the visitor's, even onto an entry a machine once wrote.
    if (historyAction !== 'POP' && isMachineMove(location.state)) return;
    for (const listener of listeners) listener(location.pathname);
  });

  const machineMove = (path: string, replace: boolean) => {
    current = path;
    void router.navigate(path, { replace, state: MACHINE_MOVE });
  };

  return {
    router,
    pathname: () => current.split(/[?#]/)[0]!,
    location: () => current,
    push: (path) => machineMove(path, false),
    replace: (path) => machineMove(path, true),
    visit: (path) => void router.navigate(path),
    onVisit: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
