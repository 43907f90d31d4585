// Config get-form and get-domain-value (prefix /dolphin-config, issue 11): the display sections and code lists
// the wizard's review and confirmation show, served from server/disbursement/forms.ts. No sign-in: they hold
// words and formats only, never a borrower's data.
import { getDomainValue, getForm } from '#src/api/contract/config-forms.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { domainOf, formOf } from '../disbursement/forms.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

export function registerConfigFormRoutes(routing: CallRouting): void {
  registerCall(routing, getForm, async ({ code }) => formOf(code) ?? refuse(RESULT.formNotFound, { code }));
  registerCall(routing, getDomainValue, async ({ code }) => domainOf(code) ?? refuse(RESULT.domainNotFound, { code }));
}
