// Views of the repayment flow reach its statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import { CARD_TOKENIZING } from '#machines/kit/card-entry.ts';
import { AUTOPAY_STAGES, autopayTag, OPTION_STAGES, optionTag, type AutopayStage } from '#machines/repayment/pages.ts';
import { flowHooks } from '../flow-hooks.ts';

export type RepaymentActor = ActorRefFrom<typeof repaymentMachine>;
export type RepaymentSnapshot = SnapshotFrom<typeof repaymentMachine>;

/** Where an option's page is: its form (a card being checked), the preview on its way, the review, the save, done. */
export type OptionStage = 'editing' | 'tokenizing' | 'previewing' | 'reviewing' | 'saving' | 'saved';

const hooks = flowHooks<typeof repaymentMachine>('repayment', 'on one of its pages');
export const useRepaymentActor = hooks.useFlowActor;
export const useRepaymentSelector = hooks.useFlowSelector;

/** The stage of the open option's page, from its states' tags (machines/repayment/pages.ts); null when no option's page is open. */
export function optionStageOf(snapshot: RepaymentSnapshot): OptionStage | null {
  if (!snapshot.context.option) return null;
  const stage = OPTION_STAGES.find((one) => snapshot.hasTag(optionTag(one)));
  return stage === 'editing' && snapshot.hasTag(CARD_TOKENIZING) ? 'tokenizing' : (stage ?? null);
}

/** A card on its way to the card processor, on a way to pay's page or the payment method's. */
export const isTokenizing = (snapshot: RepaymentSnapshot): boolean => snapshot.hasTag(CARD_TOKENIZING);

/** The stage of the automatic payments page, from its states' tags: idle, saving or saved. */
export function autopayStageOf(snapshot: RepaymentSnapshot): AutopayStage | null {
  return AUTOPAY_STAGES.find((stage) => snapshot.hasTag(autopayTag(stage))) ?? null;
}
