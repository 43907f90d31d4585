// The repayment flow in a story (flow-story.ts): its calls answered by the story (or left pending, to show a
// page while a call is on its way), and the borrower's moves sent as events.
import type { Customer } from '#src/api/contract/customer.ts';
import { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import type { RepaymentEvent } from '#machines/repayment/types.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof repaymentMachine.implementations.actors;
export type RepaymentStoryAnswers = Partial<Record<CallName, StoryAnswer>>;

export type RepaymentStoryProps = {
  brand: string;
  path: string;
  answers?: RepaymentStoryAnswers;
  /** Events sent to the flow once the page is open, in order. */
  steps?: RepaymentEvent[];
  customer?: Customer;
};

export function RepaymentStoryApp({ brand, path, answers = {}, steps = [], customer }: RepaymentStoryProps) {
  const repayment = repaymentMachine.provide(answeredCalls(repaymentMachine, answers));
  return <StoryShell start={() => startFlowStory({ brand, path, flows: { repayment }, steps, customer })} />;
}
