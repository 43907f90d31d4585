// Shared by the application route tests: an app with a fixed data key, a signed-in borrower, answers
// that pass every rule, and a successful bank verification written as the IBV code writes it.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { recordBusinessData } from '#src/api/contract/application.ts';
import { accountDigest } from '#server/application/sealed.ts';
import type { Config } from '#server/config.ts';
import { application, customer, ibvReport, ibvRequest } from '#server/db/schema.ts';
import type { BuildOptions } from '#server/app.ts';
import { ACCOUNT, bank, employment, personal, questions, ROUTING } from './answers.ts';
import { build, TEST_NOW } from '../helper.ts';
import { authHeaders, ok, signUp } from '../support/accounts.ts';

export const DATA_KEY = Buffer.alloc(32, 11);

export function buildWithKey(overrides: Partial<Config> = {}, options: Omit<BuildOptions, 'database'> = {}): Promise<FastifyInstance> {
  return build({ dataKey: DATA_KEY, ...overrides }, options);
}

export async function borrower(app: FastifyInstance, email = 'ada@example.com', portfolioId = 118): Promise<Record<string, string>> {
  return authHeaders(await signUp(app, email, undefined, portfolioId));
}

export { ACCOUNT, bank, employment, personal, questions, ROUTING, SSN } from './answers.ts';

/** Every section the portfolio asks, answered. */
export async function answerAll(
  app: FastifyInstance,
  headers: Record<string, string>,
  portfolioId = 118,
  changes: {
    personal?: Record<string, unknown>;
    employment?: Record<string, unknown>;
    bank?: Record<string, unknown>;
    questions?: Record<string, unknown>;
  } = {},
) {
  await ok(app, recordBusinessData, { section: 'personal', answers: personal(changes.personal), resumeStep: 'employment' }, headers);
  await ok(app, recordBusinessData, { section: 'employment', answers: employment(changes.employment), resumeStep: 'bank' }, headers);
  await ok(app, recordBusinessData, { section: 'bank', answers: bank(changes.bank), resumeStep: portfolioId === 118 ? 'question' : 'ibv' }, headers);
  if (portfolioId === 118) await ok(app, recordBusinessData, { section: 'question', answers: questions(changes.questions), resumeStep: 'ibv' }, headers);
}

/** A successful verification of the open application, as the IBV code leaves it. */
export async function verifiedByIbv(app: FastifyInstance, customerId: string, { monthlyIncomeCents = 3_000_00, routing = ROUTING, account = ACCOUNT } = {}) {
  const orm = app.database.orm;
  const [open] = await orm.select().from(application).where(eq(application.customerId, customerId));
  const at = new Date(TEST_NOW);
  const [request] = await orm
    .insert(ibvRequest)
    .values({
      requestCodeHash: createHash('sha256').update(`${customerId}-${Math.random()}`).digest('hex'),
      customerId,
      applicationId: open!.id,
      provider: 10000,
      status: 100,
      createdAt: at,
      updatedAt: at,
      expiresAt: new Date(TEST_NOW + 3_600_000),
      completedAt: at,
    })
    .returning();
  await orm.insert(ibvReport).values({
    requestId: request!.id,
    institutionName: 'Sandbox Bank',
    accounts: [
      { accountId: 'savings-1', name: 'Savings', accountType: 3000, accountLast4: '1111', accountDigest: accountDigest(routing, '111111111'), selected: false },
      {
        accountId: 'checking-1',
        name: 'Checking',
        accountType: 3001,
        accountLast4: account.slice(-4),
        accountDigest: accountDigest(routing, account),
        selected: true,
      },
    ],
    transactions: [],
    income: { monthlyIncomeCents, payrollFrequency: 17000, lastPayday: '2026-03-13', depositsCount: 6 },
    createdAt: at,
  });
  await orm.update(application).set({ ibvRequestId: request!.id }).where(eq(application.id, open!.id));
}

export async function customerIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.database.orm.select({ id: customer.id }).from(customer).where(eq(customer.email, email));
  return row!.id;
}
