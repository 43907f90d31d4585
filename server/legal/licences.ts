// The lender's state licences (issue 18, decision 0760): DEMO DATA. Both brands are fictional, so are their
// licences: every number here is a sample, marked `sample: true`, and printed as "Sample licence no. ...".
// A real lender replaces this module with its licensing table (Compliance owns it); one licence per state served.
import type { LenderLicence } from '#src/api/contract/legal.ts';
import { usStateName, type UsState } from '#src/domain/codes/us-states.ts';
import type { ProgramPricing } from '../disbursement/pricing.ts';

/** What the sample licences are called: the usual name of a licence for consumer installment loans. */
export const SAMPLE_LICENCE_KIND = 'Consumer installment lender licence';

/** The sample licence of a program in a state: its loan-number prefix, the state, the portfolio ('GC-CA-0110'). */
export function sampleLicence(pricing: ProgramPricing, state: UsState): LenderLicence {
  return {
    state,
    stateName: usStateName(state) ?? state,
    kind: SAMPLE_LICENCE_KIND,
    number: `${pricing.loanNoPrefix}-${state}-${String(pricing.portfolioId).padStart(4, '0')}`,
    sample: true,
  };
}
