import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react/box';
import { Stack, type StackProps } from '@chakra-ui/react/stack';

export type CardProps = Omit<BoxProps, 'children'> & {
  children: ReactNode;
  /** The space between the card's parts. */
  gap?: StackProps['gap'];
};

/**
 * The white card a page's content sits on, topped with the accent colour, its parts stacked. It fills the page's
 * column: the width is the page's route meta's (`width`, drawn by the layout), never the card's.
 */
export function Card({ children, gap = '5', ...box }: CardProps) {
  return (
    <Box w="full" bg="bg" color="fg" borderRadius="l3" boxShadow="lg" p={{ base: 5, md: 10 }} borderTopWidth="4px" borderTopColor="accent.solid" {...box}>
      <Stack gap={gap}>{children}</Stack>
    </Box>
  );
}

/** A page that is one card (the accounts pages, the resource link's), with a little more room on a phone. */
export function PageCard({ children }: { children: ReactNode }) {
  return <Card p={{ base: 6, md: 10 }}>{children}</Card>;
}
