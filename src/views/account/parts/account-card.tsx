import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';

/** The white card every account page sits on, topped with the accent colour like the sign-in card. */
export function AccountCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      w="full"
      maxW={wide ? '40rem' : '30rem'}
      mx="auto"
      bg="bg"
      color="fg"
      borderRadius="l3"
      boxShadow="lg"
      p={{ base: 6, md: 10 }}
      borderTopWidth="4px"
      borderTopColor="accent.solid"
    >
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}
