// Every call of the contract by its method and path, for what the server does with a request outside the
// call's own handler (the error log redacts by the call's request schema). A new contract file joins here;
// tests/server/http/contract-calls.test.ts fails until it does.
import * as application from '#src/api/contract/application.ts';
import * as behavior from '#src/api/contract/behavior.ts';
import * as calendar from '#src/api/contract/calendar.ts';
import * as configForms from '#src/api/contract/config-forms.ts';
import * as consent from '#src/api/contract/consent.ts';
import * as coupon from '#src/api/contract/coupon.ts';
import * as customer from '#src/api/contract/customer.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import * as disbursement from '#src/api/contract/disbursement.ts';
import * as disbursementDates from '#src/api/contract/disbursement-dates.ts';
import * as ibv from '#src/api/contract/ibv.ts';
import * as legal from '#src/api/contract/legal.ts';
import * as loan from '#src/api/contract/loan.ts';
import * as loanLife from '#src/api/contract/loan-life.ts';
import * as portfolio from '#src/api/contract/portfolio.ts';
import * as repayment from '#src/api/contract/repayment.ts';
import * as signing from '#src/api/contract/signing.ts';
import * as simulation from '#src/api/contract/simulation.ts';

export const CONTRACT_MODULES: ReadonlyArray<Record<string, unknown>> = [
  application,
  behavior,
  calendar,
  configForms,
  consent,
  coupon,
  customer,
  disbursement,
  disbursementDates,
  ibv,
  legal,
  loan,
  loanLife,
  portfolio,
  repayment,
  signing,
  simulation,
];

export function isCallDefinition(value: unknown): value is CallDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'request' in value && 'response' in value;
}

const byRoute = new Map<string, CallDefinition>(
  CONTRACT_MODULES.flatMap((module) => Object.values(module).filter(isCallDefinition)).map((call) => [`${call.method} ${call.path}`, call] as const),
);

/** The contract's call for a route (request.routeOptions.url), or undefined for any other route. */
export function contractCallAt(method: string, routeUrl: string | undefined): CallDefinition | undefined {
  return routeUrl === undefined ? undefined : byRoute.get(`${method} ${routeUrl}`);
}
