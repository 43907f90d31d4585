// The label of every field on the page, by its input's id, so the error summary can say which field each
// message belongs to ("Home Phone: Invalid phone number!"): several spec messages name no field, and two
// phones give the same one (issue 18, defect 3). Each shared field registers its label while it is shown;
// ids are unique in a document, so one registry serves every form.
import { useLayoutEffect, useSyncExternalStore } from 'react';

let labels: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

function publish(next: ReadonlyMap<string, string>) {
  labels = next;
  for (const listener of listeners) listener();
}

/** Registers a field's label under its id; the returned function takes it away again. */
export function registerFieldLabel(id: string, label: string): () => void {
  publish(new Map(labels).set(id, label));
  return () => {
    if (labels.get(id) !== label) return;
    const next = new Map(labels);
    next.delete(id);
    publish(next);
  };
}

/** The label a field registered under this id, if any. */
export function fieldLabelOf(id: string): string | undefined {
  return labels.get(id);
}

/** A shared field's part: its label known to the error summary while the field is on the page. */
export function useFieldLabel(id: string, label: string | undefined): void {
  useLayoutEffect(() => (label ? registerFieldLabel(id, label) : undefined), [id, label]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Every registered label, re-read when a field comes or goes. */
export function useFieldLabels(): ReadonlyMap<string, string> {
  return useSyncExternalStore(
    subscribe,
    () => labels,
    () => labels,
  );
}
