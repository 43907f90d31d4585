import { and, eq, sql } from 'drizzle-orm';
import type { Customer } from '#src/api/contract/customer.ts';
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer, type CustomerRow } from '../db/schema.ts';

/** E-mails are compared and stored lower-case: Jane@Example.com and jane@example.com are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toCustomer(row: CustomerRow): Customer {
  return { customerId: row.id, email: row.email, firstName: row.firstName, portfolioId: row.portfolioId };
}

/** An account that has not been created from its link yet: no password, status inactive. */
export function awaitingCreation(row: CustomerRow): boolean {
  return row.passwordHash === null && row.accountStatus === ACCOUNT_STATUS.inactive;
}

export function customerStore(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());

  // Sign-in and the password calls ask it: prepared once (decision 0214). Signed-in calls read the account with their token (sessions.ts).
  const customerById = orm
    .select()
    .from(customer)
    .where(eq(customer.id, sql.placeholder('id')))
    .prepare('customer_by_id');
  return {
    async byEmail(portfolioId: number, email: string): Promise<CustomerRow | undefined> {
      const [row] = await orm
        .select()
        .from(customer)
        .where(and(eq(customer.portfolioId, portfolioId), eq(customer.email, normalizeEmail(email))));
      return row;
    },

    async byId(id: string): Promise<CustomerRow | undefined> {
      const [row] = await customerById.execute({ id });
      return row;
    },

    /** The inactive account a create-account link will finish (the one already there if asked twice). */
    async ensureAwaitingCreation(portfolioId: number, email: string): Promise<CustomerRow> {
      const normalized = normalizeEmail(email);
      const [created] = await orm
        .insert(customer)
        .values({ portfolioId, email: normalized, accountStatus: ACCOUNT_STATUS.inactive, createdAt: now(), updatedAt: now() })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const existing = await this.byEmail(portfolioId, normalized);
      if (!existing) throw new Error('The customer row vanished between insert and select.');
      return existing;
    },

    async setPasswordHash(id: string, passwordHash: string, db: AppDatabase = orm): Promise<void> {
      await db.update(customer).set({ passwordHash, updatedAt: now() }).where(eq(customer.id, id));
    },

    async activate(id: string, passwordHash: string, db: AppDatabase = orm): Promise<CustomerRow> {
      const [row] = await db
        .update(customer)
        .set({ passwordHash, accountStatus: ACCOUNT_STATUS.active, updatedAt: now() })
        .where(eq(customer.id, id))
        .returning();
      if (!row) throw new Error('The customer to activate does not exist.');
      return row;
    },
  };
}

export type CustomerStore = ReturnType<typeof customerStore>;
