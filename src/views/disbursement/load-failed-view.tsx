// /disbursement when the wizard could not load what it needs (get-payment-option failed): the reason and a
// retry. Nothing chosen is lost: it is saved on the server.
import { Text } from '@chakra-ui/react/text';
import { LOAD_FAILED_PAGE } from '#machines/disbursement/pages.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useDisbursementRetry } from './disbursement-actor.ts';
import { WizardPage } from './parts/wizard-page.tsx';
import { say } from './words.ts';

export function LoadFailedView({ heading }: RoutedViewProps) {
  const { error, busy, retry } = useDisbursementRetry();
  return (
    <WizardPage meta={LOAD_FAILED_PAGE} heading={heading}>
      {/* The machine's error is shown by the page frame; without one, say what happened. */}
      {!error && <Text fontSize="md">{say('disbursement.loadFailed.reason')}</Text>}
      <Text fontSize="md">{say('disbursement.loadFailed.saved')}</Text>
      <RetryButton alignSelf="flex-start" loading={busy} onRetry={retry} />
    </WizardPage>
  );
}
