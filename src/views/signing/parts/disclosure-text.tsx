// The E-Sign consumer disclosure (15 USC 7001(c)), shown in full before the borrower consents.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { EsignDisclosure } from '#src/api/contract/signing.ts';
import { say } from '../words.ts';

export function DisclosureText({ disclosure }: { disclosure: EsignDisclosure }) {
  return (
    <Box
      as="section"
      aria-labelledby="esign-disclosure"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg.subtle"
      p={{ base: 4, md: 5 }}
      data-disclosure={disclosure.version}
    >
      <Heading as="h2" id="esign-disclosure" fontSize="lg" mb="2">
        {disclosure.heading}
      </Heading>
      <Stack gap="2">
        {disclosure.paragraphs.map((paragraph, index) => (
          <Text key={index} fontSize="md">
            {paragraph}
          </Text>
        ))}
        <Text fontSize="sm" color="fg.muted">
          {say('signing.disclosure.version', { version: disclosure.version })}
        </Text>
      </Stack>
    </Box>
  );
}
