// The guidance flow in a story (flow-story.ts): its calls answered by the story, leaving for a provider's
// pages a no-op, and the borrower's moves sent as events.
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import type { GuidanceEvent } from '#machines/guidance/types.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof guidanceMachine.implementations.actors;
export type GuidanceStoryAnswer = StoryAnswer;
export type GuidanceStoryAnswers = Partial<Record<CallName, StoryAnswer>>;

export type GuidanceStoryProps = {
  brand: string;
  path: string;
  answers?: GuidanceStoryAnswers;
  /** Events sent to the flow once the page is open, in order. */
  steps?: GuidanceEvent[];
};

export function GuidanceStoryApp({ brand, path, answers = {}, steps = [] }: GuidanceStoryProps) {
  const guidance = guidanceMachine.provide({ ...answeredCalls(guidanceMachine, answers), actions: { openProvider: () => {} } });
  return <StoryShell start={() => startFlowStory({ brand, path, flows: { guidance }, steps })} />;
}
