// /guidance when the application could not be loaded: the reason and a retry. Nothing typed is lost:
// nothing was shown yet.
import { Button } from '@chakra-ui/react/button';
import type { RoutedViewProps } from '../routed-view.ts';
import { useGuidanceRetry } from './guidance-actor.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { say } from './parts/words.ts';

export function LoadFailedView({ heading }: RoutedViewProps) {
  const { error, retry } = useGuidanceRetry();
  return (
    <GuidanceCard heading={heading}>
      <Notice tone="error">{error ?? say('guidance.loadFailed.message')}</Notice>
      <Button size="lg" colorPalette="brand" alignSelf="flex-start" onClick={retry}>
        {say('guidance.action.tryAgain')}
      </Button>
    </GuidanceCard>
  );
}
