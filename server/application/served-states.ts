// The states a portfolio lends in (issue 18, defect 5), from what the server already knows of it: every
// state but those no program is offered in (qualification-rules.ts, STATES_NOT_SERVED) and those where the
// portfolio's program makes no offer at any amount (a 36% APR cap from the first dollar and no capped terms:
// pricing.ts). Answered with the portfolio (get-portfolio-by-domain), so the address page knows them, and
// checked again when an address is saved.
import { US_STATE, type UsState } from '#src/domain/codes/us-states.ts';
import { addressProblem, type AddressProblem } from '#src/domain/address.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { offerFor, PROGRAM_PRICING } from '../disbursement/pricing.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import { STATES_NOT_SERVED } from './qualification-rules.ts';

const ALL_STATES = Object.values(US_STATE) as UsState[];

const SERVED = new Map<number, readonly UsState[]>();

/**
 * The two-letter codes of the states this portfolio lends in, in alphabetical order. Worked out once per portfolio:
 * the pricing is code, and get-portfolio answers them on every page load (issue 17's throughput).
 */
export function servedStatesOf(portfolioId: number): readonly UsState[] {
  let served = SERVED.get(portfolioId);
  if (!served) {
    const pricing = PROGRAM_PRICING[portfolioId as keyof typeof PROGRAM_PRICING] as (typeof PROGRAM_PRICING)[110] | undefined;
    served = Object.freeze(
      ALL_STATES.filter(
        (state) => !STATES_NOT_SERVED.has(state) && (pricing === undefined || offerFor(pricing, state, pricing.minAmountCents) !== null),
      ).sort(),
    );
    SERVED.set(portfolioId, served);
  }
  return served;
}

const REFUSAL_OF: Record<AddressProblem['reason'], { code: number }> = {
  stateNotServed: RESULT.stateNotServed,
  zipNotInState: RESULT.zipNotInState,
};

/**
 * The refusal of an address the portfolio cannot take: a state it does not lend in, or a ZIP code of another
 * state. The message is the address page's own (src/domain/address.ts); data names the field.
 */
export function addressRefusal(portfolioId: number, address: { state: string; zip: string } | undefined): Refusal | null {
  if (address === undefined) return null;
  const problem = addressProblem(address, servedStatesOf(portfolioId));
  if (problem === null) return null;
  return refuse({ code: REFUSAL_OF[problem.reason].code, message: problem.message }, { field: `address.${problem.field}` });
}
