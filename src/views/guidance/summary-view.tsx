// /guidance/summary: check your answers (GOV.UK). Every answer with a Change link to its page; after a
// change is saved the flow returns here. Submitting runs the checks and calculates the qualified amount.
import { BUSY } from '#machines/kit/retry.ts';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { stepPath } from '#machines/guidance/pages.ts';
import { bankFindingsSentence } from '#src/domain/ibv-findings.ts';
import { useDatePattern } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextLink } from '#src/ui/text-link.tsx';
import { useGuidanceActor, useGuidanceSelector } from './guidance-actor.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { bankRows, employmentRows, personalRows, questionRows, type SummarySection } from './parts/summary-rows.ts';
import { RichWords, say } from './parts/words.ts';

function SectionList({ title, rows }: SummarySection) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" fontSize="xl">
        {title}
      </Heading>
      <chakra.dl borderTopWidth="1px">
        {rows.map((row) => (
          <Box
            key={row.label}
            display="grid"
            gridTemplateColumns={{ base: '1fr auto', md: '14rem 1fr auto' }}
            gap={{ base: 1, md: 4 }}
            py="3"
            borderBottomWidth="1px"
          >
            <chakra.dt fontWeight="semibold">{row.label}</chakra.dt>
            <chakra.dd gridColumn={{ base: '1 / 2', md: 'auto' }} gridRow={{ base: 2, md: 'auto' }} overflowWrap="anywhere">
              {row.value}
            </chakra.dd>
            <chakra.dd gridColumn={{ base: '2 / 3', md: 'auto' }} gridRow={{ base: '1 / 3', md: 'auto' }} textAlign="right">
              <TextLink href={stepPath(row.step)}>
                <RichWords id="guidance.summary.change" values={{ row: row.label.toLowerCase() }} parts={[<chakra.span srOnly />]} />
              </TextLink>
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Stack>
  );
}

export function SummaryView({ heading }: RoutedViewProps) {
  const actor = useGuidanceActor();
  const datePattern = useDatePattern();
  const personal = useGuidanceSelector((snapshot) => snapshot.context.personal);
  const employment = useGuidanceSelector((snapshot) => snapshot.context.employment);
  const questions = useGuidanceSelector((snapshot) => snapshot.context.questions);
  const bank = useGuidanceSelector((snapshot) => snapshot.context.bank);
  const error = useGuidanceSelector((snapshot) => snapshot.context.error);
  const findings = useGuidanceSelector((snapshot) => snapshot.context.ibvFindings);
  const submitting = useGuidanceSelector((snapshot) => snapshot.hasTag(BUSY));
  const canSubmit = useGuidanceSelector((snapshot) => snapshot.can({ type: 'summary.submit' }));
  const sections: SummarySection[] = [
    ...(personal ? [{ title: say('guidance.summary.personal'), rows: personalRows(personal, datePattern) }] : []),
    ...(employment ? [{ title: say('guidance.summary.employment'), rows: employmentRows(employment, datePattern) }] : []),
    ...(questions ? [{ title: say('guidance.summary.questions'), rows: questionRows(questions) }] : []),
    ...(bank ? [{ title: say('guidance.summary.bank'), rows: bankRows(bank) }] : []),
  ];
  return (
    <GuidanceCard heading={heading}>
      {error && <Notice tone="error">{error}</Notice>}
      {/* What the bank verification found, before the amount is calculated from it (issue 18). */}
      {findings && (
        <Notice tone="success">
          <Text fontWeight="semibold" data-bank-findings="">
            {bankFindingsSentence(findings)}
          </Text>
          <Text color="fg.muted">{say('guidance.summary.findingsUse')}</Text>
        </Notice>
      )}
      {sections.map((section) => (
        <SectionList key={section.title} {...section} />
      ))}
      <Stack gap="3">
        <Heading as="h2" fontSize="xl">
          {say('guidance.summary.sendTitle')}
        </Heading>
        <Text fontSize="md">{say('guidance.summary.sendLead')}</Text>
        <Button
          size="lg"
          colorPalette="brand"
          w={{ base: 'full', sm: 'auto' }}
          alignSelf="flex-start"
          loading={submitting}
          loadingText={say('guidance.summary.checking')}
          disabled={!canSubmit}
          onClick={() => actor.send({ type: 'summary.submit' })}
        >
          {say('guidance.summary.submit')}
        </Button>
      </Stack>
    </GuidanceCard>
  );
}
