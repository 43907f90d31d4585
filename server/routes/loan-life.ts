// The loan's life after signing (prefix /dolphin-loan/online, issue 12, decision 0720): the borrower withdraws
// their loan until its funding starts, and a home page watches it. Thin: the rules live in server/loans/.
import { watchLoan, withdrawLoan } from '#src/api/contract/loan-life.ts';
import { signedInCustomer } from '../accounts/authenticator.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import type { WithdrawalService } from '../loans/withdrawal.ts';

export function registerLoanLifeRoutes(routing: CallRouting, withdrawals: WithdrawalService): void {
  registerCall(routing, withdrawLoan, async ({ loanNo }, context) => withdrawals.withdraw(signedInCustomer(context).customerId, loanNo));
  registerCall(routing, watchLoan, async ({ loanNo, sessionId }, context) => withdrawals.watch(signedInCustomer(context).customerId, loanNo, sessionId));
}
