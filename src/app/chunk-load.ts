// Lazy chunks that fail (a new deployment removed them, the network dropped, 120 s passed) show
// 'Loading chunk failed' and reload the page once; a flag in sessionStorage makes sure it is only once.
import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '#src/domain/constants.ts';

export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';
export const CHUNK_RELOAD_FLAG = 'borrower:chunk-reload';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super(CHUNK_FAILED_MESSAGE, { cause });
  }
}

// What browsers say when a dynamic import fails: Chromium, Safari, Firefox, and Vite's CSS preload.
const DYNAMIC_IMPORT_FAILURE = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

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

/** A lazily loaded component under the chunk rules above. */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>) {
  return lazy(() => loadChunk(importer).then((component) => ({ default: component })));
}
