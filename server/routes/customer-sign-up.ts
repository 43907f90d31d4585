// Creating an account from an e-mailed link (prefix /dolphin-customer; issue 4, decision 0210).
import { createAccount, parseLinkResource, sendCreateAccountEmail } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { CREATE_ACCOUNT_TYPE } from '#src/domain/codes/customer.ts';
import { maskTail } from '#src/domain/format.ts';
import type { Services } from '../app-services.ts';
import { accountMail } from '../accounts/account-mail.ts';
import { matchAnswers } from '../accounts/consents.ts';
import { awaitingCreation, normalizeEmail } from '../accounts/customers.ts';
import { newPasswordRefusal } from '../accounts/new-password.ts';
import { LINK_TTL_MS } from '../accounts/policy.ts';
import { tooManyRequests } from '../accounts/too-many-requests.ts';
import { clientKey } from '../http/client-address.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { alreadyHaveAccountMail, createAccountMail } from '../mail/messages.ts';

type CreateAccountType = (typeof CREATE_ACCOUNT_TYPE)[keyof typeof CREATE_ACCOUNT_TYPE];
const CREATE_ACCOUNT_TYPES: readonly number[] = Object.values(CREATE_ACCOUNT_TYPE);

/** The stored type of a create link (it was validated when the link was made); home when there is none. */
function createAccountTypeOf(stored: number | null): CreateAccountType {
  return stored !== null && CREATE_ACCOUNT_TYPES.includes(stored) ? (stored as CreateAccountType) : CREATE_ACCOUNT_TYPE.home;
}

/** Every answer to an unknown or spent link: the client routes it to /notification/302 (invalid link). */
const invalidLink = () => refuse(RESULT.loanStatusInvalid);

export function registerSignUpRoutes(routing: CallRouting, { accounts }: Services): void {
  const { orm, limits, portfolios, customers, consents, links, hasher, devices, sessions } = accounts;

  registerCall(routing, sendCreateAccountEmail, async ({ email, portfolioId, createAccountType, consents: sent }, { request, reply }) => {
    const waitMs = await limits.mailWaitMs(clientKey(request));
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
    const brand = await portfolios.byId(portfolioId);
    if (!brand) return refuse(RESULT.portfolioNotFound);
    const answers = matchAnswers(await consents.current(portfolioId), sent, true);
    if (!Array.isArray(answers)) return refuse(answers);

    // From here on the answer is the same for every e-mail; only the mail differs.
    const account = { portfolioId, email: normalizeEmail(email) };
    const answer = { maskedEmail: maskTail(account.email) };
    if (!(await limits.admitMail(account, clientKey(request)))) return answer;
    const mail = accountMail(accounts, request, brand);

    const existing = await customers.byEmail(portfolioId, account.email);
    if (existing && !awaitingCreation(existing)) {
      const reset = await links.issue('resetPassword', existing.id);
      await mail.send(existing.email, alreadyHaveAccountMail(brand, mail.url('/sign-in'), mail.url(`/reset-password/${reset.resource}`), LINK_TTL_MS));
      return answer;
    }
    const row = existing ?? (await customers.ensureAwaitingCreation(portfolioId, account.email));
    const link = await links.issue('createAccount', row.id, { createAccountType, consents: answers });
    await mail.send(row.email, createAccountMail(brand, mail.url(`/create-account/${link.resource}`), LINK_TTL_MS));
    return answer;
  });

  registerCall(routing, parseLinkResource, async ({ resource }) => {
    const link = await links.valid(resource);
    if (!link) return invalidLink();
    return {
      purpose: link.purpose,
      maskedEmail: maskTail(link.customer.email),
      createAccountType: link.purpose === 'createAccount' ? createAccountTypeOf(link.createAccountType) : null,
      expiresAt: link.expiresAt.toISOString(),
    };
  });

  registerCall(routing, createAccount, async ({ resource, password, deviceId }, { request }) => {
    const link = await links.valid(resource);
    if (!link || link.purpose !== 'createAccount' || !awaitingCreation(link.customer)) return invalidLink();
    const weak = newPasswordRefusal(password, { email: link.customer.email, brand: await portfolios.byId(link.customer.portfolioId) });
    if (weak) return refuse(weak);

    const passwordHash = await hasher.hash(password);
    // One transaction: the link is used if and only if the account now exists with its consents.
    const session = await orm.transaction(async (tx) => {
      if (!(await links.consume(link, tx))) return undefined;
      const row = await customers.activate(link.customer.id, passwordHash, tx);
      await consents.record(row.id, link.consents, request.ip, tx);
      await devices.trust(row.id, deviceId, tx);
      return sessions.issue(row, tx);
    });
    if (!session) return invalidLink();
    return { session, createAccountType: createAccountTypeOf(link.createAccountType) };
  });
}
