// Who may try again, and when: failed sign-ins (wrong passwords and wrong login codes) per account and per
// address, e-mails per address and per recipient, login-code e-mails per account. An account is its e-mail in its portfolio, known or not, so a lock tells nothing about whether
// the e-mail has an account.
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  ACCOUNT_FAILURE_WINDOW_MS,
  ACCOUNT_LOCK_MS,
  ADDRESS_WINDOW_MS,
  LOGIN_CODE_MAIL_WINDOW_MS,
  RECIPIENT_MAIL_LIMIT,
  RISK_WINDOW_MS,
} from './policy.ts';
import { throttle } from './throttle.ts';

const KIND = {
  accountFailure: 'signInFailure:account',
  accountLock: 'signInLock:account',
  addressFailure: 'signInFailure:address',
  addressMail: 'mail:address',
  recipientMail: 'mail:recipient',
  loginCodeMail: 'mail:loginCode:account',
} as const;

export type AccountKey = { portfolioId: number; email: string };
const subjectOf = (account: AccountKey) => `${account.portfolioId}:${account.email}`;

export type LimitCounts = {
  /** Failed sign-ins, and account e-mails asked for, per client address per 15 minutes. */
  addressLimit: number;
  /** Login-code e-mails per account per hour. */
  loginCodeMailLimit: number;
};

export function accessLimits(orm: AppDatabase, clock: Clock, { addressLimit, loginCodeMailLimit }: LimitCounts) {
  const events = throttle(orm, clock);

  return {
    /** Milliseconds this address must wait before signing in again (0: it may now). */
    signInWaitMs: (address: string) => events.waitMs(KIND.addressFailure, address, ADDRESS_WINDOW_MS, addressLimit),

    /** Locked for 15 minutes from the failure that made 5 in 15 minutes (attempts while locked are not counted). */
    async accountLocked(account: AccountKey): Promise<boolean> {
      return (await events.count(KIND.accountLock, subjectOf(account), ACCOUNT_LOCK_MS)) > 0;
    },

    /** Records a failed sign-in (a wrong password or a wrong login code); answers whether the account is now locked. */
    async recordFailure(account: AccountKey, address: string): Promise<{ locked: boolean }> {
      await events.record(KIND.accountFailure, subjectOf(account));
      await events.record(KIND.addressFailure, address);
      const failures = await events.count(KIND.accountFailure, subjectOf(account), ACCOUNT_FAILURE_WINDOW_MS);
      if (failures < ACCOUNT_FAILURE_LIMIT) return { locked: false };
      await events.record(KIND.accountLock, subjectOf(account));
      return { locked: true };
    },

    /** A failed sign-in on the account within the last hour: a reason to ask for a login code. */
    async recentlyFailed(account: AccountKey): Promise<boolean> {
      return (await events.count(KIND.accountFailure, subjectOf(account), RISK_WINDOW_MS)) > 0;
    },

    /** After a complete sign-in or a password reset, earlier failures no longer count and no lock holds. */
    async clearFailures(account: AccountKey): Promise<void> {
      await events.clear(KIND.accountFailure, subjectOf(account));
      await events.clear(KIND.accountLock, subjectOf(account));
    },

    /** Milliseconds this address must wait before asking for another account e-mail (0: it may now). */
    mailWaitMs: (address: string) => events.waitMs(KIND.addressMail, address, ADDRESS_WINDOW_MS, addressLimit),

    /** Counts an e-mail asked for; answers whether it may be sent (the recipient's own limit). */
    async admitMail(account: AccountKey, address: string): Promise<boolean> {
      await events.record(KIND.addressMail, address);
      const sent = await events.count(KIND.recipientMail, subjectOf(account), ADDRESS_WINDOW_MS);
      if (sent >= RECIPIENT_MAIL_LIMIT) return false;
      await events.record(KIND.recipientMail, subjectOf(account));
      return true;
    },

    /** Whether another login code may be e-mailed to the account now (asked before a code is made, so a refusal changes nothing). */
    async loginCodeMailAllowed(account: AccountKey): Promise<boolean> {
      return (await events.count(KIND.loginCodeMail, subjectOf(account), LOGIN_CODE_MAIL_WINDOW_MS)) < loginCodeMailLimit;
    },

    /** Counts a login code e-mailed to the account. */
    recordLoginCodeMail: (account: AccountKey) => events.record(KIND.loginCodeMail, subjectOf(account)),
  };
}

export type AccessLimits = ReturnType<typeof accessLimits>;
