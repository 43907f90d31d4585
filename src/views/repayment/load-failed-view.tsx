// /repayment when the loan could not be loaded: the reason (the page frame shows the machine's error), a
// retry, and the way home.
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BUSY, RETRY } from '#machines/kit/retry.ts';
import { LOAD_FAILED_PAGE, REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';
import { say } from './parts/words.ts';

export function LoadFailedView({ heading }: RoutedViewProps) {
  const actor = useRepaymentActor();
  const error = useRepaymentSelector((snapshot) => snapshot.context.error);
  const loading = useRepaymentSelector((snapshot) => snapshot.hasTag(BUSY));
  return (
    <FlowPage meta={LOAD_FAILED_PAGE} heading={heading} error={error}>
      {!error && <Text fontSize="md">{say('repayment.loadFailed.lead')}</Text>}
      <Text fontSize="md">{say('repayment.loadFailed.nothingChanged')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" alignItems={{ base: 'stretch', sm: 'center' }}>
        <RetryButton loading={loading} onRetry={() => actor.send(RETRY)} />
        <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md" alignSelf="center">
          <RouteLink href={REPAYMENT_PATHS.home}>{say('repayment.loadFailed.home')}</RouteLink>
        </Link>
      </Stack>
    </FlowPage>
  );
}
