// What the loading overlay says (issue 18, defect 11): never a blank overlay. A state that is busy without a
// page of its own names what it is doing in its meta (`busy`), and a page may name what opening it does
// (`opening` in its route meta: the status page back from the bank), for the overlay shown before its flow
// can show it (the app booting, the flow loading the application).
import { isMachineSnapshot, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { matchRoute, type Route } from './route-table.ts';
import { say } from './words.ts';

/** The meta of a state without a page that keeps the borrower waiting: what it is doing, in a borrower's words. */
export type BusyMeta = { busy: string };

/** When nothing more specific is known ('Loading…'), in the language shown. */
export const loadingWords = (): string => say('kit.busy.loading');

export function isBusyMeta(value: unknown): value is BusyMeta {
  return typeof value === 'object' && value !== null && typeof (value as BusyMeta).busy === 'string';
}

const depth = (stateId: string) => stateId.split('.').length;

/** The words of the deepest busy state of the snapshot, a flow machine's before its parent's. */
export function busyWordsOf(snapshot: AnyMachineSnapshot): string | undefined {
  if (snapshot.status !== 'active') return undefined;
  for (const child of Object.values(snapshot.children)) {
    const childSnapshot: unknown = (child as AnyActorRef | undefined)?.getSnapshot();
    if (isMachineSnapshot(childSnapshot)) {
      const found = busyWordsOf(childSnapshot);
      if (found) return found;
    }
  }
  let deepest: { stateId: string; words: string } | undefined;
  for (const [stateId, meta] of Object.entries(snapshot.getMeta())) {
    if (isBusyMeta(meta) && (!deepest || depth(stateId) > depth(deepest.stateId))) deepest = { stateId, words: meta.busy };
  }
  return deepest?.words;
}

/**
 * What the overlay says while the page at `pathname` cannot be shown yet: what opening that page does, when its
 * route says, else what the busy state is doing, else 'Loading…'.
 */
export function overlayWords({ routes, pathname, snapshot }: { routes: readonly Route[]; pathname: string; snapshot?: AnyMachineSnapshot }): string {
  return matchRoute(routes, pathname)?.route.meta.opening ?? (snapshot && busyWordsOf(snapshot)) ?? loadingWords();
}
