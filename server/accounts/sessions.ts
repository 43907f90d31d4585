import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '#src/api/contract/customer.ts';
import { GRANT_TYPE } from '#src/domain/codes/customer.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { accessToken, customer, type CustomerRow } from '../db/schema.ts';
import { toCustomer } from './customers.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './policy.ts';
import { newToken, sha256 } from './secrets.ts';

/** The account a token belongs to, read with it: what the authenticator checks and hands to the call. */
export type TokenAccount = { id: string; portfolioId: number; email: string; accountStatus: number };

export type LiveToken = { tokenHash: string; customerId: string; grantType: number; idleExpiresAt: number; account: TokenAccount | null };

/** A session's idle expiry moves at most once a minute: a write on every read cost a signed-in call half its time. */
export const SLIDE_STEP_MS = 60_000;

/**
 * Sessions: a 256-bit random access token handed out once and stored as its SHA-256. The User-Credential
 * that goes with it is the customer id, which the authenticator checks against the token's customer.
 */
export function sessionStore(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());
  // Every signed-in call asks it, with the token's account in the same round trip: prepared once (decision 0214).
  const tokenByHash = orm
    .select({
      tokenHash: accessToken.tokenHash,
      customerId: accessToken.customerId,
      grantType: accessToken.grantType,
      idle: accessToken.idleExpiresAt,
      absolute: accessToken.absoluteExpiresAt,
      revokedAt: accessToken.revokedAt,
      account: { id: customer.id, portfolioId: customer.portfolioId, email: customer.email, accountStatus: customer.accountStatus },
    })
    .from(accessToken)
    .leftJoin(customer, eq(customer.id, accessToken.customerId))
    .where(eq(accessToken.tokenHash, sql.placeholder('tokenHash')))
    .prepare('access_token_by_hash');

  return {
    async issue(row: CustomerRow, db: AppDatabase = orm): Promise<Session> {
      const token = newToken();
      const issuedAt = clock.now();
      const absoluteExpiresAt = new Date(issuedAt + SESSION_ABSOLUTE_MS);
      await db.insert(accessToken).values({
        tokenHash: sha256(token),
        customerId: row.id,
        grantType: GRANT_TYPE.customer,
        createdAt: new Date(issuedAt),
        idleExpiresAt: new Date(issuedAt + SESSION_IDLE_MS),
        absoluteExpiresAt,
      });
      return { accessToken: token, userCredential: row.id, expiresAt: absoluteExpiresAt.toISOString(), customer: toCustomer(row) };
    },

    /** The token if it is known, not revoked and within both expiries. */
    async live(token: string): Promise<LiveToken | undefined> {
      const at = clock.now();
      const [row] = await tokenByHash.execute({ tokenHash: sha256(token) });
      if (!row || row.revokedAt !== null || row.idle.getTime() <= at || row.absolute.getTime() <= at) return undefined;
      return { tokenHash: row.tokenHash, customerId: row.customerId, grantType: row.grantType, idleExpiresAt: row.idle.getTime(), account: row.account };
    },

    /** An authenticated request moves the idle expiry 30 minutes on, never past the absolute one; within a minute of the last move it stays. */
    async slide(token: LiveToken): Promise<void> {
      const idle = new Date(clock.now() + SESSION_IDLE_MS);
      if (idle.getTime() - token.idleExpiresAt < SLIDE_STEP_MS) return;
      await orm
        .update(accessToken)
        .set({ idleExpiresAt: sql`least(${idle.toISOString()}::timestamptz, ${accessToken.absoluteExpiresAt})` })
        .where(eq(accessToken.tokenHash, token.tokenHash));
    },

    async revoke(tokenHash: string): Promise<void> {
      await orm
        .update(accessToken)
        .set({ revokedAt: now() })
        .where(and(eq(accessToken.tokenHash, tokenHash), isNull(accessToken.revokedAt)));
    },

    /** Password changed or reset: every session of the customer ends, on every device. */
    async revokeAll(customerId: string, db: AppDatabase = orm): Promise<void> {
      await db
        .update(accessToken)
        .set({ revokedAt: now() })
        .where(and(eq(accessToken.customerId, customerId), isNull(accessToken.revokedAt)));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
