// The resource-link pages (application/, returning/, complete-information/, pending-application/{resource}):
// "Checking your link..." while the server resolves it, a retry when it could not be reached.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { resourceLinkMachine } from '#machines/resource-link/resource-link.machine.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector } from '../app-actor.ts';
import { AccountCard } from '../account/parts/account-card.tsx';
import { LinkChecking } from '../account/link-checking.tsx';

type ResourceLinkActor = ActorRefFrom<typeof resourceLinkMachine>;

export function ResourceLinkView({ heading }: RoutedViewProps) {
  const actor = useAppSelector((snapshot) => snapshot.children.resourceLink) as ResourceLinkActor | undefined;
  if (!actor) throw new Error('ResourceLinkView needs the resource-link flow running');
  return <ResourceLinkCard actor={actor} heading={heading} />;
}

function ResourceLinkCard({ actor, heading }: RoutedViewProps & { actor: ResourceLinkActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return (
    <AccountCard>
      {heading}
      <LinkChecking error={error} onRetry={() => actor.send({ type: 'retry' })} />
    </AccountCard>
  );
}
