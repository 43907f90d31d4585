// A flow's progress (issue 18): "Step N of M · <stage>" and a bar of its stages as an ordered list, the
// current stage marked aria-current="step", each stage named for screen readers (done, current, to do).
// What it shows comes from the flow's page table (machines/kit/progress.ts), never a list of its own.
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { FlowProgress } from '#machines/kit/progress.ts';
import { say } from './words.ts';

export function ProgressSteps({ progress }: { progress: FlowProgress }) {
  return (
    <chakra.nav aria-label={progress.name} data-progress="">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1.5">
        {say('shell.progress.step', { step: progress.step, of: progress.of })}
        {progress.current && (
          <>
            <chakra.span aria-hidden="true"> · </chakra.span>
            <chakra.span srOnly>: </chakra.span>
            {progress.current}
          </>
        )}
      </Text>
      <chakra.ol display="flex" gap="1" listStyleType="none" m="0" p="0">
        {progress.stages.map((stage) => (
          <chakra.li key={stage.label} flex="1" minW="0" aria-current={stage.status === 'current' ? 'step' : undefined}>
            <Box
              h="1.5"
              borderRadius="full"
              bg={stage.status === 'done' ? 'brand.solid' : stage.status === 'current' ? 'accent.solid' : 'border'}
              data-status={stage.status}
            />
            <chakra.span srOnly>{say('shell.progress.stage', { stage: stage.label, status: stage.status })}</chakra.span>
          </chakra.li>
        ))}
      </chakra.ol>
    </chakra.nav>
  );
}
