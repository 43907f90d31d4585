// Shared by the repayment tests: an app on the manual clock (Monday 16 March 2026, 12:00 New York), a borrower
// signed up through the real calls with the demo repaying loan booked for them (as `npm run ops --
// book-repaying-loan` books it: $742.50 of $1,000.00 left, $148.50 due Monday 23 March by ACH autopay), the
// ledger's rows, and the operator commands.
import type { FastifyInstance } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { savePaymentOption } from '#src/api/contract/disbursement.ts';
import { customer, job, loan, loanInstallment, loanPayment, paymentIdempotency } from '#server/db/schema.ts';
import { loanOperations, type OpsCommand } from '#server/loans/operations.ts';
import { bookRepayingLoan } from '#server/repayment/demo.ts';
import { build, manualClock } from '../helper.ts';
import { authHeaders, call, signInWithCode, signUp } from '../support/accounts.ts';

export { TEST_NOW } from '../helper.ts';

export const DAY = 86_400_000;

export type RepaymentApp = { app: FastifyInstance; clock: ReturnType<typeof manualClock> };

export async function repaymentApp(): Promise<RepaymentApp> {
  const clock = manualClock();
  const app = await build({ clock });
  return { app, clock };
}

export type Repaying = { headers: Record<string, string>; customerId: string; loanNo: string; loanId: string; email: string };

/** A new customer of the portfolio with the demo repaying loan booked for them. */
export async function repayingBorrower({ app, clock }: RepaymentApp, email = 'ada@example.com', portfolioId = 110): Promise<Repaying> {
  const session = await signUp(app, email, undefined, portfolioId);
  const [holder] = await app.database.orm.select().from(customer).where(eq(customer.email, email));
  const booked = await app.database.orm.transaction((tx) =>
    bookRepayingLoan(tx, { customerId: holder!.id, portfolioId, ssnLast4: '6789', dateOfBirth: '1988-04-12', now: new Date(clock.now()) }),
  );
  return { headers: authHeaders(session), customerId: holder!.id, loanNo: booked!.loan.loanNo, loanId: booked!.loan.id, email };
}

export async function data<T>(app: FastifyInstance, definition: CallDefinition, input: unknown, headers: Record<string, string>): Promise<T> {
  const reply = await call(app, definition, input, headers);
  const body = reply.json();
  if (reply.statusCode !== 200 || body.code !== 1) throw new Error(`${definition.path} answered ${reply.statusCode} ${JSON.stringify(body)}`);
  return body.data as T;
}

export async function refusal(app: FastifyInstance, definition: CallDefinition, input: unknown, headers: Record<string, string>) {
  const reply = await call(app, definition, input, headers);
  return { status: reply.statusCode, ...(reply.json() as { code: number; message: string; data: unknown }) };
}

export async function loanRow(app: FastifyInstance, loanNo: string) {
  const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, loanNo));
  return row!;
}

export async function paymentsOf(app: FastifyInstance, loanId: string) {
  return app.database.orm.select().from(loanPayment).where(eq(loanPayment.loanId, loanId)).orderBy(asc(loanPayment.seq));
}

export async function installmentsOf(app: FastifyInstance, loanId: string) {
  return app.database.orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, loanId)).orderBy(asc(loanInstallment.number));
}

async function rowsIn(app: FastifyInstance, table: PgTable): Promise<number> {
  const [row] = await app.database.orm.select({ n: count() }).from(table);
  return row!.n;
}

/** Every row a save may write: a refusal leaves them as they were. */
export async function ledgerCounts(app: FastifyInstance) {
  return {
    payments: await rowsIn(app, loanPayment),
    keys: await rowsIn(app, paymentIdempotency),
    jobs: await rowsIn(app, job),
    loans: JSON.stringify(await app.database.orm.select().from(loan).orderBy(asc(loan.loanNo))),
  };
}

export async function expectNothingWritten(app: FastifyInstance, before: Awaited<ReturnType<typeof ledgerCounts>>) {
  expect(await ledgerCounts(app)).toEqual(before);
}

export function ops({ app, clock }: RepaymentApp) {
  const operations = loanOperations(app.database.orm, clock, { fundingCompletesAfterMs: undefined });
  return (command: OpsCommand) => operations.run(command);
}

export const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A new session after the clock moved past the old one's. */
export async function signedInAgain({ app }: RepaymentApp, who: Repaying, portfolioId = 110): Promise<Record<string, string>> {
  return authHeaders(await signInWithCode(app, who.email, undefined, portfolioId));
}

/** A one-time payment (103) the borrower confirms (request mode 1), by ACH unless told: the server's answer. */
export async function payOnce<T = unknown>(
  app: FastifyInstance,
  headers: Record<string, string>,
  payment: { loanNo: string; paymentDate: string; amountCents: number; idempotencyKey: string; mode?: number },
): Promise<T> {
  return data<T>(app, savePaymentOption, { purpose: 'repayment', changeType: 103, requestMode: 1, mode: 15000, ...payment }, headers);
}
