// What a question page needs of the machine: whether it is saving, whether it may submit, the last
// refusal, and how to send its answers.
import type { QuestionStep, StepAnswers, StepSubmitEvent } from '#machines/guidance/types.ts';
import { useGuidanceActor, useGuidanceSelector } from '../guidance-actor.ts';

export function useQuestionStep<K extends QuestionStep>(step: K) {
  const actor = useGuidanceActor();
  const busy = useGuidanceSelector((snapshot) => snapshot.context.saving?.step === step);
  const canSubmit = useGuidanceSelector((snapshot) => snapshot.can({ type: 'step.submit', step, answers: {} } as StepSubmitEvent));
  const refusal = useGuidanceSelector((snapshot) => snapshot.context.error);
  const submit = (answers: StepAnswers[K]) => actor.send({ type: 'step.submit', step, answers } as StepSubmitEvent);
  return { busy, canSubmit, refusal, submit };
}
