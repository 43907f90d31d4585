import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RichWords, say } from './words.ts';

/** "Check your e-mail": where the link went (masked), how long it works, and what to do if it is not there. */
export function MailSent({ maskedEmail, children }: { maskedEmail: string; children?: ReactNode }) {
  return (
    <Stack gap="4" role="status" data-mail-sent="">
      <Box display="flex" gap="3" alignItems="center">
        <Box
          aria-hidden="true"
          colorPalette="brand"
          w="10"
          h="10"
          flexShrink="0"
          borderRadius="full"
          bg="colorPalette.solid"
          color="colorPalette.contrast"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="lg"
        >
          ✉
        </Box>
        <Heading as="h2" fontSize="xl">
          {say('account.mailSent.heading')}
        </Heading>
      </Box>
      <Text fontSize="md">
        <RichWords id="account.mailSent.lead" values={{ maskedEmail }} parts={[<strong />]} />
      </Text>
      <Text color="fg.muted">{say('account.mailSent.spam')}</Text>
      {children}
    </Stack>
  );
}
