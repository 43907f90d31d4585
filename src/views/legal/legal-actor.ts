// Views of the lender's public pages reach their statechart, invoked by the app machine, through these hooks:
// narrow useSelector slices to read, send to act. The brand's names and contact come from the app's portfolio.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { legalMachine } from '#machines/legal/legal.machine.ts';
import { BUSY, FAILED } from '#machines/kit/retry.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { useAppSelector } from '../app-actor.ts';
import { flowHooks } from '../flow-hooks.ts';

export type LegalActor = ActorRefFrom<typeof legalMachine>;
export type LegalSnapshot = SnapshotFrom<typeof legalMachine>;

const hooks = flowHooks<typeof legalMachine>('legal', 'on one of its pages');
export const useLegalActor = hooks.useFlowActor;
export const useLegalSelector = hooks.useFlowSelector;

/** Who the pages speak for: the brand, the company behind it and how to reach a person. */
export type Lender = Pick<Portfolio, 'portfolioName' | 'legalName' | 'customerServicePhone' | 'customerServiceEmail'>;

export function useLender(): Lender {
  const portfolio = useAppSelector((snapshot) => snapshot.context.portfolio);
  if (!portfolio) throw new Error('The lender pages need the booted portfolio');
  const { portfolioName, legalName, customerServicePhone, customerServiceEmail } = portfolio;
  return { portfolioName, legalName, customerServicePhone, customerServiceEmail };
}

/** Where a page that loads is, read from the kit's tags (machines/kit/retry.ts): on its way, failed (retry), or shown. */
export function loadStageOf(snapshot: LegalSnapshot): 'loading' | 'failed' | 'shown' {
  if (snapshot.hasTag(FAILED)) return 'failed';
  return snapshot.hasTag(BUSY) ? 'loading' : 'shown';
}
