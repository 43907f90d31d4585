// The card every guidance page sits on: a back link above it (the state's back target), the page's heading
// and the progress through the application (issue 18: the section and "step N of M", from the page table),
// or, on a page outside the steps (load failed), a line telling which part of the application it is.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { guidanceProgress, guidanceStepOfPath } from '#machines/guidance/progress.ts';
import { activeRoute } from '#machines/kit/route-table.ts';
import { BackLink } from '#src/ui/back-link.tsx';
import { ProgressSteps } from '#src/ui/progress-steps.tsx';
import { useGuidanceSelector } from '../guidance-actor.ts';
import { say } from './words.ts';

export type GuidanceCardProps = {
  heading: ReactNode;
  /** The section's name shown above the heading ('Personal information'). */
  caption?: string;
  back?: string;
  children: ReactNode;
};

export function GuidanceCard({ heading, caption, back, children }: GuidanceCardProps) {
  const step = useGuidanceSelector((snapshot) => guidanceStepOfPath(activeRoute(snapshot)?.meta.path));
  const context = useGuidanceSelector((snapshot) => snapshot.context);
  const progress = step ? guidanceProgress(context, step) : undefined;
  return (
    <Stack gap="3" w="full">
      {back && <BackLink href={back}>{say('guidance.card.back')}</BackLink>}
      <Box bg="bg" color="fg" borderRadius="l3" boxShadow="lg" p={{ base: 5, md: 10 }} borderTopWidth="4px" borderTopColor="accent.solid">
        <Stack gap="5">
          {progress && <ProgressSteps progress={progress} />}
          <Stack gap="1">
            {/* The progress names the section: the caption is for a page outside the steps. */}
            {!progress && caption && (
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
