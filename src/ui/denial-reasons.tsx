// The principal reasons of a refusal (Regulation B, 12 CFR 1002.9: at most four, in plain words) as the server
// answers them, and that the e-mailed denial letter gives too. One part for every page that tells a borrower
// they were refused: the guidance result page and the home page (issue 18, defects 6 and 9).
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { DenialReasonAnswer } from '#src/api/contract/application.ts';
import { say } from './words.ts';

export function DenialReasons({ reasons, headingLevel = 'h2' }: { reasons: readonly DenialReasonAnswer[]; headingLevel?: 'h2' | 'h3' }) {
  if (reasons.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="denial-reasons">
      <Heading as={headingLevel} fontSize="lg" id="denial-reasons">
        {say('shell.denial.title', { count: reasons.length })}
      </Heading>
      <chakra.ul ps="5" m="0" listStyleType="disc" fontSize="md" data-denial-reasons="">
        {reasons.map((reason) => (
          <chakra.li key={reason.code} py="0.5">
            {reason.text}
          </chakra.li>
        ))}
      </chakra.ul>
      <Text fontSize="md" color="fg.muted">
        {say('shell.denial.letter')}
      </Text>
    </Stack>
  );
}
