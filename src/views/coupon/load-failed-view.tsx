// /coupon when the offer could not be loaded: the reason (the page frame shows the machine's error) and a retry.
import { Text } from '@chakra-ui/react/text';
import { LOAD_FAILED_PAGE } from '#machines/coupon/pages.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { useCouponRetry } from './coupon-actor.ts';
import { say } from './words.ts';

export function LoadFailedView({ heading }: RoutedViewProps) {
  const { error, busy, retry } = useCouponRetry();
  return (
    <FlowPage meta={LOAD_FAILED_PAGE} heading={heading} error={error}>
      <Text fontSize="md">{say('coupon.loadFailed.lead')}</Text>
      <RetryButton alignSelf="flex-start" loading={busy} onRetry={retry} />
    </FlowPage>
  );
}
