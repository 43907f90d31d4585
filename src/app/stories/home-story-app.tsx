// The home and resource-link flows in a story (flow-story.ts): their calls answered by the story (or left
// pending), and the borrower's first moves sent as events.
import type { Customer } from '#src/api/contract/customer.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { resourceLinkMachine } from '#machines/resource-link/resource-link.machine.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof homeMachine.implementations.actors | keyof typeof resourceLinkMachine.implementations.actors;
export type HomeStoryAnswer = StoryAnswer;
export type HomeStoryAnswers = Partial<Record<CallName, StoryAnswer>>;

export type HomeStoryProps = {
  brand: string;
  path: string;
  answers?: HomeStoryAnswers;
  /** Events sent to the page's flow once it is open, in order. */
  steps?: Array<{ type: string; [key: string]: unknown }>;
  customer?: Customer;
};

export function HomeStoryApp({ brand, path, answers = {}, steps = [], customer }: HomeStoryProps) {
  const flows = {
    home: homeMachine.provide(answeredCalls(homeMachine, answers)),
    resourceLink: resourceLinkMachine.provide(answeredCalls(resourceLinkMachine, answers)),
  };
  return <StoryShell start={() => startFlowStory({ brand, path, flows, steps, customer })} />;
}
