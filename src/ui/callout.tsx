// A highlighted box for what a borrower must not miss: a warning (amber, a status), or a plain highlight.
// Errors and confirmations use the Notice (notice.tsx: an alert, a status).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';

// Amber with dark text: #B54708 on #FFFAEB is 5.6:1 for the border, the text is the page's ink.
const WARNING = { border: '#B54708', bg: '#FFFAEB' } as const;

export function Callout({ tone, children, testId }: { tone: 'warning' | 'highlight'; children: ReactNode; testId?: string }) {
  return (
    <Box
      role={tone === 'warning' ? 'status' : undefined}
      borderLeftWidth="6px"
      borderColor={tone === 'warning' ? WARNING.border : 'brand.solid'}
      bg={tone === 'warning' ? WARNING.bg : 'tint.subtle'}
      color="fg"
      p="4"
      borderRadius="l2"
      fontSize="md"
      {...(testId ? { [`data-${testId}`]: '' } : {})}
    >
      {children}
    </Box>
  );
}
