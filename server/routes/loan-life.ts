// The loan's life after signing (prefix /dolphin-loan/online, issue 12, decision 0720): the borrower withdraws
// their loan until its funding starts, and a home page watches it. Thin: the rules live in server/loans/.
import { watchLoan, withdrawLoan } from '#src/api/contract/loan-life.ts';
import type { Services } from '../app-services.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

export function registerLoanLifeRoutes(routing: CallRouting, { withdrawals }: Services): void {
  registerCall(routing, withdrawLoan, async ({ loanNo }, context) => withdrawals.withdraw(context.customer.customerId, loanNo));
  registerCall(routing, watchLoan, async ({ loanNo, sessionId }, context) => withdrawals.watch(context.customer.customerId, loanNo, sessionId));
}
