// The home page and the pages its actions lead to (spec section 2). Pages of later issues (choose loan
// amount, loan agreement, loan details) are visited by path: their flows route them when they arrive.
import { NO_IBV_SITUATION } from '#src/domain/codes/ibv.ts';
import { visit, type RouteEnterEvent, type RouteMeta } from '../kit/route-meta.ts';
import { withWords } from './words.ts';

/** The flow's one page; its title is read from the flow's catalog whenever it is shown. */
export const HOME_PAGE = withWords({ path: '/home' } as const, 'title', 'home.page.home') satisfies RouteMeta;

/** A visit to the home page; `signOut`: the borrower asked to sign out (the signed-in header), which home does. */
export type HomeVisit = RouteEnterEvent & { signOut?: true };

/**
 * Signing out from any page (the header's "Sign out"): a visit to home that asks for it. Open, home signs out at
 * once; otherwise it opens and signs out as its page shows (its call, then session.signOut).
 */
export const signOutVisit = (): HomeVisit => ({ ...visit(HOME_PAGE.path), signOut: true });

export const asksSignOut = (event: RouteEnterEvent): boolean => (event as HomeVisit).signOut === true;

export const HOME_PATHS = {
  home: HOME_PAGE.path,
  /** The guidance flow's entry: it resumes where the borrower left off. */
  guidance: '/guidance',
  guidanceIbv: '/guidance/ibv',
  guidanceBankAccount: '/guidance/bank/account',
  chooseLoanAmount: '/disbursement/choose-loan-amount',
  loanAgreement: '/loan-agreement',
  loanDetails: '/repayment/loan-details',
  changePassword: '/change-password',
} as const;

/**
 * Where "Fix my information" leads: an account that could not be verified (no-IBV 203) is verified again
 * or replaced on the IBV page; an account that did not match the verified one is corrected on the bank page.
 */
export function repairPathOf(repair: { noIbvSituation: number | null } | null): string {
  return repair?.noIbvSituation === NO_IBV_SITUATION.notVerified ? HOME_PATHS.guidanceIbv : HOME_PATHS.guidanceBankAccount;
}
