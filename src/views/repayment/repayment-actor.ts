// Views of the repayment flow reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import { flowHooks } from '../flow-hooks.ts';

export type RepaymentActor = ActorRefFrom<typeof repaymentMachine>;
export type RepaymentSnapshot = SnapshotFrom<typeof repaymentMachine>;

/** Where an option's page is: its form (a card being checked), the preview on its way, the review, the save, done. */
export type OptionStage = 'editing' | 'tokenizing' | 'previewing' | 'reviewing' | 'saving' | 'saved';

const hooks = flowHooks<typeof repaymentMachine>('repayment', 'on one of its pages');
export const useRepaymentActor = hooks.useFlowActor;
export const useRepaymentSelector = hooks.useFlowSelector;

/** The stage of the open option's page; null when no option's page is open. */
export function optionStageOf(snapshot: RepaymentSnapshot): OptionStage | null {
  const option = snapshot.context.option;
  const ready = (snapshot.value as { ready?: Record<string, unknown> }).ready;
  if (!option || typeof ready !== 'object' || ready === null) return null;
  const page = ready[option];
  if (typeof page === 'string') return page as OptionStage;
  if (typeof page === 'object' && page !== null && 'editing' in page) return (page as { editing: string }).editing === 'tokenizing' ? 'tokenizing' : 'editing';
  return null;
}

/** A card on its way to the card processor, on a way to pay's page or the payment method's. */
export function isTokenizing(snapshot: RepaymentSnapshot): boolean {
  const ready = (snapshot.value as { ready?: Record<string, unknown> }).ready;
  if (typeof ready !== 'object' || ready === null) return false;
  return Object.values(ready).some((page) => typeof page === 'object' && page !== null && (page as { editing?: unknown }).editing === 'tokenizing');
}

/** The stage of the automatic payments page: idle, saving or saved. */
export function autopayStageOf(snapshot: RepaymentSnapshot): 'idle' | 'saving' | 'saved' | null {
  const ready = (snapshot.value as { ready?: Record<string, unknown> }).ready;
  if (typeof ready !== 'object' || ready === null) return null;
  const page = ready.autopay;
  return typeof page === 'string' ? (page as 'idle' | 'saving' | 'saved') : null;
}
