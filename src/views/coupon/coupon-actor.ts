// Views of the coupon flow reach its statechart, invoked by the app machine, through these hooks: narrow
// useSelector slices to read, send to act.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { couponMachine } from '#machines/coupon/coupon.machine.ts';
import { CARD_TOKENIZING } from '#machines/kit/card-entry.ts';
import { SCHEDULE_STAGES, scheduleTag, VERIFICATION_STAGES, verificationTag, type VerificationStage } from '#machines/coupon/pages.ts';
import { flowHooks } from '../flow-hooks.ts';

export type CouponActor = ActorRefFrom<typeof couponMachine>;
export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;

/** Where the schedule page is: its form (a card being checked), the preview on its way, the review, the save, done. */
export type ScheduleStage = 'editing' | 'tokenizing' | 'previewing' | 'reviewing' | 'saving' | 'saved';

const hooks = flowHooks<typeof couponMachine>('coupon', 'on one of its pages');
export const useCouponActor = hooks.useFlowActor;
export const useCouponSelector = hooks.useFlowSelector;
export const useCouponRetry = hooks.useFlowRetry;

/** The stage of the schedule page, from its states' tags (machines/coupon/pages.ts); null when it is not open. */
export function scheduleStageOf(snapshot: CouponSnapshot): ScheduleStage | null {
  const stage = SCHEDULE_STAGES.find((one) => snapshot.hasTag(scheduleTag(one)));
  return stage === 'editing' && snapshot.hasTag(CARD_TOKENIZING) ? 'tokenizing' : (stage ?? null);
}

/** The verification page's stage, from its states' tags: the form, the answers being checked, or the link locked. */
export function verificationStageOf(snapshot: CouponSnapshot): VerificationStage | null {
  return VERIFICATION_STAGES.find((stage) => snapshot.hasTag(verificationTag(stage))) ?? null;
}
