// Views of the coupon flow reach its statechart, invoked by the app machine, through these hooks: narrow
// useSelector slices to read, send to act.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { couponMachine } from '#machines/coupon/coupon.machine.ts';
import { flowHooks } from '../flow-hooks.ts';

export type CouponActor = ActorRefFrom<typeof couponMachine>;
export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;

/** Where the schedule page is: its form (a card being checked), the preview on its way, the review, the save, done. */
export type ScheduleStage = 'editing' | 'tokenizing' | 'previewing' | 'reviewing' | 'saving' | 'saved';

const hooks = flowHooks<typeof couponMachine>('coupon', 'on one of its pages');
export const useCouponActor = hooks.useFlowActor;
export const useCouponSelector = hooks.useFlowSelector;
export const useCouponRetry = hooks.useFlowRetry;

/** The stage of the schedule page; null when it is not open. */
export function scheduleStageOf(snapshot: CouponSnapshot): ScheduleStage | null {
  const ready = (snapshot.value as { ready?: unknown }).ready;
  if (typeof ready !== 'object' || ready === null || !('schedule' in ready)) return null;
  const page = (ready as { schedule: unknown }).schedule;
  if (typeof page === 'string') return page as ScheduleStage;
  const editing = (page as { editing?: unknown }).editing;
  return editing === 'tokenizing' ? 'tokenizing' : 'editing';
}

/** The verification page's stage: the form, the answers being checked, or the link locked. */
export function verificationStageOf(snapshot: CouponSnapshot): 'idle' | 'checking' | 'locked' | null {
  const page = (snapshot.value as { verification?: unknown }).verification;
  return typeof page === 'string' ? (page as 'idle' | 'checking' | 'locked') : null;
}
