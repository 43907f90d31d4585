// Where the home page's actions lead, each path read from the table of the flow that owns the page (the home flow
// visits them; their flows route them): the application, the loan to choose, the agreement to sign, the loan being
// repaid, and where "Fix my information" goes.
import { NO_IBV_SITUATION } from '#src/domain/codes/ibv.ts';
import { stepPath as wizardStepPath } from '../disbursement/pages.ts';
import { GUIDANCE_PATHS, stepPath } from '../guidance/pages.ts';
import { REPAYMENT_PATHS } from '../repayment/pages.ts';
import { SIGNING_PATHS } from '../signing/pages.ts';

export const HOME_WAYS = {
  /** The guidance flow's entry: it resumes where the borrower left off. */
  continueApplication: GUIDANCE_PATHS.entry,
  chooseLoanAmount: wizardStepPath('choose-loan-amount'),
  sign: SIGNING_PATHS.agreement,
  viewLoan: REPAYMENT_PATHS.loanDetails,
} as const;

/**
 * Where "Fix my information" leads: an account that could not be verified (no-IBV 203) is verified again
 * or replaced on the IBV page; an account that did not match the verified one is corrected on the bank page.
 */
export function repairPathOf(repair: { noIbvSituation: number | null } | null): string {
  return repair?.noIbvSituation === NO_IBV_SITUATION.notVerified ? stepPath('ibv') : stepPath('bank/account');
}
