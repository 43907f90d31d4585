// The disbursement wizard's calls (prefix /dolphin-loan/online, issue 11). Thin: the rules live in
// server/disbursement/ (pricing, quote, checks, the wizard service).
import {
  calculatePaymentSchedule,
  compareTransactionFee,
  getPaymentOption,
  paperCheck,
  paymentDetail,
  savePaymentOption,
} from '#src/api/contract/disbursement.ts';
import type { Services } from '../app-services.ts';
import { disbursementService } from '../disbursement/wizard.ts';
import { isRefusal } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

/** The wizard's calls; with purpose 'repayment' (or, for the fees, a loan number) a funded loan's, answered by server/repayment. */
export function registerDisbursementRoutes(routing: CallRouting, { orm, clock, repayment }: Services): void {
  const wizard = disbursementService(orm, clock);

  registerCall(routing, getPaymentOption, async (input, context) =>
    input.purpose === 'repayment' ? repayment.options(context.customer.customerId, input.loanNo) : wizard.paymentOption(context.customer, input.loanNo),
  );

  registerCall(routing, compareTransactionFee, async ({ amountCents, loanNo }, context) =>
    loanNo === undefined ? wizard.compareFees(context.customer, amountCents) : repayment.fees(context.customer.customerId, loanNo),
  );

  registerCall(routing, calculatePaymentSchedule, async (input, context) => {
    const quote = await wizard.calculate(context.customer, input);
    if (isRefusal(quote)) return quote;
    // The loan row's own figures stay on the server.
    const { annualRateBps: _rate, installmentCount: _count, ...answer } = quote;
    return answer;
  });

  registerCall(routing, paymentDetail, async ({ number }, context) => wizard.paymentDetail(context.customer, number));

  registerCall(routing, savePaymentOption, async (input, context) =>
    input.purpose === 'repayment' ? repayment.saveOption(context.customer.customerId, input) : wizard.save(context.customer, input),
  );

  registerCall(routing, paperCheck, async (_input, context) => wizard.paperCheckAddress(context.customer));
}
