// The card every guidance page sits on (its way back above it is the layout's, from the page's meta.back): the
// page's heading and the progress through the application (issue 18: the section and "step N of M", from the page
// table), or, on a page outside the steps (load failed), a line telling which part of the application it is.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { GUIDANCE_STEPS } from '#machines/guidance/pages.ts';
import { guidanceProgress, guidanceStepOfPath } from '#machines/guidance/progress.ts';
import { sectionWords } from '#machines/guidance/words.ts';
import { activeRoute } from '#machines/kit/route-table.ts';
import { Card } from '#src/ui/card.tsx';
import { ProgressSteps } from '#src/ui/progress-steps.tsx';
import { useGuidanceSelector } from '../guidance-actor.ts';

export type GuidanceCardProps = {
  heading: ReactNode;
  /** The section's name shown above the heading ('Personal information'); a step's own section unless given. */
  caption?: string;
  children: ReactNode;
};

export function GuidanceCard({ heading, caption, children }: GuidanceCardProps) {
  const step = useGuidanceSelector((snapshot) => guidanceStepOfPath(activeRoute(snapshot)?.meta.path));
  const context = useGuidanceSelector((snapshot) => snapshot.context);
  const progress = step ? guidanceProgress(context, step) : undefined;
  const section = caption ?? (step && sectionWords(GUIDANCE_STEPS.find((s) => s.step === step)!.section));
  return (
    <Card>
      {progress && <ProgressSteps progress={progress} />}
      <Stack gap="1">
        {/* The progress names the section: the caption is for a page outside the steps. */}
        {!progress && section && (
          <Text color="fg.muted" fontSize="md" fontWeight="semibold">
            {section}
          </Text>
        )}
        {heading}
      </Stack>
      {children}
    </Card>
  );
}
