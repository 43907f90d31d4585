// Borrowers the repayment journeys make for themselves: a fresh account with a funded loan (booked through
// ops, so payments never touch the demo customers), signed in on the page's browser.
import { type Page } from '@playwright/test';
import type { Session } from '#src/api/contract/customer.ts';
import { getLoanDetails, type LoanDetails } from '#src/api/contract/repayment.ts';
import { freshEmail } from '../accounts-helpers.ts';
import type { Brand } from './brands.ts';
import { bookRepayingLoan } from './ops.ts';
import { callApi, seedSignedUp } from './seed.ts';

export type Borrower = { email: string; loanNo: string; session: Session };

/** A new account with a funded loan, signed in on this browser. */
export async function borrowerWithLoan(page: Page, brand: Brand, label: string): Promise<Borrower> {
  const email = freshEmail(label);
  const session = await seedSignedUp(page, brand, email);
  const loanNo = await bookRepayingLoan(page, email, brand.id);
  return { email, loanNo, session };
}

/** The borrower's loan as get-loan-details answers it. */
export const detailsOf = (page: Page, brand: Brand, borrower: Borrower) =>
  callApi<LoanDetails>(page, brand, getLoanDetails, { loanNo: borrower.loanNo }, borrower.session);
