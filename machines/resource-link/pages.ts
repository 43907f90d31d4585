// The e-mailed resource-link pages (spec section 2): one screen keyed by {resource}, each resolved by its call.
import type { RouteMeta } from '../kit/route-meta.ts';

export const RESOURCE_LINK_PATHS = {
  application: '/application/:resource',
  returning: '/returning/:resource',
  completeInformation: '/complete-information/:resource',
  pendingApplication: '/pending-application/:resource',
} as const;

export type ResourceLinkKind = keyof typeof RESOURCE_LINK_PATHS;

/** The page of every link while it is checked: the same screen for each kind. */
export const pageOfLink = (kind: ResourceLinkKind): RouteMeta => ({ path: RESOURCE_LINK_PATHS[kind], title: 'Checking your link', width: 'narrow' });

/** Which call resolves which link: application and pending-application links are paths (parse-path-resource). */
export const PARSE_CALL_OF = {
  application: 'parsePathResource',
  pendingApplication: 'parsePathResource',
  returning: 'parseReturningResource',
  completeInformation: 'parseCompleteResource',
} as const satisfies Record<ResourceLinkKind, string>;
