import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { loginChallenge } from '../db/schema.ts';
import { CODE_MAX_ATTEMPTS, CODE_MAX_RESENDS, CODE_RESEND_COOLDOWN_MS, CODE_TTL_MS } from './policy.ts';
import { codeDigest, newLoginCode, newToken, sameDigest, sha256 } from './secrets.ts';

export type OpenedChallenge = { challengeId: string; code: string; resendAvailableAt: Date };

export type Attempt =
  | { outcome: 'verified'; customerId: string }
  /** The code was compared and is wrong: a failed sign-in of its customer; `spentNow` when it used the last attempt. */
  | { outcome: 'wrong'; customerId: string; spentNow: boolean }
  /** Unknown, used, expired, or out of attempts: nothing was compared, only a new code helps. */
  | { outcome: 'spent' };

export type Resend =
  | { outcome: 'sent'; customerId: string; code: string; resendAvailableAt: Date }
  | { outcome: 'tooSoon'; resendAvailableAt: Date }
  | { outcome: 'limit' }
  | { outcome: 'spent' };

/** The login-code step: 6 digits, 10 minutes, 5 attempts, a new code at most every 60 s and 5 times. */
export function challengeStore(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());
  const byId = (challengeId: string) => eq(loginChallenge.challengeHash, sha256(challengeId));

  return {
    async open(customerId: string): Promise<OpenedChallenge> {
      const challengeId = newToken();
      const code = newLoginCode();
      const at = clock.now();
      await orm.insert(loginChallenge).values({
        challengeHash: sha256(challengeId),
        customerId,
        codeHash: codeDigest(challengeId, code),
        createdAt: new Date(at),
        expiresAt: new Date(at + CODE_TTL_MS),
        lastSentAt: new Date(at),
      });
      return { challengeId, code, resendAvailableAt: new Date(at + CODE_RESEND_COOLDOWN_MS) };
    },

    /** The customer a challenge was opened for, used or not (to check the account's lock first). */
    async customerOf(challengeId: string): Promise<string | undefined> {
      const [row] = await orm.select({ customerId: loginChallenge.customerId }).from(loginChallenge).where(byId(challengeId));
      return row?.customerId;
    },

    async attempt(challengeId: string, code: string): Promise<Attempt> {
      // Take one attempt first, atomically, so parallel guesses cannot share one.
      const [taken] = await orm
        .update(loginChallenge)
        .set({ attempts: sql`${loginChallenge.attempts} + 1` })
        .where(and(byId(challengeId), isNull(loginChallenge.consumedAt), lt(loginChallenge.attempts, CODE_MAX_ATTEMPTS), gt(loginChallenge.expiresAt, now())))
        .returning({ codeHash: loginChallenge.codeHash, attempts: loginChallenge.attempts, customerId: loginChallenge.customerId });
      if (!taken) return { outcome: 'spent' };
      if (!sameDigest(codeDigest(challengeId, code), taken.codeHash)) {
        return { outcome: 'wrong', customerId: taken.customerId, spentNow: taken.attempts >= CODE_MAX_ATTEMPTS };
      }
      const used = await orm
        .update(loginChallenge)
        .set({ consumedAt: now() })
        .where(and(byId(challengeId), isNull(loginChallenge.consumedAt)))
        .returning({ customerId: loginChallenge.customerId });
      return used.length > 0 ? { outcome: 'verified', customerId: taken.customerId } : { outcome: 'spent' };
    },

    /** A new code (the old one stops working), with fresh attempts and expiry. */
    async resend(challengeId: string): Promise<Resend> {
      const code = newLoginCode();
      const at = clock.now();
      const [sent] = await orm
        .update(loginChallenge)
        .set({
          codeHash: codeDigest(challengeId, code),
          attempts: 0,
          expiresAt: new Date(at + CODE_TTL_MS),
          lastSentAt: new Date(at),
          resendCount: sql`${loginChallenge.resendCount} + 1`,
        })
        .where(
          and(
            byId(challengeId),
            isNull(loginChallenge.consumedAt),
            lt(loginChallenge.resendCount, CODE_MAX_RESENDS),
            lte(loginChallenge.lastSentAt, new Date(at - CODE_RESEND_COOLDOWN_MS)),
          ),
        )
        .returning({ customerId: loginChallenge.customerId });
      if (sent) return { outcome: 'sent', customerId: sent.customerId, code, resendAvailableAt: new Date(at + CODE_RESEND_COOLDOWN_MS) };

      // Nothing sent: say why.
      const [row] = await orm.select().from(loginChallenge).where(byId(challengeId));
      if (!row || row.consumedAt !== null) return { outcome: 'spent' };
      if (row.resendCount >= CODE_MAX_RESENDS) return { outcome: 'limit' };
      return { outcome: 'tooSoon', resendAvailableAt: new Date(row.lastSentAt.getTime() + CODE_RESEND_COOLDOWN_MS) };
    },
  };
}

export type ChallengeStore = ReturnType<typeof challengeStore>;
