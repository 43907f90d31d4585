// Repaying a funded loan (issue 13, decision 0730): loan details, pay off, pay off in N, pay a fixed amount, the
// sandbox card processor's tokens, and the monthly statements' capability URLs
// (/documents/loan-statement/{token}.pdf). get/save-payment-option and compare-transaction-fee with purpose
// 'repayment' are dispatched from routes/disbursement.ts. Thin: the rules live in server/repayment/.
import * as v from 'valibot';
import { getLoanDetails, payFixedAmount, payOff, payOffInN, tokenizeCard } from '#src/api/contract/repayment.ts';
import type { Services } from '../app-services.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { tokenizeCard as tokenize } from '../repayment/cards.ts';
import { STATEMENT_PATH, statementOf } from '../repayment/statements.ts';

const documentParams = v.object({ file: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}\.pdf$/)) });

export function registerRepaymentRoutes(routing: CallRouting, { repayment, orm, clock }: Services): void {
  registerCall(routing, getLoanDetails, async ({ loanNo }, { customer }) => repayment.details(customer.customerId, loanNo));
  registerCall(routing, payOff, async (input, { customer }) => repayment.payOff(customer.customerId, input));
  registerCall(routing, payOffInN, async (input, { customer }) => repayment.payOffInN(customer.customerId, input));
  registerCall(routing, payFixedAmount, async (input, { customer }) => repayment.payFixedAmount(customer.customerId, input));
  // Public, as a real processor's tokenization is (decision 0750): the token binds to the borrower whose payment first uses it.
  registerCall(routing, tokenizeCard, async (input) => tokenize(orm, input, new Date(clock.now())));

  // A plain download like the agreement's (decision 0700): the 256-bit token is the authority for 24 hours.
  routing.app.get(`${STATEMENT_PATH}/:file`, async (request, reply) => {
    const parsed = v.safeParse(documentParams, request.params);
    const found = parsed.success ? await statementOf(orm, parsed.output.file.slice(0, -'.pdf'.length), new Date(clock.now())) : undefined;
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('This document link is not valid or has expired.');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(found.bytes));
  });
}
