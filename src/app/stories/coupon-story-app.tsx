// The coupon flow in a story (flow-story.ts): its calls answered by the story (or left pending, to show a page
// while a call is on its way), and the borrower's moves sent as events.
import { couponMachine } from '#machines/coupon/coupon.machine.ts';
import type { CouponEvent } from '#machines/coupon/types.ts';
import { answeredCalls, startFlowStory, type StoryAnswer } from './flow-story.ts';
import { StoryShell } from './story-app.tsx';

type CallName = keyof typeof couponMachine.implementations.actors;
export type CouponStoryAnswers = Partial<Record<CallName, StoryAnswer>>;

export type CouponStoryProps = {
  brand: string;
  path: string;
  answers?: CouponStoryAnswers;
  /** Events sent to the flow once the page is open, in order. */
  steps?: CouponEvent[];
};

export function CouponStoryApp({ brand, path, answers = {}, steps = [] }: CouponStoryProps) {
  const coupon = couponMachine.provide(answeredCalls(couponMachine, answers));
  return <StoryShell start={() => startFlowStory({ brand, path, flows: { coupon }, steps })} />;
}
