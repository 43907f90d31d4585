// The home page's calls (prefix /dolphin-loan; issue 5): the flag and loans being disbursed, the loans being
// repaid, and attaching an existing loan to this account. Only the signed-in customer's loans are reached.
import { attachLoan, listDisbursementLoan, listRepaymentLoan } from '#src/api/contract/loan.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import { attachLimits } from '../loans/attach-limits.ts';
import { loanStore } from '../loans/loan-store.ts';
import { clientKey } from '../http/client-address.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

export function registerLoanRoutes(routing: CallRouting, { orm, clock, config: { addressAttemptLimit } }: Services): void {
  const loans = loanStore(orm, clock);
  const limits = attachLimits(orm, clock, addressAttemptLimit);

  registerCall(routing, listDisbursementLoan, async (_input, context) => loans.disbursement(context.customer.customerId));

  registerCall(routing, listRepaymentLoan, async (_input, context) => loans.repayment(context.customer.customerId));

  registerCall(routing, attachLoan, async (details, context) => {
    const me = context.customer;
    const address = clientKey(context.request);
    const loan = { portfolioId: me.portfolioId, loanNo: details.loanNo };
    if (await limits.locked(me.customerId, address)) return refuse(RESULT.attachLoanLocked);
    // Many accounts guessing one loan's answers: the loan number is locked, whoever asks (decision 0212).
    if (await limits.loanLocked(loan)) return refuse(RESULT.attachLoanNumberLocked);
    const attached = await loans.attach(me.customerId, me.portfolioId, details);
    if (!attached) {
      const { locked, loanLocked } = await limits.recordFailure(me.customerId, address, loan);
      return refuse(locked ? RESULT.attachLoanLocked : loanLocked ? RESULT.attachLoanNumberLocked : RESULT.attachLoanNotFound);
    }
    await limits.clear(me.customerId, loan);
    return { loanId: attached.id, loanNo: attached.loanNo };
  });
}
