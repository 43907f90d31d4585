// The signing pages (/disbursement/sign-loan-agreement, /signature/{resource}, /loan-agreement and
// /loan-agreement/{loanNo}): the agreement as text with its PDF to download, then by the stage of the flow the E-Sign
// disclosure and the signature, the green countdown after signing, the signed agreement, or why it cannot be signed
// (or, for a loan asked by its number, the refusal's words and the way home).
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RETRY } from '#machines/kit/retry.ts';
import { SIGNING_PAGES, SIGNING_PATHS } from '#machines/signing/pages.ts';
import type { AgreementToSign } from '#src/api/contract/signing.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { AgreementText } from './parts/agreement-text.tsx';
import { CountdownMessage } from './parts/countdown-message.tsx';
import { DisclosureText } from './parts/disclosure-text.tsx';
import { SignForm } from './parts/sign-form.tsx';
import { signedNotice, statusExplanation } from './parts/wording.ts';
import { stageOf, useSigningActor, useSigningSelector } from './signing-actor.ts';
import { say } from './words.ts';

function DownloadLink({ agreement, signed }: { agreement: AgreementToSign; signed: boolean }) {
  return (
    <Link href={agreement.documentUrl} download variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md" alignSelf="flex-start">
      {say(signed ? 'signing.download.signed' : 'signing.download.unsigned')}
    </Link>
  );
}

function Unavailable({ agreement, fromLink }: { agreement: AgreementToSign; fromLink: boolean }) {
  const actor = useSigningActor();
  const { title, text, action } = statusExplanation(agreement.signStatus, fromLink);
  return (
    <Stack gap="4" data-sign-status={agreement.signStatus}>
      <Notice tone="info">
        <Text fontWeight="bold">{title}</Text>
        <Text>{text}</Text>
      </Notice>
      {'event' in action ? (
        <Button size="lg" colorPalette="brand" alignSelf="flex-start" onClick={() => actor.send({ type: action.event })}>
          {action.label}
        </Button>
      ) : (
        <Button asChild size="lg" colorPalette="brand" alignSelf="flex-start">
          <RouteLink href={action.href}>{action.label}</RouteLink>
        </Button>
      )}
    </Stack>
  );
}

export function SigningView({ heading }: RoutedViewProps) {
  const actor = useSigningActor();
  const page = useSigningSelector((snapshot) => snapshot.context.page);
  const stage = useSigningSelector(stageOf);
  const agreement = useSigningSelector((snapshot) => snapshot.context.agreement);
  const error = useSigningSelector((snapshot) => snapshot.context.error);
  const notice = useSigningSelector((snapshot) => snapshot.context.notice);
  const secondsLeft = useSigningSelector((snapshot) => snapshot.context.secondsLeft);
  const signed = stage === 'completed' || stage === 'signed';

  return (
    <FlowPage meta={SIGNING_PAGES[page]} heading={heading} error={error} notice={stage === 'awaiting' ? notice : null} wide>
      {(stage === 'opening' || stage === 'loading' || stage === 'deciding') && (
        <Text fontSize="md" role="status">
          {say('signing.load.preparing')}
        </Text>
      )}
      {stage === 'loadFailed' && (
        <Stack gap="3">
          {!error && <Text fontSize="md">{say('signing.load.failed')}</Text>}
          <Button size="lg" colorPalette="brand" alignSelf="flex-start" onClick={() => actor.send(RETRY)}>
            {say('signing.load.retry')}
          </Button>
        </Stack>
      )}
      {stage === 'refused' && (
        <Button asChild size="lg" colorPalette="brand" alignSelf="flex-start">
          <RouteLink href={SIGNING_PATHS.home}>{say('signing.status.home')}</RouteLink>
        </Button>
      )}
      {agreement && stage === 'unavailable' && <Unavailable agreement={agreement} fromLink={page === 'link'} />}
      {agreement && (stage === 'awaiting' || signed) && (
        <Stack gap="6">
          {signed ? (
            <Notice tone="success">{signedNotice(agreement.signedAt, stage === 'completed')}</Notice>
          ) : (
            <Text fontSize="md">{say('signing.awaiting.lead', { email: agreement.linkSentTo })}</Text>
          )}
          <DownloadLink agreement={agreement} signed={signed} />
          <AgreementText agreement={agreement.agreement} withoutDisclosure={stage === 'awaiting'} />
          {stage === 'awaiting' && (
            <>
              <DisclosureText disclosure={agreement.disclosure} />
              <SignForm />
            </>
          )}
        </Stack>
      )}
      {stage === 'completed' && <CountdownMessage secondsLeft={secondsLeft} onOk={() => actor.send({ type: 'countdown.ok' })} />}
    </FlowPage>
  );
}
