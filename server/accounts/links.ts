import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer, linkToken, type CarriedConsent, type CustomerRow } from '../db/schema.ts';
import { LINK_TTL_MS } from './policy.ts';
import { newToken, sha256 } from './secrets.ts';

/** The account links this store handles; the application's resource links share the table but not this store. */
const ACCOUNT_LINK_PURPOSES = ['createAccount', 'resetPassword'] as const;
type LinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

export type IssuedLink = { resource: string; expiresAt: Date };
export type ValidLink = {
  tokenHash: string;
  purpose: LinkPurpose;
  createAccountType: number | null;
  consents: CarriedConsent[];
  expiresAt: Date;
  customer: CustomerRow;
};

/** The e-mailed links: a 256-bit random resource in the URL, its SHA-256 here; 30 minutes, single use. */
export function linkStore(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());

  return {
    async issue(purpose: LinkPurpose, customerId: string, carried: { createAccountType?: number; consents?: CarriedConsent[] } = {}): Promise<IssuedLink> {
      const resource = newToken();
      const expiresAt = new Date(clock.now() + LINK_TTL_MS);
      await orm.insert(linkToken).values({
        tokenHash: sha256(resource),
        purpose,
        customerId,
        createAccountType: carried.createAccountType ?? null,
        consents: carried.consents ?? null,
        createdAt: now(),
        expiresAt,
      });
      return { resource, expiresAt };
    },

    /** The link if it exists, is unused and has not expired; unknown, used and expired look the same. */
    async valid(resource: string): Promise<ValidLink | undefined> {
      const [row] = await orm
        .select({ link: linkToken, customer })
        .from(linkToken)
        .innerJoin(customer, eq(customer.id, linkToken.customerId))
        .where(
          and(
            eq(linkToken.tokenHash, sha256(resource)),
            inArray(linkToken.purpose, ACCOUNT_LINK_PURPOSES),
            isNull(linkToken.usedAt),
            gt(linkToken.expiresAt, now()),
          ),
        );
      if (!row) return undefined;
      const { link } = row;
      return {
        tokenHash: link.tokenHash,
        purpose: link.purpose as LinkPurpose,
        createAccountType: link.createAccountType,
        consents: link.consents ?? [],
        expiresAt: link.expiresAt,
        customer: row.customer,
      };
    },

    /**
     * Uses the link, and every other unused link of the same purpose for the customer (one password set
     * makes the others moot). False when another request used it first: only one may win.
     */
    async consume(link: ValidLink, db: AppDatabase = orm): Promise<boolean> {
      const used = await db
        .update(linkToken)
        .set({ usedAt: now() })
        .where(and(eq(linkToken.tokenHash, link.tokenHash), isNull(linkToken.usedAt), gt(linkToken.expiresAt, now())))
        .returning({ tokenHash: linkToken.tokenHash });
      if (used.length === 0) return false;
      await db
        .update(linkToken)
        .set({ usedAt: now() })
        .where(and(eq(linkToken.customerId, link.customer.id), eq(linkToken.purpose, link.purpose), isNull(linkToken.usedAt)));
      return true;
    },
  };
}

export type LinkStore = ReturnType<typeof linkStore>;
