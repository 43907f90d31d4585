// The resource-link pages (issue 4): application/, returning/, complete-information/ and
// pending-application/{resource}. One page, "Checking your link...": the server resolves the link to a path,
// and the borrower goes there, through /sign-in first when the link needs a session and none is known
// (the app keeps the path to come back to). An unknown, used or expired link answers -92020043, which the
// app routes to /notification/302 on its own; any other failure can be retried here.
import { assign, sendParent, setup } from 'xstate';
import type { ResourceTarget } from '#src/api/contract/application.ts';
import { NOTIFICATION } from '#src/domain/codes/application.ts';
import { notificationPath } from '../app/notification-codes.ts';
import { failureMessage } from '../kit/failure.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import { actorProvidedByApp } from '../kit/provided-by-app.ts';
import { pageOfLink, PARSE_CALL_OF, RESOURCE_LINK_PATHS, type ResourceLinkKind } from './pages.ts';
import { visit } from '../kit/route-meta.ts';
import { matchPattern } from '../kit/route-table.ts';
import type { ParseInput, ResourceLinkContext, ResourceLinkEvent, ResourceLinkInput, ResourceLinkParentEvent } from './types.ts';

function kindOf(path: string): ResourceLinkKind | null {
  const found = (Object.entries(RESOURCE_LINK_PATHS) as Array<[ResourceLinkKind, string]>).find(([, pattern]) => matchPattern(pattern, path) !== null);
  return found ? found[0] : null;
}

/** One link page: checking, then leaving for the answered page; a failure other than an invalid link can be retried. */
const linkPage = (kind: ResourceLinkKind) => ({
  meta: pageOfLink(kind),
  initial: 'checking' as const,
  states: {
    checking: {
      tags: [BUSY],
      invoke: {
        id: PARSE_CALL_OF[kind],
        src: PARSE_CALL_OF[kind],
        input: ({ context }: { context: ResourceLinkContext }) => ({ resource: context.resource }),
        onDone: [
          { guard: 'mustSignInFirst' as const, target: 'leaving', actions: ['rememberTarget' as const, 'signInFirst' as const] },
          { target: 'leaving', actions: ['rememberTarget' as const, 'goToTarget' as const] },
        ],
        onError: { target: 'failed', actions: 'rememberError' as const },
      },
    },
    failed: failedState('checking', 'clearError'),
    /** Resolved: the app is taking the borrower to the link's page (or to /sign-in first). */
    leaving: {},
  },
});

export const resourceLinkMachine = setup({
  types: {
    input: {} as ResourceLinkInput,
    context: {} as ResourceLinkContext,
    events: {} as ResourceLinkEvent,
  },
  actors: {
    parsePathResource: actorProvidedByApp<ResourceTarget, ParseInput>('parsePathResource'),
    parseReturningResource: actorProvidedByApp<ResourceTarget, ParseInput>('parseReturningResource'),
    parseCompleteResource: actorProvidedByApp<ResourceTarget, ParseInput>('parseCompleteResource'),
  },
  actions: {
    rememberTarget: assign({ target: ({ event }) => (event as unknown as { output: ResourceTarget }).output }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: failureMessage }),
    goToTarget: sendParent(({ context }): ResourceLinkParentEvent => visit(context.target!.path)),
    signInFirst: sendParent(({ context }): ResourceLinkParentEvent => ({ type: 'api.signInRequired', returnTo: context.target!.path })),
    reportInvalidLink: sendParent((): ResourceLinkParentEvent => visit(notificationPath(NOTIFICATION.invalidLink))),
  },
  guards: {
    mustSignInFirst: ({ context, event }) => (event as unknown as { output: ResourceTarget }).output.signInRequired && !context.signedIn,
    isKind: ({ context }, params: { kind: ResourceLinkKind }) => context.kind === params.kind,
  },
}).createMachine({
  id: 'resourceLink',
  context: ({ input }) => ({
    kind: kindOf(input.entry.path),
    resource: input.entry.params.resource ?? '',
    signedIn: input.signedIn,
    target: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    /** The path names the call. A path the app sent here that is none of ours is an invalid link. */
    choosing: {
      always: [
        ...(Object.keys(RESOURCE_LINK_PATHS) as ResourceLinkKind[]).map((kind) => ({ guard: { type: 'isKind' as const, params: { kind } }, target: kind })),
        { target: 'invalid', actions: 'reportInvalidLink' },
      ],
    },
    application: linkPage('application'),
    pendingApplication: linkPage('pendingApplication'),
    returning: linkPage('returning'),
    completeInformation: linkPage('completeInformation'),
    invalid: {},
  },
});
