// The resource-link flow's input, context, events and call shapes (machines/resource-link/resource-link.machine.ts).
import type { ResourceTarget } from '#src/api/contract/application.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { RetryEvent } from '../kit/retry.ts';
import type { ResourceLinkKind } from './pages.ts';

export type ResourceLinkInput = {
  /** The visit that opened the page. */
  entry: RouteEnterEvent;
  /** Whether the app knows a signed-in customer in this tab. */
  signedIn: boolean;
};

export type ResourceLinkContext = {
  kind: ResourceLinkKind | null;
  resource: string;
  signedIn: boolean;
  target: ResourceTarget | null;
  error: string | null;
};

export type ResourceLinkEvent = RetryEvent;

/** What the flow tells the app: go to the link's page, or sign in first and come back to it. */
export type ResourceLinkParentEvent = RouteEnterEvent | { type: 'api.signInRequired'; returnTo: string } | { type: 'api.loanStatusInvalid' };

/** What each call that resolves a link is given. */
export type ParseInput = { resource: string };
