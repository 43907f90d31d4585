// The accounts flow in a story (flow-story.ts): its calls answered by the story, and the borrower's first
// moves sent as events. /home is the home flow's (decision 0540): its calls are answered by `home`, so a page
// that returns home (a changed password) shows the real home page; the home page's own states are
// home-pages.stories.tsx.
import type { Customer } from '#src/api/contract/customer.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import type { AccountEvent } from '#machines/account/types.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof accountMachine.implementations.actors;
export type { StoryAnswer };
export type StoryAnswers = Partial<Record<CallName, StoryAnswer>>;
export type HomeAnswers = Partial<Record<keyof typeof homeMachine.implementations.actors, StoryAnswer>>;

export type AccountStoryProps = {
  brand: string;
  path: string;
  answers?: StoryAnswers;
  /** Events sent to the flow once the page is open, in order. */
  steps?: AccountEvent[];
  /** A signed-in customer (signed-in pages). */
  customer?: Customer;
  /** The home flow's answers, for a page that goes home; unanswered calls stay pending. */
  home?: HomeAnswers;
};

export function AccountStoryApp({ brand, path, answers = {}, steps = [], customer, home = {} }: AccountStoryProps) {
  const flows = {
    account: accountMachine.provide({ ...answeredCalls(accountMachine, answers), actions: { storeSession: () => {} } }),
    home: homeMachine.provide(answeredCalls(homeMachine, home)),
  };
  return <StoryShell start={() => startFlowStory({ brand, path, flows, steps, customer })} />;
}
