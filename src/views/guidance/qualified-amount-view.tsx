// /guidance/qualified-amount: the result of calculate-qualified-amount. Results 1 and 2 show the amount
// (2 also says the verified account was not the one given); 3 shows the denial-letter message (the spec's
// sentence, from the server) and the principal reasons of the refusal, as the e-mailed letter gives them
// (issue 18, Regulation B 12 CFR 1002.9).
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LOAN_AMOUNT_RESULT } from '#src/domain/codes/loan.ts';
import { formatCurrency } from '#src/domain/format.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useGuidanceActor, useGuidanceSelector } from './guidance-actor.ts';
import { DenialReasons } from '#src/ui/denial-reasons.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { say } from './parts/words.ts';

export function QualifiedAmountView({ heading }: RoutedViewProps) {
  const actor = useGuidanceActor();
  const qualification = useGuidanceSelector((snapshot) => snapshot.context.qualification);
  if (!qualification) return null;
  const available = qualification.loanAmountResult !== LOAN_AMOUNT_RESULT.unavailable;
  return (
    <GuidanceCard heading={heading} caption={say('guidance.result.caption')}>
      {available ? (
        <Stack gap="2" textAlign="center" py="4" bg="tint.subtle" borderRadius="l2">
          <Text fontSize="md" fontWeight="semibold">
            {say('guidance.result.upTo')}
          </Text>
          <Text fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" color="brand.fg" data-qualified-amount="">
            {formatCurrency(qualification.qualifiedAmountCents)}
          </Text>
        </Stack>
      ) : null}
      {qualification.loanAmountResult === LOAN_AMOUNT_RESULT.availableUnmatchedAccount && (
        <Notice tone="info">{say('guidance.result.unmatchedAccount')}</Notice>
      )}
      {/* The amount says it already; the server's sentence is the one to read when there is none. */}
      {available ? (
        <Text fontSize="md">{say('guidance.result.next')}</Text>
      ) : (
        <Text fontSize="md" data-qualification-message="">
          {qualification.message}
        </Text>
      )}
      {!available && qualification.reasons && <DenialReasons reasons={qualification.reasons} />}
      <Button size="lg" colorPalette="brand" w={{ base: 'full', sm: 'auto' }} alignSelf="flex-start" onClick={() => actor.send({ type: 'qualified.continue' })}>
        {say('guidance.result.continue')}
      </Button>
    </GuidanceCard>
  );
}
