// /disbursement when the wizard could not load what it needs (get-payment-option failed): the reason and a
// retry. Nothing chosen is lost: it is saved on the server.
import { Text } from '@chakra-ui/react/text';
import { DISBURSEMENT_PATHS, DISBURSEMENT_SECTION } from '#machines/disbursement/pages.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { WizardPage } from './parts/wizard-page.tsx';

export function LoadFailedView({ heading }: RoutedViewProps) {
  const actor = useDisbursementActor();
  const loading = useDisbursementSelector((snapshot) => snapshot.matches({ wizard: 'loading' }));
  const error = useDisbursementSelector((snapshot) => snapshot.context.error);
  return (
    <WizardPage meta={{ path: DISBURSEMENT_PATHS.entry, title: DISBURSEMENT_SECTION, back: DISBURSEMENT_PATHS.home }} heading={heading}>
      {/* The machine's error is shown by the page frame; without one, say what happened. */}
      {!error && <Text fontSize="md">We could not load your loan choices.</Text>}
      <Text fontSize="md">What you chose so far is saved. Please try again in a moment.</Text>
      <RetryButton alignSelf="flex-start" loading={loading} onRetry={() => actor.send({ type: 'wizard.retry' })} />
    </WizardPage>
  );
}
