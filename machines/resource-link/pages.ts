// The e-mailed resource-link pages (spec section 2): one screen keyed by {resource}, each resolved by its call.
import type { RouteMeta } from '../kit/route-meta.ts';
import { withWords } from './words.ts';

export const RESOURCE_LINK_PATHS = {
  application: '/application/:resource',
  returning: '/returning/:resource',
  completeInformation: '/complete-information/:resource',
  pendingApplication: '/pending-application/:resource',
} as const;

export type ResourceLinkKind = keyof typeof RESOURCE_LINK_PATHS;

/** The page of every link while it is checked: the same screen for each kind, its title read from the catalog when shown. */
export const pageOfLink = (kind: ResourceLinkKind): RouteMeta =>
  withWords({ path: RESOURCE_LINK_PATHS[kind], width: 'narrow' as const }, 'title', 'resourceLink.page.checking');

/** Which call resolves which link: application and pending-application links are paths (parse-path-resource). */
export const PARSE_CALL_OF = {
  application: 'parsePathResource',
  pendingApplication: 'parsePathResource',
  returning: 'parseReturningResource',
  completeInformation: 'parseCompleteResource',
} as const satisfies Record<ResourceLinkKind, string>;
