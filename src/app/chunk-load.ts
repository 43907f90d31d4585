// Lazy chunks that fail (a new deployment removed them, the network dropped, 120 s passed) show
// 'Loading chunk failed' and reload the page once; a flag in sessionStorage makes sure it is only once.
import { createElement, use, type ComponentType, type ReactPromise } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '#src/domain/constants.ts';
import { wordsPending, wordsReady } from '#src/i18n/words.ts';

export const CHUNK_RELOAD_FLAG = 'borrower:chunk-reload';

/** For developers and logs; the page says the same words from the app's catalog ('app.failed.chunk'). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
  }
}

// What browsers say when a dynamic import fails: Chromium, Safari, Firefox, and Vite's CSS preload.
const DYNAMIC_IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message));
}

type Timers = { setTimer: (run: () => void, ms: number) => unknown; clearTimer: (handle: never) => void };
const realTimers: Timers = { setTimer: (run, ms) => setTimeout(run, ms), clearTimer: (handle) => clearTimeout(handle) };

/** The import, failing as a ChunkLoadError when it fails or takes longer than the chunk timeout. */
export function loadChunk<T>(importer: () => Promise<T>, { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, timers = realTimers } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimer(() => reject(new ChunkLoadError(new Error(`No answer within ${timeoutMs} ms`))), timeoutMs);
    importer().then(
      (module) => {
        timers.clearTimer(timer as never);
        resolve(module);
      },
      (error: unknown) => {
        timers.clearTimer(timer as never);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(error));
      },
    );
  });
}

/** Reloads the page unless this tab already did so for a failed chunk; true when it reloads. */
export function reloadOnce(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void): boolean {
  if (storage.getItem(CHUNK_RELOAD_FLAG)) return false;
  storage.setItem(CHUNK_RELOAD_FLAG, new Date().toISOString());
  reload();
  return true;
}

/** A promise that says how it ended (React's convention), so `use` reads a settled one without suspending. */
export function trackForUse<T>(promise: Promise<T>): ReactPromise<T> & Promise<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

export type LazyComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A lazily loaded component under the chunk rules above. Unlike React.lazy it renders at once when its
 * chunk is already here (preloaded while the app booted), so the first page paints in one pass.
 */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: ReturnType<typeof trackForUse<ComponentType<P>>> | undefined;
  // In another language than English, the chunk's words modules start downloading their translation as the
  // chunk loads: the view renders once they are here (decision 0311), in English at once.
  const load = () => (loading ??= trackForUse(loadChunk(importer).then((component) => (wordsPending() ? wordsReady().then(() => component) : component))));
  function Lazy(props: P) {
    return createElement(use(load()), props);
  }
  return Object.assign(Lazy, {
    preload: async () => {
      try {
        await load();
      } catch {
        // Not lost: the failure is thrown where the component renders, to the chunk error boundary.
      }
    },
  });
}
