// Views of the guidance flow reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import { flowHooks } from '../flow-hooks.ts';

export type GuidanceActor = ActorRefFrom<typeof guidanceMachine>;
export type GuidanceSnapshot = SnapshotFrom<typeof guidanceMachine>;

const hooks = flowHooks<typeof guidanceMachine>('guidance', 'on one of its pages');
export const useGuidanceActor = hooks.useFlowActor;
export const useGuidanceSelector = hooks.useFlowSelector;
export const useGuidanceRetry = hooks.useFlowRetry;
