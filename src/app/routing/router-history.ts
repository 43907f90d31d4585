// react-router-dom's URL history (the one its <BrowserRouter> keeps), seen through AppHistory (history.ts).
// Its declarative <Router> shows where this history is and turns <Link> clicks into pushes; the machines
// still decide the page (route-sync.ts). The data router would cost 16 KB gzip more for loaders we never use.
import { createPath, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type Location, type NavigationType } from 'react-router-dom';
import type { AppHistory } from './history.ts';

/** A react-router history in v5-compatible mode: its listener hears pushes and replaces, not only POP. */
export type UrlHistory = Omit<ReturnType<typeof UNSAFE_createMemoryHistory>, 'index'>;

export type RouterView = { location: Location; action: NavigationType };

export type RouterHistory = AppHistory & {
  /** What <Router> navigates with: a <Link> click pushes or replaces here. */
  readonly navigator: UrlHistory;
  /** Where the history is, for <Router>; the same object until it moves. */
  view(): RouterView;
  subscribe(onMove: () => void): () => void;
};

// Written into the history entries the machines push or replace: the history reports every move, and the
// machines' own moves must not come back to them as visits.
const MACHINE_MOVE = { movedBy: 'machines' } as const;

const isMachineMove = (state: unknown) => typeof state === 'object' && state !== null && (state as { movedBy?: unknown }).movedBy === MACHINE_MOVE.movedBy;

/**
 * `onNewEntry` runs when an entry is added (a machine's push or a followed link), not on replace or
 * back/forward: the browser app scrolls to the top there. The history's one listener is taken here.
 */
export function createRouterHistory(history: UrlHistory, { onNewEntry = () => {} }: { onNewEntry?: () => void } = {}): RouterHistory {
  const visitListeners = new Set<(pathname: string) => void>();
  const viewListeners = new Set<() => void>();
  let view: RouterView = { location: history.location, action: history.action };

  history.listen(({ action, location }) => {
    if (location.key === view.location.key) return; // back from the first entry: nothing moved
    view = { location, action };
    if (action === 'PUSH') onNewEntry();
    for (const listener of viewListeners) listener();
    // Back and forward are always the visitor's, even onto an entry a machine once wrote.
    if (action !== 'POP' && isMachineMove(location.state)) return;
    for (const listener of visitListeners) listener(location.pathname);
  });

  return {
    navigator: history,
    view: () => view,
    subscribe: (onMove) => {
      viewListeners.add(onMove);
      return () => viewListeners.delete(onMove);
    },
    pathname: () => view.location.pathname,
    location: () => createPath(view.location),
    push: (path) => history.push(path, MACHINE_MOVE),
    replace: (path) => history.replace(path, MACHINE_MOVE),
    visit: (path) => history.push(path),
    onVisit: (listener) => {
      visitListeners.add(listener);
      return () => visitListeners.delete(listener);
    },
  };
}

/** The address bar's history. */
export const browserUrlHistory = (win: Window): UrlHistory => UNSAFE_createBrowserHistory({ window: win, v5Compat: true });

/** A history in memory: Storybook's pages and the tests. */
export const memoryUrlHistory = (initialEntries: string[]): UrlHistory => UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true });
