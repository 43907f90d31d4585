import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** "Check your e-mail": where the link went (masked), how long it works, and what to do if it is not there. */
export function MailSent({ maskedEmail, children }: { maskedEmail: string; children?: ReactNode }) {
  return (
    <Stack gap="4" role="status" data-mail-sent="">
      <Box display="flex" gap="3" alignItems="center">
        <Box aria-hidden="true" colorPalette="brand" w="10" h="10" flexShrink="0" borderRadius="full" bg="colorPalette.solid" color="colorPalette.contrast" display="flex" alignItems="center" justifyContent="center" fontSize="lg">
          ✉
        </Box>
        <Heading as="h2" fontSize="xl">
          Check your e-mail
        </Heading>
      </Box>
      <Text fontSize="md">
        If <strong>{maskedEmail}</strong> is the address you gave, a link is on its way to it. The link works for 30 minutes and only once.
      </Text>
      <Text color="fg.muted">Not there after a few minutes? Look in your spam or junk folder.</Text>
      {children}
    </Stack>
  );
}
