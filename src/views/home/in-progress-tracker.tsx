// The in-progress tracker (spec: application submitted 1 ... funding completed 5, exception 6) as an
// ordered list of steps: done, current (aria-current="step") and to come, readable without colour; each step
// in the borrower's words (tracker-words.ts), the current one saying what it means for them.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { IN_PROGRESS_TRACKER, inProgressTrackerSteps } from '#src/domain/codes/loan.ts';
import { trackerWords } from './tracker-words.ts';
import { say } from './words.ts';

const MAIN_STEPS = inProgressTrackerSteps.filter((step) => step.value !== IN_PROGRESS_TRACKER.exception);

export function InProgressTracker({ tracker }: { tracker: number | null }) {
  const exception = tracker === IN_PROGRESS_TRACKER.exception;
  const current = tracker ?? IN_PROGRESS_TRACKER.applicationSubmitted;
  return (
    <Box as="ol" aria-label={say('home.tracker.name')} listStyleType="none" m="0" p="0" display="grid" gap="0">
      {MAIN_STEPS.map((step, index) => {
        const done = !exception && step.value < current;
        const isCurrent = !exception && step.value === current;
        const state = say(`home.tracker.state.${done ? 'done' : isCurrent ? 'current' : 'toCome'}`);
        return (
          <Box as="li" key={step.value} aria-current={isCurrent ? 'step' : undefined} display="flex" gap="3" alignItems="flex-start" data-step-state={state}>
            <Box display="flex" flexDirection="column" alignItems="center" flexShrink={0}>
              <Box
                aria-hidden="true"
                boxSize="7"
                borderRadius="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                fontSize="sm"
                borderWidth="2px"
                borderColor={done || isCurrent ? 'accent.solid' : 'border.control'}
                bg={done ? 'accent.solid' : 'bg'}
                color={done ? 'accent.contrast' : 'fg'}
              >
                {done ? '✓' : index + 1}
              </Box>
              {index < MAIN_STEPS.length - 1 && <Box aria-hidden="true" w="2px" h="5" bg={done ? 'accent.solid' : 'border.control'} />}
            </Box>
            <Box pt="0.5">
              <Text fontWeight={isCurrent ? 'bold' : 'normal'} data-step-label="">
                {trackerWords(step.value).label}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {isCurrent ? say('home.tracker.now', { now: trackerWords(step.value).now }) : state}
              </Text>
            </Box>
          </Box>
        );
      })}
      {exception && (
        <Box as="li" aria-current="step" mt="2" p="3" borderRadius="l2" borderWidth="2px" borderColor="border.error">
          <Text fontWeight="bold">{trackerWords(IN_PROGRESS_TRACKER.exception).label}</Text>
          <Text fontSize="sm">{trackerWords(IN_PROGRESS_TRACKER.exception).now}</Text>
        </Box>
      )}
    </Box>
  );
}
