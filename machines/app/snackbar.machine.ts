// The popup snackbar: shows one message for 2000 ms (spec section 9), red for errors, dark grey otherwise.
// A new message replaces the one on screen and starts its own 2000 ms. The signature's green message names its
// own time and button (spec section 9: 20000 ms; it stays on the page the countdown lands on, decision 0710).
import { assign, setup } from 'xstate';
import { POPUP_SNACKBAR_MS } from '#src/domain/constants.ts';

export type SnackbarKind = 'error' | 'info' | 'success';
export type SnackbarShowEvent = { type: 'snackbar.show'; message: string; kind: SnackbarKind; timeoutMs?: number; actionLabel?: string };
export type SnackbarEvent = SnackbarShowEvent | { type: 'snackbar.dismiss' };

export const snackbarMachine = setup({
  types: {
    context: {} as { message: string; kind: SnackbarKind; timeoutMs: number | undefined; actionLabel: string | undefined },
    events: {} as SnackbarEvent,
  },
  delays: { displayTime: ({ context }) => context.timeoutMs ?? POPUP_SNACKBAR_MS },
}).createMachine({
  id: 'snackbar',
  context: { message: '', kind: 'info', timeoutMs: undefined, actionLabel: undefined },
  initial: 'hidden',
  on: {
    'snackbar.show': {
      target: '.visible',
      reenter: true,
      actions: assign(({ event }) => ({
        message: event.message,
        kind: event.kind,
        timeoutMs: event.timeoutMs,
        actionLabel: event.actionLabel,
      })),
    },
  },
  states: {
    hidden: {},
    visible: {
      after: { displayTime: 'hidden' },
      on: { 'snackbar.dismiss': 'hidden' },
    },
  },
});
