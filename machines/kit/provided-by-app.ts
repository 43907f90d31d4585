// Machines name their effects; the app supplies them with `machine.provide(...)`. Until it does, using one
// fails loudly instead of silently doing nothing.
import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

export function actorProvidedByApp<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The actor ${name} is provided by the app (machine.provide)`)));
}

export function actionProvidedByApp(name: string): () => never {
  return () => {
    throw new Error(`The action ${name} is provided by the app (machine.provide)`);
  };
}

/** A long-lived effect (a socket) the app supplies as a callback actor. */
export function callbackProvidedByApp<TInput = NonReducibleUnknown, TReceived extends EventObject = EventObject>(name: string) {
  return fromCallback<TReceived, TInput>(() => {
    throw new Error(`The actor ${name} is provided by the app (machine.provide)`);
  });
}
