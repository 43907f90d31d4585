// The history as the route sync needs it. `visit` and `onVisit` are the visitor's own moves (a link inside
// the app, back, forward); `push` and `replace` are the machines' moves, which the machines already know
// about, so they do not echo back as visits. In the browser it is react-router-dom's (router-history.ts).

export type AppHistory = {
  pathname(): string;
  /** Path, query and hash: where the visitor is, to come back to later. */
  location(): string;
  push(path: string): void;
  replace(path: string): void;
  visit(path: string): void;
  onVisit(listener: (pathname: string) => void): () => void;
};

/** A history in memory, for the route sync tests: `entries()` shows the stack, `back()` is the back button. */
export function createMemoryHistory(initial = '/') {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<(pathname: string) => void>();
  const pathname = () => entries[index]!.split(/[?#]/)[0]!;
  const notify = () => {
    for (const listener of listeners) listener(pathname());
  };
  const push = (path: string) => {
    entries.splice(index + 1, entries.length, path);
    index = entries.length - 1;
  };
  return {
    pathname,
    location: () => entries[index]!,
    push,
    replace: (path: string) => void (entries[index] = path),
    visit: (path: string) => {
      push(path);
      notify();
    },
    onVisit: (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    back: () => {
      if (index === 0) return;
      index -= 1;
      notify();
    },
    entries: () => [...entries],
  } satisfies AppHistory & Record<string, unknown>;
}
