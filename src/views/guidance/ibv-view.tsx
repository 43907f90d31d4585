// /guidance/ibv: choose a verification provider (get-provider). The borrower then signs in to their bank
// on the provider's pages (a full-page visit) and comes back to /guidance/ibv/:requestCode. A bank
// statement is the way without online verification.
import { BUSY, FAILED } from '#machines/kit/retry.ts';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Box } from '@chakra-ui/react/box';
import type { RoutedViewProps } from '../routed-view.ts';
import { useGuidanceActor, useGuidanceSelector } from './guidance-actor.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { say } from './parts/words.ts';

export function IbvView({ heading }: RoutedViewProps) {
  const actor = useGuidanceActor();
  const providers = useGuidanceSelector((snapshot) => snapshot.context.providers);
  const error = useGuidanceSelector((snapshot) => snapshot.context.error);
  const chosen = useGuidanceSelector((snapshot) => snapshot.context.provider);
  const loading = useGuidanceSelector((snapshot) => snapshot.hasTag(BUSY));
  const loadFailed = useGuidanceSelector((snapshot) => snapshot.hasTag(FAILED));
  const busy = useGuidanceSelector((snapshot) => snapshot.matches({ ready: { ibv: 'creating' } }) || snapshot.matches({ ready: { ibv: 'leaving' } }));
  const canChoose = useGuidanceSelector((snapshot) => snapshot.can({ type: 'ibv.choose', provider: 10000 }));
  const bankName = useGuidanceSelector((snapshot) => snapshot.context.bank?.bankName ?? null);
  return (
    <GuidanceCard heading={heading}>
      <Text fontSize="md">{say('guidance.ibv.lead', { bank: bankName ?? say('guidance.ibv.yourBank') })}</Text>
      {error && <Notice tone="error">{error}</Notice>}
      {loading && <Notice tone="info">{say('guidance.ibv.loading')}</Notice>}
      {loadFailed && (
        <Button alignSelf="flex-start" colorPalette="brand" onClick={() => actor.send({ type: 'retry' })}>
          {say('guidance.action.tryAgain')}
        </Button>
      )}
      <Stack gap="3" as="ul" listStyleType="none">
        {providers.map(({ provider, name, description }) => (
          <Box as="li" key={provider} borderWidth="1px" borderRadius="l2" p="4">
            {/* The button under the provider's words, never beside them: a long name squeezed the words and pushed the
                button out of its card on a desktop (issue 18, defect 10). */}
            <Stack gap="3" align="stretch">
              <Box>
                <Text fontWeight="semibold" fontSize="lg">
                  {name}
                </Text>
                <Text color="fg.muted">{description}</Text>
              </Box>
              <Button
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                maxW="full"
                size="lg"
                whiteSpace="normal"
                h="auto"
                minH="11"
                py="2"
                colorPalette="brand"
                loading={busy && chosen === provider}
                loadingText={say('guidance.ibv.opening')}
                disabled={!canChoose}
                onClick={() => actor.send({ type: 'ibv.choose', provider })}
              >
                {say('guidance.ibv.verifyWith', { name })}
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Text color="fg.muted">
        {say('guidance.ibv.noOnline')}{' '}
        <Button
          variant="plain"
          colorPalette="brand"
          textDecoration="underline"
          px="0"
          h="auto"
          onClick={() => actor.send({ type: 'ibv.upload' })}
          disabled={busy}
        >
          {say('guidance.ibv.uploadInstead')}
        </Button>
      </Text>
    </GuidanceCard>
  );
}
