// The test fixtures more than one flow's machine tests use: the signed-in customer and the home page's answer.
import type { Customer } from '#src/api/contract/customer.ts';
import type { Disbursement } from '#machines/home/types.ts';

/** The signed-in customer of portfolio 118. */
export const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane@example.com', firstName: 'Jane', portfolioId: 118 };

/** What the home page's disbursement call answers for a flag, with nothing else unless `extra` says so. */
export function disbursement(homePageFlag: Disbursement['homePageFlag'], extra: Partial<Disbursement> = {}): Disbursement {
  return { homePageFlag, applicationNo: null, qualifiedAmountCents: null, loanAmountResult: null, underReview: false, repair: null, loans: [], ...extra };
}
