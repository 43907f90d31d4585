import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';

/**
 * The white card every account page sits on, topped with the accent colour like the sign-in card. It fills the
 * page's column: the width is the page's route meta's (`width`, drawn by the layout), never the card's.
 */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <Box w="full" bg="bg" color="fg" borderRadius="l3" boxShadow="lg" p={{ base: 6, md: 10 }} borderTopWidth="4px" borderTopColor="accent.solid">
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}
