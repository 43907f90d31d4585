// The frame of a lender page (the way back above it is the layout's, from the page's meta.back): one card with the
// page's <h1>, who publishes it and when it took effect, then its sections. The card fills the page's column: the
// text pages' meta make it the narrow reading column, Rates & Terms' the page's width (issue 18, defect 10: widths
// are the route meta's).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export type LegalPageProps = {
  heading: ReactNode;
  /** Under the heading: who publishes the page, and since when it applies. */
  byline: ReactNode;
  children: ReactNode;
};

export function LegalPage({ heading, byline, children }: LegalPageProps) {
  return (
    <Stack gap="3" w="full" data-legal-page="">
      <Box bg="bg" color="fg" borderRadius="l3" boxShadow="lg" p={{ base: 5, md: 10 }} borderTopWidth="4px" borderTopColor="accent.solid" minW="0">
        <Stack gap="6">
          <Stack gap="1">
            {heading}
            <Text color="fg.muted" fontSize="md">
              {byline}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Box>
    </Stack>
  );
}
