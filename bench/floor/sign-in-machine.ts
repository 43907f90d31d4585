// The floor pages' one statechart: what every page of ours has at least (XState setup, a guard, an actor).
import { assign, fromPromise, setup } from 'xstate';

export const signInMachine = setup({
  types: { context: {} as { email: string; tries: number }, events: {} as { type: 'change'; email: string } | { type: 'submit' } },
  actors: { signIn: fromPromise<void, { email: string }>(() => new Promise((resolve) => setTimeout(resolve, 300))) },
  guards: { hasEmail: ({ context }) => context.email.includes('@') },
}).createMachine({
  id: 'signIn',
  initial: 'editing',
  context: { email: '', tries: 0 },
  states: {
    editing: {
      on: {
        change: { actions: assign({ email: ({ event }) => event.email }) },
        submit: { guard: 'hasEmail', target: 'sending' },
      },
    },
    sending: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      invoke: { src: 'signIn', input: ({ context }) => ({ email: context.email }), onDone: 'editing', onError: 'editing' },
    },
  },
});
