// The popup snackbar: shows one message for 2000 ms (spec section 9), red for errors, dark grey otherwise.
// A new message replaces the one on screen and starts its own 2000 ms.
import { assign, setup } from 'xstate';
import { POPUP_SNACKBAR_MS } from '#src/domain/constants.ts';

export type SnackbarKind = 'error' | 'info';
export type SnackbarShowEvent = { type: 'snackbar.show'; message: string; kind: SnackbarKind };
export type SnackbarEvent = SnackbarShowEvent | { type: 'snackbar.dismiss' };

export const snackbarMachine = setup({
  types: {
    context: {} as { message: string; kind: SnackbarKind },
    events: {} as SnackbarEvent,
  },
  delays: { displayTime: POPUP_SNACKBAR_MS },
}).createMachine({
  id: 'snackbar',
  context: { message: '', kind: 'info' },
  initial: 'hidden',
  on: {
    'snackbar.show': {
      target: '.visible',
      reenter: true,
      actions: assign(({ event }) => ({ message: event.message, kind: event.kind })),
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
