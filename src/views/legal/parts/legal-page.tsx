// The frame of a lender page: a back link (the page's meta.back), one wide card with the page's <h1>, who
// publishes it and when it took effect, then its sections; reading width kept for long text.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { RouteMeta } from '#machines/kit/route-meta.ts';
import { BackLink } from '#src/ui/back-link.tsx';
import { say } from './words.ts';

export type LegalPageProps = {
  meta: RouteMeta;
  heading: ReactNode;
  /** Under the heading: who publishes the page, and since when it applies. */
  byline: ReactNode;
  children: ReactNode;
  /** A page of figures (Rates & Terms) takes the full width; text pages keep a reading width. */
  wide?: boolean;
};

export function LegalPage({ meta, heading, byline, children, wide = false }: LegalPageProps) {
  return (
    <Stack gap="3" w="full" maxW={wide ? '72rem' : '52rem'} mx="auto" data-legal-page="">
      {meta.back && <BackLink href={meta.back}>{say('legal.page.back')}</BackLink>}
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
