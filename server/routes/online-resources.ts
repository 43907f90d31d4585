// The application's resource links (issue 5): where application/, returning/, complete-information/ and
// pending-application/{resource} lead. Unknown, expired and retired links all answer -92020043.
import { parseCompleteResource, parsePathResource, parsePathResourceInfrastructure, parseReturningResource } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import { applicationService } from '../application/applications.ts';
import { resourceLinks, type ApplicationLinkPurpose } from '../application/resource-links.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

/** parse-path-resource serves the two pages with no parse call of their own (application/, pending-application/). */
const PATH_PURPOSES: readonly ApplicationLinkPurpose[] = ['application', 'pendingApplication'];

export function registerOnlineResourceRoutes(routing: CallRouting, { orm, clock }: Services): void {
  const links = resourceLinks(orm, clock, applicationService(orm, clock));
  const resolver =
    (purposes: readonly ApplicationLinkPurpose[]) =>
    async ({ resource }: { resource: string }) =>
      (await links.resolve(resource, purposes)) ?? refuse(RESULT.loanStatusInvalid);

  registerCall(routing, parsePathResource, resolver(PATH_PURPOSES));
  registerCall(routing, parsePathResourceInfrastructure, resolver(PATH_PURPOSES));
  registerCall(routing, parseReturningResource, resolver(['returning']));
  registerCall(routing, parseCompleteResource, resolver(['completeInformation']));
}
