// The frame of a page of the loan's flows (the wizard, signing, repayment, coupons; the way back above it is the
// layout's, from the page's meta.back): the card with the section title ("Apply for New Loan") above the page's one
// <h1>, a notice and an error, the page's content, and an aside (the wizard's tips) beside the card on a wide screen,
// under it on a phone. A wizard step (its last one, signing, too) shows the wizard's progress (issue 18, from its page
// table). The frame fills the page's column: its width is the page's route meta's (`width`, drawn by the layout),
// never the frame's.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { wizardProgress } from '#machines/disbursement/progress.ts';
import type { RouteMeta } from '#machines/kit/route-meta.ts';
import { Card } from './card.tsx';
import { Notice } from './notice.tsx';
import { ProgressSteps } from './progress-steps.tsx';

export type FlowPageProps = {
  meta: RouteMeta;
  heading: ReactNode;
  children: ReactNode;
  notice?: string | null;
  error?: string | null;
  /**
   * The content takes the whole column (the loan term's table and chart, the agreement): an aside stands under the
   * card, not beside it. The page's width itself is its meta's (`width`, issue 18 defect 10).
   */
  wide?: boolean;
  aside?: ReactNode;
};

export function FlowPage({ meta, heading, children, notice = null, error = null, wide = false, aside }: FlowPageProps) {
  const progress = wizardProgress(meta.path);
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: aside && !wide ? 'minmax(0, 1fr) 18rem' : 'minmax(0, 1fr)' }}
      gap="5"
      alignItems="start"
    >
      <Card minW="0">
        {progress && <ProgressSteps progress={progress} />}
        <Stack gap="1">
          {meta.section && (
            <Text color="fg.muted" fontSize="md" fontWeight="semibold" data-section-title="">
              {meta.section}
            </Text>
          )}
          {heading}
        </Stack>
        {notice && <Notice tone="info">{notice}</Notice>}
        {error && <Notice tone="error">{error}</Notice>}
        {children}
      </Card>
      {aside && <Box>{aside}</Box>}
    </Box>
  );
}
