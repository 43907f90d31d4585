// Helpers for the account tests: calls through app.inject, mail read from /dev/outbox.json, and customers
// made through the real sign-up flow or, for statuses no flow reaches, written directly.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { getConsentTemplate } from '#src/api/contract/consent.ts';
import { createAccount, sendCreateAccountEmail, signIn, verifyLoginCode, type Session } from '#src/api/contract/customer.ts';
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import { passwordHasher } from '#server/accounts/password-hash.ts';
import { customer } from '#server/db/schema.ts';
import type { OutboxMessage } from '#server/mail/outbox.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../helper.ts';

export const STRONG_PASSWORD = 'Lantern-Harbor-42';
export const OTHER_PASSWORD = 'Quiet-Meadow-77';
export const DEVICE = 'device-0123456789abcdef';
export const OTHER_DEVICE = 'device-fedcba9876543210';

type Headers = Record<string, string>;

export async function call(
  app: FastifyInstance,
  definition: CallDefinition,
  input: unknown = {},
  headers: Headers = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  if (definition.method === 'GET') {
    const query = new URLSearchParams(Object.entries(input as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
    return app.inject({ method: 'GET', url: `${definition.path}?${query}`, headers, remoteAddress });
  }
  return app.inject({
    method: 'POST',
    url: definition.path,
    payload: input as object,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress,
  });
}

/** The data of a successful call; fails the test with the envelope otherwise. */
export async function ok<T = unknown>(app: FastifyInstance, definition: CallDefinition, input: unknown = {}, headers: Headers = {}): Promise<T> {
  const reply = await call(app, definition, input, headers);
  const body = reply.json();
  if (reply.statusCode !== 200 || body.code !== 1) throw new Error(`${definition.path} answered ${reply.statusCode} ${JSON.stringify(body)}`);
  return body.data as T;
}

export function authHeaders(session: Pick<Session, 'accessToken' | 'userCredential'>): Headers {
  return { 'access-token': session.accessToken, 'user-credential': session.userCredential };
}

export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxMessage[]> {
  const reply = await app.inject({ method: 'GET', url: `/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}` });
  return reply.json() as OutboxMessage[];
}

export async function latestMail(app: FastifyInstance, to: string): Promise<OutboxMessage> {
  const [newest] = await outbox(app, to);
  if (!newest) throw new Error(`No mail to ${to}`);
  return newest;
}

/** The {resource} of the first link in the mail to a page such as /create-account/. */
export function resourceIn(text: string, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+${page}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${page} link in:\n${text}`);
  return match[1];
}

export function codeIn(text: string): string {
  const match = /^(\d{6})$/m.exec(text);
  if (!match?.[1]) throw new Error(`No code in:\n${text}`);
  return match[1];
}

/** Every current consent of the portfolio, checked: what the welcome page sends. */
export async function allConsents(app: FastifyInstance, portfolioId: number) {
  const templates = await ok<Array<{ templateCode: string; version: string }>>(app, getConsentTemplate, { portfolioId });
  return templates.map(({ templateCode, version }) => ({ templateCode, version, check: true }));
}

/** Asks for the create-account mail and answers the resource of its link. */
export async function createLinkFor(app: FastifyInstance, email: string, portfolioId = 118, extra: object = {}): Promise<string> {
  await ok(app, sendCreateAccountEmail, { email, portfolioId, consents: await allConsents(app, portfolioId), ...extra });
  return resourceIn((await latestMail(app, email)).text, '/create-account');
}

/** A new active account made as a borrower makes it, with this device trusted; answers its session. */
export async function signUp(app: FastifyInstance, email: string, password = STRONG_PASSWORD, portfolioId = 118, deviceId = DEVICE): Promise<Session> {
  const resource = await createLinkFor(app, email, portfolioId);
  const { session } = await ok<{ session: Session }>(app, createAccount, { resource, password, deviceId });
  return session;
}

/** Signs in on a device that is not trusted: password, then the e-mailed code. */
export async function signInWithCode(
  app: FastifyInstance,
  email: string,
  password = STRONG_PASSWORD,
  portfolioId = 118,
  deviceId = OTHER_DEVICE,
): Promise<Session> {
  const challenge = await ok<{ status: string; challengeId: string }>(app, signIn, { email, password, portfolioId, deviceId });
  if (challenge.status !== 'codeRequired') throw new Error(`expected a code step, got ${challenge.status}`);
  const code = codeIn((await latestMail(app, email)).text);
  return ok<Session>(app, verifyLoginCode, { challengeId: challenge.challengeId, code, deviceId, rememberDevice: false });
}

/** A customer in any status, written directly (no flow makes a frozen or archived account). */
export async function insertCustomer(
  app: FastifyInstance,
  email: string,
  accountStatus: number = ACCOUNT_STATUS.active,
  password = STRONG_PASSWORD,
  portfolioId = 118,
): Promise<string> {
  const passwordHash = await passwordHasher(TEST_PASSWORD_HASH_LOG_N).hash(password);
  const now = new Date();
  const [row] = await app.database.orm
    .insert(customer)
    .values({ portfolioId, email, passwordHash, accountStatus, createdAt: now, updatedAt: now })
    .returning({ id: customer.id });
  return row!.id;
}

export async function setStatus(app: FastifyInstance, customerId: string, accountStatus: number): Promise<void> {
  await app.database.orm.update(customer).set({ accountStatus }).where(eq(customer.id, customerId));
}
