// A message on a page (a failure, a step's notice, what happened): an alert for a failure (read at once), a status
// for progress.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';

export function Notice({ tone, children }: { tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  const colour = tone === 'error' ? 'border.error' : tone === 'success' ? 'border.success' : 'brand.solid';
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      borderLeftWidth="6px"
      borderColor={colour}
      bg={tone === 'error' ? 'bg.error' : tone === 'success' ? 'bg.success' : 'brand.subtle'}
      color="fg"
      p="4"
      borderRadius="l2"
      fontSize="md"
    >
      {children}
    </Box>
  );
}
