// Views of the home page reach its statechart, invoked by the app machine, through these hooks.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { homeMachine } from '#machines/home/home.machine.ts';
import { flowHooks } from '../flow-hooks.ts';

export type HomeActor = ActorRefFrom<typeof homeMachine>;
export type HomeSnapshot = SnapshotFrom<typeof homeMachine>;

const hooks = flowHooks<typeof homeMachine>('home', 'on /home');
export const useHomeActor = hooks.useFlowActor;
export const useHomeSelector = hooks.useFlowSelector;
