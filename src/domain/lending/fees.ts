// A fee taken as a share of an amount, within a floor and a ceiling (an origination fee): one rule for the server's
// pricing (server/disbursement/pricing.ts) and the wizard's amount step, which says at once what is kept from the
// money sent and what the borrower receives.
import { assertCents, mulDivRoundHalfUp } from './interest.ts';

const BASIS_POINTS = 10_000;

/** A share of the amount in basis points (500 is 5%), at least `minCents` and at most `maxCents`; all zero: no fee. */
export type PercentFee = { percentBps: number; minCents: number; maxCents: number };

export const NO_PERCENT_FEE: PercentFee = { percentBps: 0, minCents: 0, maxCents: 0 };

/** The fee on an amount, rounded half up to the cent, within its floor and ceiling. */
export function percentFeeCents(fee: PercentFee, amountCents: number): number {
  assertCents(amountCents, 'The amount');
  const { percentBps, minCents, maxCents } = fee;
  if (percentBps === 0 && minCents === 0) return 0;
  return Math.min(maxCents, Math.max(minCents, mulDivRoundHalfUp(amountCents, percentBps, BASIS_POINTS)));
}
