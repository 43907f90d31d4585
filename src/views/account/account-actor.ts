// Views of the accounts flow reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { accountMachine } from '#machines/account/account.machine.ts';
import { flowHooks } from '../flow-hooks.ts';

export type AccountActor = ActorRefFrom<typeof accountMachine>;
export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

const hooks = flowHooks<typeof accountMachine>('account', 'on one of its pages');
export const useAccountActor = hooks.useFlowActor;
export const useAccountSelector = hooks.useFlowSelector;
