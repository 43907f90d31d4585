// The E-Sign Disclosure page (issue 18, decision 0760): the consent to electronic records and signatures exactly as
// the signing page shows it before a borrower consents (the server's text and version, in the brand's name).
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RETRY } from '#machines/kit/retry.ts';
import { RetryButton } from '#src/ui/retry-button.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { Notice } from '#src/ui/notice.tsx';
import { loadStageOf, useLegalActor, useLegalSelector, useLender } from './legal-actor.ts';
import { LegalPage } from './parts/legal-page.tsx';
import { ContactBlock } from './parts/prose.tsx';
import { Loading } from './parts/loading.tsx';
import { say } from './parts/words.ts';

export function ESignDisclosureView({ heading }: RoutedViewProps) {
  const actor = useLegalActor();
  const lender = useLender();
  const disclosure = useLegalSelector((snapshot) => snapshot.context.esignDisclosure);
  const stage = useLegalSelector((snapshot) => loadStageOf(snapshot));
  const error = useLegalSelector((snapshot) => snapshot.context.error);
  return (
    <LegalPage
      heading={heading}
      byline={disclosure ? say('legal.byline.version', { legalName: lender.legalName, version: disclosure.version }) : lender.legalName}
    >
      <Text fontSize="md" lineHeight="tall">
        {say('legal.esign.intro')}
      </Text>
      {stage === 'failed' ? (
        <Stack gap="3" align="flex-start">
          <Notice tone="error">{error ?? say('legal.esign.loadFailed')}</Notice>
          <RetryButton loading={false} onRetry={() => actor.send(RETRY)} />
        </Stack>
      ) : !disclosure ? (
        <Loading label={say('legal.esign.loading')} />
      ) : (
        <Stack as="section" gap="3" aria-labelledby="esign-heading" data-esign-version={disclosure.version}>
          <Heading as="h2" id="esign-heading" fontSize="xl" fontWeight="bold">
            {disclosure.heading}
          </Heading>
          {disclosure.paragraphs.map((paragraph) => (
            <Text key={paragraph} fontSize="md" lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
      <ContactBlock lender={lender} title={say('legal.esign.contactTitle')} />
    </LegalPage>
  );
}
