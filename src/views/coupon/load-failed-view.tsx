// /coupon when the offer could not be loaded: the reason (the page frame shows the machine's error) and a retry.
import { Text } from '@chakra-ui/react/text';
import { LOAD_FAILED_PAGE } from '#machines/coupon/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '../disbursement/parts/flow-page.tsx';
import { useCouponActor, useCouponSelector } from './coupon-actor.ts';
import { say } from './words.ts';

export function LoadFailedView({ heading }: RoutedViewProps) {
  const actor = useCouponActor();
  const error = useCouponSelector((snapshot) => snapshot.context.error);
  const loading = useCouponSelector((snapshot) => snapshot.hasTag(BUSY));
  return (
    <FlowPage meta={LOAD_FAILED_PAGE} heading={heading} error={error}>
      <Text fontSize="md">{say('coupon.loadFailed.lead')}</Text>
      <RetryButton alignSelf="flex-start" loading={loading} onRetry={() => actor.send({ type: 'retry' })} />
    </FlowPage>
  );
}
