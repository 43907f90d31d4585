import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_FLAG, ChunkLoadError, isChunkLoadError, loadChunk, reloadOnce } from '#src/app/chunk-load.ts';

function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    timers: {
      setTimer: (run: () => void, ms: number) => {
        expect(ms).toBe(120_000);
        pending.set(++next, run);
        return next;
      },
      clearTimer: (handle: never) => void pending.delete(handle as unknown as number),
    },
    fireAll: () => [...pending.values()].forEach((run) => run()),
    pending: () => pending.size,
  };
}

describe('loadChunk', () => {
  it('gives the module and clears its timer', async () => {
    const clock = manualTimers();
    await expect(loadChunk(() => Promise.resolve('module'), { timers: clock.timers })).resolves.toBe('module');
    expect(clock.pending()).toBe(0);
  });

  it("fails with 'Loading chunk failed' when the import fails", async () => {
    const clock = manualTimers();
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')), { timers: clock.timers });
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(new Error('boom')), { timers: clock.timers })).rejects.toThrow(ChunkLoadError);
  });

  it('fails after the 120 s chunk timeout when the import never answers', async () => {
    const clock = manualTimers();
    const stuck = loadChunk(() => new Promise<never>(() => {}), { timers: clock.timers });
    clock.fireAll();
    await expect(stuck).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk failed' });
  });

  it.each([
    [new ChunkLoadError(), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('isChunkLoadError(%s) = %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnce', () => {
  it('reloads the first time, and never again in this tab', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
    let reloads = 0;
    expect(reloadOnce(storage, () => (reloads += 1))).toBe(true);
    expect(reloadOnce(storage, () => (reloads += 1))).toBe(false);
    expect(reloads).toBe(1);
    expect(items.has(CHUNK_RELOAD_FLAG)).toBe(true);
  });
});
