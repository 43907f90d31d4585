// Long work done in slices (issue 17, decision 0505): a large upload's bytes are decoded, hashed and written on
// the one thread every other request needs, so they are handled a few milliseconds of work per turn of the event
// loop, with the sockets heard in between. Every upload shares the slice, so ten at once take no more of a turn
// than one; a call that arrives meanwhile waits at most about one slice.
import { performance } from 'node:perf_hooks';

/** How long the uploads together may work before other requests get their turn. */
export const SLICE_MS = 2;

let sliceStartedAt = Number.NEGATIVE_INFINITY;
let nextTurn: Promise<void> | undefined;

/** One wait for the next turn, shared by everyone waiting: they go on in the order they asked, in one slice. */
function waitForNextTurn(): Promise<void> {
  nextTurn ??= new Promise((resolve) =>
    setImmediate(() => {
      nextTurn = undefined;
      sliceStartedAt = performance.now();
      resolve();
    }),
  );
  return nextTurn;
}

/** Resolves when a piece of slice work may run: at once while this turn's slice lasts, else in a later turn. */
export async function workSlice(): Promise<void> {
  while (performance.now() - sliceStartedAt >= SLICE_MS) await waitForNextTurn();
}
