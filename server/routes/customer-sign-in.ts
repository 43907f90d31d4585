// Sign-in, the login-code step and sign-out (prefix /dolphin-customer; issue 4, decision 0210).
import { resendVerificationCode, signIn, signOut, verifyLoginCode } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { GRANT_TYPE } from '#src/domain/codes/customer.ts';
import { maskTail } from '#src/domain/format.ts';
import type { Services } from '../app-services.ts';
import { accountMail } from '../accounts/account-mail.ts';
import { statusRefusal } from '../accounts/account-status.ts';
import { normalizeEmail } from '../accounts/customers.ts';
import { CODE_TTL_MS } from '../accounts/policy.ts';
import { tooManyRequests } from '../accounts/too-many-requests.ts';
import { clientKey } from '../http/client-address.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { loginCodeMail } from '../mail/messages.ts';

export function registerSignInRoutes(routing: CallRouting, { accounts }: Services): void {
  const { limits, portfolios, customers, hasher, devices, sessions, challenges } = accounts;

  /** The customer a login challenge was opened for, with the account its failures and mail count under. */
  async function challengeOwner(challengeId: string) {
    const customerId = await challenges.customerOf(challengeId);
    const row = customerId ? await customers.byId(customerId) : undefined;
    return row ? { row, account: { portfolioId: row.portfolioId, email: row.email } } : undefined;
  }

  registerCall(
    routing,
    signIn,
    async ({ email, password, portfolioId, deviceId }, { request, reply }) => {
      const waitMs = await limits.signInWaitMs(clientKey(request));
      if (waitMs > 0) return tooManyRequests(reply, waitMs);
      const brand = await portfolios.byId(portfolioId);
      if (!brand) return refuse(RESULT.portfolioNotFound);

      // Locks and failures count per e-mail, known or not, and every wrong answer costs one scrypt: the
      // answers and their timing are the same whether or not the e-mail has an account.
      const account = { portfolioId, email: normalizeEmail(email) };
      if (await limits.accountLocked(account)) return refuse(RESULT.accountLocked);
      const row = await customers.byEmail(portfolioId, account.email);
      const { matches, needsRehash } = await hasher.verify(password, row?.passwordHash);
      if (!row || !matches) {
        const { locked } = await limits.recordFailure(account, clientKey(request));
        return refuse(locked ? RESULT.accountLocked : RESULT.wrongCredentials);
      }
      // Only now, with the password right, may the answer tell anything about the account.
      const refusal = statusRefusal(row.accountStatus);
      if (refusal) return refuse(refusal);
      if (needsRehash) await customers.setPasswordHash(row.id, await hasher.hash(password));

      const risky = await limits.recentlyFailed(account);
      if (!risky && (await devices.isTrusted(row.id, deviceId))) {
        await limits.clearFailures(account);
        return { status: 'signedIn' as const, session: await sessions.issue(row) };
      }
      // Codes are e-mailed a limited number of times an hour, whatever sign-in or resend asks (decision 0211).
      if (!(await limits.loginCodeMailAllowed(account))) return refuse(RESULT.loginCodeMailLimit);
      const challenge = await challenges.open(row.id);
      await limits.recordLoginCodeMail(account);
      await accountMail(accounts, request, brand).send(row.email, loginCodeMail(brand, challenge.code, CODE_TTL_MS));
      return {
        status: 'codeRequired' as const,
        challengeId: challenge.challengeId,
        maskedEmail: maskTail(row.email),
        resendAvailableAt: challenge.resendAvailableAt.toISOString(),
      };
    },
    // Spec section 8: a sign-in with another grant type is answered -79050004, before the body is checked further.
    { grantType: GRANT_TYPE.customer },
  );

  registerCall(routing, verifyLoginCode, async ({ challengeId, code, deviceId, rememberDevice }, { request }) => {
    // A locked account takes no code, not even the right one, as it takes no password (decision 0211).
    const owner = await challengeOwner(challengeId);
    if (owner && (await limits.accountLocked(owner.account))) return refuse(RESULT.accountLocked);
    const attempt = await challenges.attempt(challengeId, code);
    if (attempt.outcome === 'wrong') {
      // Counted per account, so neither a resend nor a new sign-in starts the guessing over.
      const { locked } = owner ? await limits.recordFailure(owner.account, clientKey(request)) : { locked: false };
      return refuse(locked ? RESULT.accountLocked : attempt.spentNow ? RESULT.loginCodeExpired : RESULT.loginCodeWrong);
    }
    const row = attempt.outcome === 'verified' ? await customers.byId(attempt.customerId) : undefined;
    if (!row) return refuse(RESULT.loginCodeExpired);
    const refusal = statusRefusal(row.accountStatus);
    if (refusal) return refuse(refusal);

    if (rememberDevice) await devices.trust(row.id, deviceId);
    await limits.clearFailures({ portfolioId: row.portfolioId, email: row.email });
    return sessions.issue(row);
  });

  registerCall(routing, resendVerificationCode, async ({ challengeId }, { request }) => {
    // Asked before a new code replaces the old one, so a refusal leaves the mailed code working.
    const owner = await challengeOwner(challengeId);
    if (owner && (await limits.accountLocked(owner.account))) return refuse(RESULT.accountLocked);
    if (owner && !(await limits.loginCodeMailAllowed(owner.account))) return refuse(RESULT.loginCodeMailLimit);
    const resend = await challenges.resend(challengeId);
    if (resend.outcome === 'tooSoon') return refuse(RESULT.resendTooSoon, { resendAvailableAt: resend.resendAvailableAt.toISOString() });
    if (resend.outcome === 'limit') return refuse(RESULT.loginCodeResendLimit);
    const row = resend.outcome === 'sent' ? await customers.byId(resend.customerId) : undefined;
    const brand = row ? await portfolios.byId(row.portfolioId) : undefined;
    if (resend.outcome !== 'sent' || !row || !brand) return refuse(RESULT.loginCodeExpired);

    await limits.recordLoginCodeMail({ portfolioId: row.portfolioId, email: row.email });
    await accountMail(accounts, request, brand).send(row.email, loginCodeMail(brand, resend.code, CODE_TTL_MS));
    return { challengeId, maskedEmail: maskTail(row.email), resendAvailableAt: resend.resendAvailableAt.toISOString() };
  });

  registerCall(routing, signOut, async (_input, context) => {
    await sessions.revoke(context.customer.tokenHash);
    return { signedOut: true as const };
  });
}
