// One shape for a call that can fail (issue 10), the same in every flow: the state that waits on the call is
// tagged `busy`; a failure goes to a state tagged `failed` that keeps the reason in the context's `error`
// (`failureMessage`, failure.ts); the borrower's "Try again" sends the one event every flow knows, `retry`,
// and the call is made again. Views read the tags (`snapshot.hasTag('failed')`), not the states' names.

/** The one event a "Try again" sends, whatever the flow. */
export type RetryEvent = { type: 'retry' };
export const RETRY: RetryEvent = { type: 'retry' };

/** The tags of the shape: a call under way, a call failed. */
export const BUSY = 'busy' as const;
export const FAILED = 'failed' as const;

/**
 * A state where a call failed: tagged `failed`, the reason already in `error`; `retry` goes to `target` (the state
 * that calls, or one above it) with `actions` (the flow's action that clears the reason, when the target's entry
 * does not).
 */
export function failedState(target: string): FailedState<never>;
export function failedState<const Action extends string>(target: string, actions: Action): FailedState<Action>;
export function failedState(target: string, actions?: string): FailedState<string> | FailedState<never> {
  return actions === undefined ? { tags: [FAILED], on: { retry: { target } } } : { tags: [FAILED], on: { retry: { target, actions } } };
}

export type FailedState<Action extends string> = {
  readonly tags: readonly [typeof FAILED];
  readonly on: { readonly retry: [Action] extends [never] ? { readonly target: string } : { readonly target: string; readonly actions: Action } };
};
