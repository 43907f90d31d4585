// What the harness calls with: one app per call group seeded with the demo data (applications and ledgers too),
// customer A's things (Bluepeak's demo customers: a loan being repaid, a qualified application with its bank
// account and a bank verification, an unsigned loan with its agreement sent) and customer B (another Bluepeak
// demo customer, given a qualified application of her own) to try A's things with; and the state of every table.
import { randomUUID } from 'node:crypto';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { getPersonal } from '#src/api/contract/application.ts';
import { createRequestCode } from '#src/api/contract/ibv.ts';
import { sendLoanAgreement } from '#src/api/contract/signing.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import * as schema from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, call, DEVICE, STRONG_PASSWORD, signInWithCode } from '../support/accounts.ts';
import type { Candidates } from './schema-walk.ts';

type Headers = Record<string, string>;

/** Every table of the schema, by its SQL name: a table added later is counted too. */
export const TABLES: string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Every table's row count and a digest of its rows (a row changed in place changes it), in one query. */
export async function tableState(app: FastifyInstance): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (name) => `(select count(*) || ' rows ' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
  ).join(', ');
  const result = (await app.database.orm.execute(sql.raw(`select ${columns}`))) as { rows: Array<Record<string, string>> };
  return result.rows[0]!;
}

/** The tables that differ, as 'table: N rows <digest> -> M rows <digest>', but those a case may write. */
export function changedTables(before: Record<string, string>, after: Record<string, string>, allowed: readonly string[] = []): string[] {
  return TABLES.filter((name) => before[name] !== after[name] && !allowed.includes(name)).map((name) => `${name}: ${before[name]} -> ${after[name]}`);
}

export type Owner = { email: string; headers: Headers; customerId: string; firstName: string | null; lastName: string | null };

/** A's things, each with the A that owns it; what B must never reach. */
export type Owned = { loanNo: string; bankAccountId: string; requestCode: string; requestId: string };
export const OWNED_KEYS = ['loanNo', 'bankAccountId', 'requestCode', 'requestId'] as const satisfies ReadonlyArray<keyof Owned>;
export type OwnedKey = (typeof OWNED_KEYS)[number];

export type World = {
  app: FastifyInstance;
  owned: Owned;
  /** Who owns each of A's things (the token the harness sends a valid request of it with). */
  ownerOf: Record<OwnedKey, Owner>;
  /** A's customers, for looking for their data in B's answers. */
  owners: Owner[];
  other: Owner;
  candidates: Candidates;
};

const PORTFOLIO = 118;

async function signedIn(app: FastifyInstance, email: string): Promise<Owner> {
  const headers = authHeaders(await signInWithCode(app, email, DEMO_PASSWORD, PORTFOLIO));
  const [row] = await app.database.orm.select().from(schema.customer).where(eq(schema.customer.email, email));
  const reply = await call(app, getPersonal, {}, headers);
  const personal = reply.json().data as { firstName: string | null; lastName: string | null };
  return { email, headers, customerId: row!.id, firstName: personal.firstName, lastName: personal.lastName };
}

async function data<T>(app: FastifyInstance, definition: Parameters<typeof call>[1], input: unknown, headers: Headers): Promise<T> {
  const reply = await call(app, definition, input, headers);
  const body = reply.json();
  if (reply.statusCode !== 200 || body.code !== 1) throw new Error(`setting up the harness: ${definition.path} answered ${reply.statusCode} ${reply.body}`);
  return body.data as T;
}

/** A fresh app (database emptied before the test) with A's things made through the real calls. */
export async function openWorld(): Promise<World> {
  // The harness sends a few thousand requests from one address: the limits on crowds are not what it tests.
  const app = await build({ rateLimitMax: 1_000_000, addressAttemptLimit: 1_000_000, loginCodeMailLimit: 1_000 }, { demoApplications: true });
  const repaying = await signedIn(app, 'demo-repaying@bluepeak.example');
  const qualified = await signedIn(app, 'demo-qualified@bluepeak.example');
  const unsigned = await signedIn(app, 'demo-unsigned@bluepeak.example');
  // B has a qualified application of her own (POST /dev/qualify, development only): the wizard's calls reach the
  // check of whose bank account it is instead of refusing a borrower with no wizard.
  const qualify = await app.inject({ method: 'POST', url: '/dev/qualify', payload: { email: 'demo@bluepeak.example', portfolioId: PORTFOLIO } });
  if (!qualify.json().ok) throw new Error(`setting up the harness: /dev/qualify answered ${qualify.body}`);
  const other = await signedIn(app, 'demo@bluepeak.example');

  const [open] = await app.database.orm.select().from(schema.application).where(eq(schema.application.customerId, qualified.customerId));
  if (!open?.bankAccountId) throw new Error('setting up the harness: the qualified demo customer has no bank account');
  const { requestCode } = await data<{ requestCode: string }>(app, createRequestCode, { provider: 10000 }, qualified.headers);
  const { requestId } = await data<{ requestId: string }>(app, sendLoanAgreement, { sessionId: 'harness-session-0001' }, unsigned.headers);
  const [loan] = await app.database.orm.select().from(schema.loan).where(eq(schema.loan.customerId, repaying.customerId));
  const owned: Owned = { loanNo: loan!.loanNo, bankAccountId: open.bankAccountId, requestCode, requestId };

  const candidates: Candidates = {
    byKey: {
      ...Object.fromEntries(Object.entries(owned).map(([key, value]) => [key, [value]])),
      idempotencyKey: [randomUUID()],
      email: ['ada@example.com'],
      password: [STRONG_PASSWORD],
      newPassword: [STRONG_PASSWORD],
      currentPassword: [DEMO_PASSWORD],
      deviceId: [DEVICE],
      code: ['123456'],
      sessionId: ['harness-session-0002'],
      ssnLast4: ['6789'],
      dateOfBirth: ['1988-04-12'],
      ssn: ['123456789'],
      rn: ['021000021'],
      routingNumber: ['021000021'],
      accountNumber: ['000111222333'],
      cardToken: ['card_abcdefghijklmnop0123'],
      number: ['4242 4242 4242 4242', 1],
      expiry: ['12/30'],
      cvc: ['123'],
      zip: ['73301'],
      name: ['Ada Lovelace'],
      typedName: ['Ulrich Vance'],
      domain: ['p118.localhost'],
      resumeStep: ['personal/address'],
      fileName: ['statement.pdf'],
      contentBase64: ['JVBERi0xLjQK'],
      city: ['Austin'],
      street1: ['1 Main Street'],
      portfolioId: [PORTFOLIO],
      // Within the demo programs' amounts ($200 and up), so B's wizard reaches the check of whose account it names.
      amountCents: [50_000],
      paymentFrequency: [17000],
      // A page event as the app records it (save-behavior-record): its source must match its kind.
      records: [[{ source: 1001, kind: 'pageEnter', at: '2026-03-16T16:00:00.000Z', page: '/sign-in', title: 'Sign in' }]],
    },
    strings: [
      'Ada',
      '2026-03-16',
      'ada@example.com',
      '5125550123',
      '73301',
      '021000021',
      '000111222333',
      '123456789',
      'personal/address',
      'abcdefghijklmnop0123',
      randomUUID(),
      '1',
    ],
    numbers: [PORTFOLIO, 1, 10_000, 3, 0, 2],
  };
  return {
    app,
    owned,
    ownerOf: { loanNo: repaying, bankAccountId: qualified, requestCode: qualified, requestId: unsigned },
    owners: [repaying, qualified, unsigned],
    other,
    candidates,
  };
}
