// The card every guidance page sits on: a back link above it (the state's back target), the page's heading
// and a line telling the borrower which part of the application they are in.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { TextLink } from '../../account/parts/text-link.tsx';

export type GuidanceCardProps = {
  heading: ReactNode;
  /** The section's name shown above the heading ('Personal information'). */
  caption?: string;
  back?: string;
  children: ReactNode;
  wide?: boolean;
};

export function GuidanceCard({ heading, caption, back, children, wide = false }: GuidanceCardProps) {
  return (
    <Stack gap="3" w="full" maxW={wide ? '44rem' : '34rem'} mx="auto">
      {back && (
        <Box px={{ base: 1, md: 0 }}>
          <TextLink href={back}>‹ Back</TextLink>
        </Box>
      )}
      <Box bg="bg" color="fg" borderRadius="l3" boxShadow="lg" p={{ base: 5, md: 10 }} borderTopWidth="4px" borderTopColor="accent.solid">
        <Stack gap="5">
          <Stack gap="1">
            {caption && (
              <Text color="fg.muted" fontSize="md" fontWeight="semibold">
                {caption}
              </Text>
            )}
            {heading}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Stack>
  );
}
