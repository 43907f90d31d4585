// Shared by the disbursement tests: a borrower qualified through the real application calls (answers,
// a bank verification, calculate-qualified-amount), the rows a call may write, and envelope helpers.
// TEST_NOW is Monday 16 March 2026, 12:00 in New York: before both portfolios' same-day cut-offs.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { calculateQualifiedAmount } from '#src/api/contract/application.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { accountDigest, seal } from '#server/application/sealed.ts';
import { application, bankAccount, loan, loanInstallment, loanRequest } from '#server/db/schema.ts';
import { TEST_NOW } from '../helper.ts';
import { answerAll, borrower, customerIdOf, verifiedByIbv } from '../application/support.ts';
import { call, ok } from '../support/accounts.ts';

export { buildWithKey, ACCOUNT, ROUTING } from '../application/support.ts';
export { TEST_NOW } from '../helper.ts';

export type Borrower = { headers: Record<string, string>; customerId: string };

/** A ZIP code of each state the tests live in: the address page refuses a ZIP code of another state. */
const ZIP_OF: Record<string, string> = { TX: '73301', IL: '62704', CA: '90012', FL: '33139' };

/**
 * A borrower qualified for $1,200.00 (40% of a verified $3,000.00 a month), bi-weekly pay last paid Friday
 * 13 March 2026, living in Texas unless `state` says otherwise (a state the portfolio lends in).
 */
export async function qualifiedBorrower(
  app: FastifyInstance,
  email: string,
  portfolioId = 118,
  { state = 'TX', employment = {} as Record<string, unknown>, monthlyIncomeCents = 3_000_00 } = {},
): Promise<Borrower> {
  const headers = await borrower(app, email, portfolioId);
  await answerAll(app, headers, portfolioId, {
    personal: { address: { street1: '12 Main Street', city: 'Springfield', state, zip: ZIP_OF[state] ?? '73301' } },
    employment,
  });
  const customerId = await customerIdOf(app, email);
  await verifiedByIbv(app, customerId, { monthlyIncomeCents });
  // As the IBV code leaves it: the application's account is the verified one.
  await app.database.orm.update(bankAccount).set({ verified: true }).where(eq(bankAccount.customerId, customerId));
  await ok(app, calculateQualifiedAmount, {}, headers);
  return { headers, customerId };
}

/**
 * The saved home address moved to another state without the address page (which refuses a state the
 * portfolio does not lend in): an application saved before the portfolio stopped lending there.
 */
export async function movedTo(app: FastifyInstance, customerId: string, state: string) {
  const row = await applicationOf(app, customerId);
  const personal = row.personal as Record<string, unknown> & { address: Record<string, unknown> };
  await app.database.orm
    .update(application)
    .set({ personal: { ...personal, address: { ...personal.address, state } } as typeof row.personal })
    .where(eq(application.id, row.id));
}

/** The envelope of a refused call: HTTP 200 with its code, message and data. */
export async function refused(app: FastifyInstance, definition: CallDefinition, input: unknown, headers: Record<string, string>) {
  const reply = await call(app, definition, input, headers);
  expect(reply.statusCode).toBe(200);
  return reply.json() as { code: number; message: string; data: unknown };
}

/** Every row the wizard writes, of everyone: a refusal must leave them as they were. */
export async function wizardRows(app: FastifyInstance) {
  const orm = app.database.orm;
  return {
    requests: await orm.select().from(loanRequest),
    loans: await orm.select().from(loan),
    installments: await orm.select().from(loanInstallment),
  };
}

export async function applicationOf(app: FastifyInstance, customerId: string) {
  const [row] = await app.database.orm.select().from(application).where(eq(application.customerId, customerId));
  return row!;
}

/** Another account of the borrower (given, not verified), numbers sealed as the application code seals them. */
export async function addAccount(app: FastifyInstance, customerId: string, routingNumber = '011000015', accountNumber = '555000111222') {
  const [row] = await app.database.orm
    .insert(bankAccount)
    .values({
      customerId,
      routingSealed: seal(routingNumber),
      routingLast4: routingNumber.slice(-4),
      accountSealed: seal(accountNumber),
      accountLast4: accountNumber.slice(-4),
      accountDigest: accountDigest(routingNumber, accountNumber),
      accountType: 3001,
      bankName: 'Second Bank',
      verified: false,
      createdAt: new Date(TEST_NOW + 60_000),
    })
    .returning();
  return row!;
}

export async function accountsOf(app: FastifyInstance, customerId: string) {
  return app.database.orm.select().from(bankAccount).where(eq(bankAccount.customerId, customerId));
}
