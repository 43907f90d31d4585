// The resource-link pages (application/, returning/, complete-information/, pending-application/{resource}):
// "Checking your link..." while the server resolves it, a retry when it could not be reached.
import type { resourceLinkMachine } from '#machines/resource-link/resource-link.machine.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { flowHooks } from '../flow-hooks.ts';
import { PageCard } from '#src/ui/card.tsx';
import { LinkChecking } from '#src/ui/retry-alert.tsx';

const { useFlowRetry: useResourceLinkRetry } = flowHooks<typeof resourceLinkMachine>(
  'resourceLink',
  'on a link page (application/, returning/, complete-information/, pending-application/)',
);

export function ResourceLinkView({ heading }: RoutedViewProps) {
  const { error, retry } = useResourceLinkRetry();
  return (
    <PageCard>
      {heading}
      <LinkChecking error={error} onRetry={retry} />
    </PageCard>
  );
}
