// The resource-link pages' calls, made through the API client.
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { parseCompleteResource, parsePathResource, parseReturningResource } from '#src/api/contract/application.ts';
import { resourceLinkMachine } from '#machines/resource-link/resource-link.machine.ts';

type Input = { input: { resource: string }; signal: AbortSignal };

/** The resource-link flow with its calls, for the app machine's `resourceLink` actor. */
export function resourceLinkFlow({ call }: { call: ApiCall }) {
  return resourceLinkMachine.provide({
    actors: {
      parsePathResource: fromPromise(({ input, signal }: Input) => call(parsePathResource, input, { signal })),
      parseReturningResource: fromPromise(({ input, signal }: Input) => call(parseReturningResource, input, { signal })),
      parseCompleteResource: fromPromise(({ input, signal }: Input) => call(parseCompleteResource, input, { signal })),
    },
  });
}
