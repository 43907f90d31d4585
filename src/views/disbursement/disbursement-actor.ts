// Views of the disbursement wizard reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import { flowHooks } from '../flow-hooks.ts';

export type DisbursementActor = ActorRefFrom<typeof disbursementMachine>;
export type DisbursementSnapshot = SnapshotFrom<typeof disbursementMachine>;

const hooks = flowHooks<typeof disbursementMachine>('disbursement', 'on one of its pages');
export const useDisbursementActor = hooks.useFlowActor;
export const useDisbursementSelector = hooks.useFlowSelector;
export const useDisbursementRetry = hooks.useFlowRetry;
