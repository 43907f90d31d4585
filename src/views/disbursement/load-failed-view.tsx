// /disbursement when the wizard could not load what it needs (get-payment-option failed): the reason and a
// retry. Nothing chosen is lost: it is saved on the server.
import { Text } from '@chakra-ui/react/text';
import { DISBURSEMENT_PATHS, DISBURSEMENT_SECTION } from '#machines/disbursement/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { WizardPage } from './parts/wizard-page.tsx';
import { say } from './words.ts';

export function LoadFailedView({ heading }: RoutedViewProps) {
  const actor = useDisbursementActor();
  const loading = useDisbursementSelector((snapshot) => snapshot.hasTag(BUSY));
  const error = useDisbursementSelector((snapshot) => snapshot.context.error);
  return (
    <WizardPage meta={{ path: DISBURSEMENT_PATHS.entry, title: DISBURSEMENT_SECTION, back: DISBURSEMENT_PATHS.home }} heading={heading}>
      {/* The machine's error is shown by the page frame; without one, say what happened. */}
      {!error && <Text fontSize="md">{say('disbursement.loadFailed.reason')}</Text>}
      <Text fontSize="md">{say('disbursement.loadFailed.saved')}</Text>
      <RetryButton alignSelf="flex-start" loading={loading} onRetry={() => actor.send({ type: 'retry' })} />
    </WizardPage>
  );
}
