// Helpers for the bank verification tests: a signed-in borrower with an open application whose bank
// section is complete (written directly: the application calls are another module's), and a small
// browser for the sandbox provider pages through app.inject (forms posted, 303s followed).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Session } from '#src/api/contract/customer.ts';
import { createRequestCode } from '#src/api/contract/ibv.ts';
import { BANK_ACCOUNT_TYPE } from '#src/domain/codes/bank.ts';
import { accountDigest, last4, seal } from '#server/application/sealed.ts';
import { application, bankAccount } from '#server/db/schema.ts';
import { authHeaders, ok, signUp } from '../support/accounts.ts';

export type Borrower = { session: Session; headers: Record<string, string>; applicationId: string; bankAccountId: string | null };

type ApplicationOptions = { routingNumber?: string; accountNumber?: string; bankComplete?: boolean; portfolioId?: number };

/** A new borrower with an open draft application; its bank section is complete unless told otherwise. */
export async function borrowerWithApplication(app: FastifyInstance, email: string, options: ApplicationOptions = {}): Promise<Borrower> {
  const portfolioId = options.portfolioId ?? 118;
  const session = await signUp(app, email, undefined, portfolioId);
  const customerId = session.userCredential;
  const now = new Date();
  let bankAccountId: string | null = null;
  if (options.bankComplete !== false) {
    const routing = options.routingNumber ?? '011000154';
    const account = options.accountNumber ?? '4000123456';
    const [row] = await app.database.orm
      .insert(bankAccount)
      .values({
        customerId,
        routingSealed: seal(routing),
        routingLast4: last4(routing),
        accountSealed: seal(account),
        accountLast4: last4(account),
        accountDigest: accountDigest(routing, account),
        accountType: BANK_ACCOUNT_TYPE.checking,
        createdAt: now,
      })
      .returning({ id: bankAccount.id });
    bankAccountId = row!.id;
  }
  const [row] = await app.database.orm
    .insert(application)
    .values({
      applicationNo: `T${customerId.slice(0, 8)}`,
      customerId,
      portfolioId,
      customerCategory: 1,
      completedSections: options.bankComplete === false ? ['personal', 'employment'] : ['personal', 'employment', 'bank'],
      bankAccountId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: application.id });
  return { session, headers: authHeaders(session), applicationId: row!.id, bankAccountId };
}

export async function applicationRow(app: FastifyInstance, id: string) {
  const [row] = await app.database.orm.select().from(application).where(eq(application.id, id));
  return row!;
}

export async function startVerification(app: FastifyInstance, borrower: Borrower, provider: 10000 | 20000) {
  return ok<{ requestCode: string; providerUrl: string; expiresAt: string; provider: number }>(app, createRequestCode, { provider }, borrower.headers);
}

/** A page as a browser gets it: the status, the HTML, and where a redirect points. */
export type Page = { status: number; html: string; location: string | undefined; response: LightMyRequestResponse };

function asPage(response: LightMyRequestResponse): Page {
  const location = response.headers.location;
  return { status: response.statusCode, html: response.body, location: typeof location === 'string' ? location : undefined, response };
}

export async function open(app: FastifyInstance, url: string): Promise<Page> {
  return asPage(await app.inject({ method: 'GET', url }));
}

/** Posts a form as a browser does, and follows the 303 to the page it points at unless it leaves the sandbox. */
export async function submit(app: FastifyInstance, url: string, form: Record<string, string>): Promise<Page> {
  const posted = await app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(posted.statusCode, posted.body).toBe(303);
  const location = posted.headers.location as string;
  if (!location.startsWith('/sandbox-ibv/')) return asPage(posted);
  const next = await open(app, location);
  return { ...next, location };
}

/** The text of the page's h1. */
export function heading(page: Page): string {
  const match = /<h1>([\s\S]*?)<\/h1>/.exec(page.html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

/** The message shown under a field (its id is <field>-error). */
export function fieldError(page: Page, field: string): string | undefined {
  const match = new RegExp(`<p class="error" id="${field}-error">([\\s\\S]*?)</p>`).exec(page.html);
  return match?.[1]?.replace(/&#39;/g, "'").trim();
}
