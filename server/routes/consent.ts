// Consents: the templates a portfolio asks for, and what a signed-in customer has answered (issue 4).
import { batchSaveConsentStatus, checkConsentStatus, getConsentTemplate } from '#src/api/contract/consent.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import { matchAnswers, toConsentTemplate } from '../accounts/consents.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

export function registerConsentRoutes(routing: CallRouting, { accounts: { consents, portfolios } }: Services): void {
  registerCall(routing, getConsentTemplate, async ({ portfolioId }) => {
    if (!(await portfolios.byId(portfolioId))) return refuse(RESULT.portfolioNotFound);
    return (await consents.current(portfolioId)).map(toConsentTemplate);
  });

  registerCall(routing, checkConsentStatus, async (_input, context) => {
    const me = context.customer;
    return consents.status(me.customerId, me.portfolioId);
  });

  // Unchecking is allowed and recorded: the borrower may withdraw a consent (the E-Sign one included).
  registerCall(routing, batchSaveConsentStatus, async ({ items }, context) => {
    const me = context.customer;
    const answers = matchAnswers(await consents.current(me.portfolioId), items, false);
    if (!Array.isArray(answers)) return refuse(answers);
    await consents.record(me.customerId, answers, context.request.ip);
    return consents.status(me.customerId, me.portfolioId);
  });
}
