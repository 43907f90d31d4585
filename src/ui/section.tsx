// A titled part of a page: an <h2> whose id names what follows (a table's scrolling region, a list); not a landmark itself, so the region is named once.
import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';

export function Section({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="3" {...(testId ? { [`data-${testId}`]: '' } : {})}>
      <Heading as="h2" id={id} fontSize="xl" fontWeight="bold">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
