import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react/flex';

/** The buttons at the foot of a card; each at least 56px wide (spec section 9). */
export function CardActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" align="center" css={{ '& > :is(button, a)': { minWidth: 'cardAction' } }}>
      {children}
    </Flex>
  );
}
