// The disbursement wizard in a story (flow-story.ts): its calls answered by the story (or left pending, to
// show a page while a call is on its way), and the borrower's moves sent as events.
import type { Customer } from '#src/api/contract/customer.ts';
import { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import type { DisbursementEvent } from '#machines/disbursement/types.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof disbursementMachine.implementations.actors;
export type DisbursementStoryAnswers = Partial<Record<CallName, StoryAnswer>>;

export type DisbursementStoryProps = {
  brand: string;
  path: string;
  answers?: DisbursementStoryAnswers;
  /** Events sent to the wizard once the page is open, in order. */
  steps?: DisbursementEvent[];
  customer?: Customer;
};

export function DisbursementStoryApp({ brand, path, answers = {}, steps = [], customer }: DisbursementStoryProps) {
  const disbursement = disbursementMachine.provide(answeredCalls(disbursementMachine, answers));
  return <StoryShell start={() => startFlowStory({ brand, path, flows: { disbursement }, steps, customer })} />;
}
