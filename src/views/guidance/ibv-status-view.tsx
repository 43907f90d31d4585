// /guidance/ibv/:requestCode: back from the provider. The status is asked until it is final; each status
// shows the server's sentence for it, and a failure offers its ways on: try again, the other provider, or
// a bank statement.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ibvProviderInWords } from '#src/domain/code-words.ts';
import { bankFindingsSentence } from '#src/domain/ibv-findings.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useGuidanceActor, useGuidanceSelector } from './guidance-actor.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { say } from './parts/words.ts';
import { sectionWords } from '#machines/guidance/words.ts';

export function IbvStatusView({ heading }: RoutedViewProps) {
  const actor = useGuidanceActor();
  const status = useGuidanceSelector((snapshot) => snapshot.context.ibvStatus);
  const providers = useGuidanceSelector((snapshot) => snapshot.context.providers);
  const error = useGuidanceSelector((snapshot) => snapshot.context.error);
  const phase = useGuidanceSelector((snapshot) => {
    for (const name of ['checking', 'waiting', 'unreachable', 'failed', 'creating', 'leaving', 'verified', 'saveFailed'] as const) {
      if (snapshot.matches({ ready: { ibvStatus: name } })) return name;
    }
    return 'checking';
  });
  const otherName = status && (providers.find((p) => p.provider !== status.provider)?.name ?? ibvProviderInWords(status.provider === 10000 ? 20000 : 10000));
  return (
    <GuidanceCard heading={heading} caption={sectionWords('bank')}>
      {(phase === 'checking' || phase === 'waiting') && (
        <Notice tone="info">
          <Text fontWeight="semibold">{status?.message ?? say('guidance.ibvStatus.checking')}</Text>
          <Text color="fg.muted">{say('guidance.ibvStatus.keepOpen')}</Text>
        </Notice>
      )}
      {(phase === 'verified' || phase === 'leaving' || phase === 'creating') && (
        <Notice tone={phase === 'verified' ? 'success' : 'info'}>
          {phase === 'verified' ? (status?.message ?? say('guidance.ibvStatus.verified')) : say('guidance.ibvStatus.opening')}
          {/* What the report found (issue 18); the summary, opening next, says it again. */}
          {phase === 'verified' && status?.found && (
            <Text fontWeight="semibold" data-bank-findings="">
              {bankFindingsSentence(status.found)}
            </Text>
          )}
        </Notice>
      )}
      {(phase === 'unreachable' || phase === 'saveFailed') && (
        <>
          <Notice tone="error">{error}</Notice>
          <Button alignSelf="flex-start" size="lg" colorPalette="brand" onClick={() => actor.send({ type: 'retry' })}>
            {say('guidance.action.tryAgain')}
          </Button>
        </>
      )}
      {phase === 'failed' && status && (
        <>
          {/* A failure (negative status, or an account we cannot use: no-IBV) is an alert; one left unfinished is a status. */}
          <Notice tone={status.status < 0 || status.noIbvSituation !== null ? 'error' : 'info'}>
            <Text fontWeight="semibold" data-ibv-message="">
              {status.message}
            </Text>
          </Notice>
          {error && <Notice tone="error">{error}</Notice>}
          <Stack gap="3">
            {status.canRetry && (
              <Button size="lg" colorPalette="brand" onClick={() => actor.send({ type: 'ibv.retry' })}>
                {say('guidance.action.tryAgain')}
              </Button>
            )}
            {status.canUseAnotherProvider && (
              <Button
                size="lg"
                variant="outline"
                colorPalette="brand"
                whiteSpace="normal"
                h="auto"
                minH="11"
                py="2"
                onClick={() => actor.send({ type: 'ibv.anotherProvider' })}
              >
                {say('guidance.ibvStatus.otherProvider', { name: otherName ?? '' })}
              </Button>
            )}
            {status.canUploadStatement && (
              <Button size="lg" variant="outline" colorPalette="brand" onClick={() => actor.send({ type: 'ibv.upload' })}>
                {say('guidance.ibvStatus.upload')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </GuidanceCard>
  );
}
