// Who is calling, for calls marked `authenticated`: the Access-Token and User-Credential headers checked
// against the session, in the order of spec section 8's codes (issue 4).
import type { FastifyRequest } from 'fastify';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { ACCOUNT_STATUS, GRANT_TYPE } from '#src/domain/codes/customer.ts';
import { refuse } from '../http/refusal.ts';
import type { Authenticator } from '../http/register-call.ts';
import { SignedInCustomer } from './signed-in-customer.ts';
import type { SessionStore } from './sessions.ts';

/** A header's value, or undefined when it is absent or empty. */
function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value.join(',') : value;
  return text ? text : undefined;
}

export function customerAuthenticator(sessions: SessionStore): Authenticator {
  return async (request) => {
    const token = header(request, 'access-token');
    const credential = header(request, 'user-credential');
    if (token === undefined && credential === undefined) return refuse(RESULT.noIdentity);
    if (token === undefined || credential === undefined) return refuse(RESULT.missingIdentity);

    const live = await sessions.live(token);
    if (!live) return refuse(RESULT.tokenOutdated);
    if (live.grantType !== GRANT_TYPE.customer) return refuse(RESULT.wrongGrantType);
    if (live.customerId !== credential) return refuse(RESULT.credentialInvalid);

    const account = live.account;
    if (!account || account.accountStatus !== ACCOUNT_STATUS.active) return refuse(RESULT.accountInfoInvalid);

    await sessions.slide(live);
    return { customer: new SignedInCustomer(account.id, account.portfolioId, live.tokenHash, account.email) };
  };
}
