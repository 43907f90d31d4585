// Forgotten, reset and changed passwords (prefix /dolphin-customer; issue 4, decision 0210).
import { changePassword, resetPassword, sendForgotPasswordEmail } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { maskTail } from '#src/domain/format.ts';
import type { Services } from '../app-services.ts';
import { accountMail } from '../accounts/account-mail.ts';
import { awaitingCreation, normalizeEmail } from '../accounts/customers.ts';
import { newPasswordRefusal } from '../accounts/new-password.ts';
import { LINK_TTL_MS } from '../accounts/policy.ts';
import { tooManyRequests } from '../accounts/too-many-requests.ts';
import { clientKey } from '../http/client-address.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { noAccountMail, passwordChangedMail, resetPasswordMail } from '../mail/messages.ts';

export function registerPasswordRoutes(routing: CallRouting, { accounts }: Services): void {
  const { orm, limits, portfolios, customers, links, hasher, devices, sessions } = accounts;

  registerCall(routing, sendForgotPasswordEmail, async ({ email, portfolioId }, { request, reply }) => {
    const waitMs = await limits.mailWaitMs(clientKey(request));
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
    const brand = await portfolios.byId(portfolioId);
    if (!brand) return refuse(RESULT.portfolioNotFound);

    // The same answer, and one e-mail, whether or not the address has an account.
    const account = { portfolioId, email: normalizeEmail(email) };
    const answer = { maskedEmail: maskTail(account.email) };
    if (!(await limits.admitMail(account, clientKey(request)))) return answer;
    const mail = accountMail(accounts, request, brand);

    const row = await customers.byEmail(portfolioId, account.email);
    if (!row || awaitingCreation(row)) {
      await mail.send(account.email, noAccountMail(brand, mail.url('/welcome')));
      return answer;
    }
    const link = await links.issue('resetPassword', row.id);
    await mail.send(row.email, resetPasswordMail(brand, mail.url(`/reset-password/${link.resource}`), LINK_TTL_MS));
    return answer;
  });

  registerCall(routing, resetPassword, async ({ resource, password }, { request }) => {
    const link = await links.valid(resource);
    if (!link || link.purpose !== 'resetPassword') return refuse(RESULT.loanStatusInvalid);
    const weak = newPasswordRefusal(password, { email: link.customer.email, brand: await portfolios.byId(link.customer.portfolioId) });
    if (weak) return refuse(weak);

    const passwordHash = await hasher.hash(password);
    // Whoever knew the old password loses every session and every remembered device.
    const reset = await orm.transaction(async (tx) => {
      if (!(await links.consume(link, tx))) return false;
      await customers.setPasswordHash(link.customer.id, passwordHash, tx);
      await sessions.revokeAll(link.customer.id, tx);
      await devices.forgetAll(link.customer.id, undefined, tx);
      return true;
    });
    if (!reset) return refuse(RESULT.loanStatusInvalid);

    const { customer } = link;
    await limits.clearFailures({ portfolioId: customer.portfolioId, email: customer.email });
    const brand = await portfolios.byId(customer.portfolioId);
    if (brand) {
      const mail = accountMail(accounts, request, brand);
      await mail.send(customer.email, passwordChangedMail(brand, mail.url('/send-reset-link')));
    }
    return { maskedEmail: maskTail(customer.email) };
  });

  registerCall(routing, changePassword, async ({ currentPassword, newPassword, deviceId }, context) => {
    const me = context.customer;
    const row = await customers.byId(me.customerId);
    const brand = row ? await portfolios.byId(row.portfolioId) : undefined;
    if (!row || !brand) return refuse(RESULT.accountInfoInvalid);

    // A stolen session must not become a way to guess the password: wrong answers count toward the lock.
    const account = { portfolioId: row.portfolioId, email: row.email };
    if (await limits.accountLocked(account)) return refuse(RESULT.accountLocked);
    const { matches } = await hasher.verify(currentPassword, row.passwordHash);
    if (!matches) {
      const { locked } = await limits.recordFailure(account, clientKey(context.request));
      return refuse(locked ? RESULT.accountLocked : RESULT.currentPasswordWrong);
    }
    if (newPassword.normalize('NFKC') === currentPassword.normalize('NFKC')) return refuse(RESULT.passwordUnchanged);
    const weak = newPasswordRefusal(newPassword, { email: row.email, brand });
    if (weak) return refuse(weak);

    const passwordHash = await hasher.hash(newPassword);
    // Every session ends and other remembered devices are forgotten; this one keeps what it had.
    const session = await orm.transaction(async (tx) => {
      await customers.setPasswordHash(row.id, passwordHash, tx);
      await sessions.revokeAll(row.id, tx);
      await devices.forgetAll(row.id, deviceId, tx);
      return sessions.issue(row, tx);
    });
    const mail = accountMail(accounts, context.request, brand);
    await mail.send(row.email, passwordChangedMail(brand, mail.url('/send-reset-link')));
    return session;
  });
}
