// The frame of a lender page (the way back above it is the layout's, from the page's meta.back): one card with the
// page's <h1>, who publishes it and when it took effect, then its sections. The card fills the page's column: the
// text pages' meta make it the narrow reading column, Rates & Terms' the page's width (issue 18, defect 10: widths
// are the route meta's).
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Card } from '#src/ui/card.tsx';

export type LegalPageProps = {
  heading: ReactNode;
  /** Under the heading: who publishes the page, and since when it applies. */
  byline: ReactNode;
  children: ReactNode;
};

export function LegalPage({ heading, byline, children }: LegalPageProps) {
  return (
    <Card minW="0" gap="6" data-legal-page="">
      <Stack gap="1">
        {heading}
        <Text color="fg.muted" fontSize="md">
          {byline}
        </Text>
      </Stack>
      {children}
    </Card>
  );
}
