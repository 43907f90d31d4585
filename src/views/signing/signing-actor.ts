// Views of the signing flow reach its statechart, invoked by the app machine, through these hooks.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { BUSY } from '#machines/kit/retry.ts';
import type { signingMachine } from '#machines/signing/signing.machine.ts';
import { flowHooks } from '../flow-hooks.ts';

export type SigningActor = ActorRefFrom<typeof signingMachine>;
export type SigningSnapshot = SnapshotFrom<typeof signingMachine>;

/** The stage of the open page: loading, loadFailed, refused (a loan asked by its number), awaiting, completed, signed or unavailable. */
export type SigningStage = 'opening' | 'loading' | 'left' | 'loadFailed' | 'refused' | 'deciding' | 'awaiting' | 'completed' | 'signed' | 'unavailable';

const hooks = flowHooks<typeof signingMachine>('signing', 'on one of its pages');
export const useSigningActor = hooks.useFlowActor;
export const useSigningSelector = hooks.useFlowSelector;

export function stageOf(snapshot: SigningSnapshot): SigningStage {
  const pageValue = (snapshot.value as Record<string, unknown>)[snapshot.context.page];
  if (pageValue === undefined) return 'opening';
  if (typeof pageValue === 'string') return pageValue as SigningStage;
  // Loading has its own steps (waiting for the channel, then the agreement's call): it is one stage to the page.
  const [stage, below] = Object.entries(pageValue as Record<string, unknown>)[0]!;
  if (stage !== 'shown') return stage as SigningStage;
  return (typeof below === 'string' ? below : Object.keys(below as object)[0]) as SigningStage;
}

/** The signature is being sent: the only call tagged busy while the sign form is shown (machines/kit/retry.ts). */
export function isSubmitting(snapshot: SigningSnapshot): boolean {
  return snapshot.hasTag(BUSY);
}
