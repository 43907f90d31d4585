// The signing flow in a story (flow-story.ts): its calls answered by the story, a realtime socket that
// stays connecting (nothing arrives), and the countdown held still so the green message can be reviewed.
import { fromCallback } from 'xstate';
import type { Customer } from '#src/api/contract/customer.ts';
import { realtimeMachine } from '#machines/realtime/realtime.machine.ts';
import { signingMachine } from '#machines/signing/signing.machine.ts';
import type { SigningEvent } from '#machines/signing/types.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = Exclude<keyof typeof signingMachine.implementations.actors, 'realtime'>;
export type SigningStoryAnswers = Partial<Record<CallName, StoryAnswer>>;

export type SigningStoryProps = {
  brand: string;
  path: string;
  answers?: SigningStoryAnswers;
  steps?: SigningEvent[];
  customer?: Customer;
};

const quietChannel = realtimeMachine.provide({ actors: { socket: fromCallback(() => {}) } });

export function SigningStoryApp({ brand, path, answers = {}, steps = [], customer }: SigningStoryProps) {
  const { actors } = answeredCalls(signingMachine, answers) as { actors: Record<string, unknown> };
  const signing = signingMachine.provide({
    actors: { ...actors, realtime: quietChannel } as never,
    actions: { keepSignatureState: () => {} },
    delays: { countdownTick: 24 * 60 * 60 * 1000 },
  });
  return <StoryShell start={() => startFlowStory({ brand, path, flows: { signing }, steps, customer })} />;
}
