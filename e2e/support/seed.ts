// Journeys that start from seeded state (issue 19): a borrower made through the same calls the app makes,
// sent from the test instead of typed into pages, so a journey about verification does not replay sign-up
// and every question page first. The browser then only holds the session, as after a real sign-up.
import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { getConsentTemplate } from '#src/api/contract/consent.ts';
import { createAccount, sendCreateAccountEmail, signIn, verifyLoginCode, type Session } from '#src/api/contract/customer.ts';
import { storageKey } from '#src/storage/namespace.ts';
import { mailedCode, mailedLink, outbox } from '../accounts-helpers.ts';
import { brandUrl, serverUrl, type Brand } from './brands.ts';

/** The data of a successful call of the real server on the brand's host; throws with the envelope otherwise. */
export async function callApi<T>(page: Page, brand: Brand, definition: CallDefinition, input: object, session?: Session): Promise<T> {
  // Node does not resolve *.localhost as the browser does: the brand is told by the Host header alone.
  const headers: Record<string, string> = { Host: new URL(brandUrl(brand, '/')).host };
  if (session) Object.assign(headers, { 'Access-Token': session.accessToken, 'User-Credential': session.userCredential });
  const url = serverUrl(definition.path);
  const response =
    definition.method === 'GET'
      ? await page.request.get(url, { params: input as Record<string, string | number>, headers })
      : await page.request.post(url, { data: input, headers });
  const body = (await response.json()) as { code: number; data: unknown };
  if (body.code !== 1) throw new Error(`${definition.path} answered ${response.status()} ${JSON.stringify(body)}`);
  return body.data as T;
}

/**
 * A new account made as on the welcome and create-account pages (every consent accepted, the mailed link
 * followed), signed in on this browser.
 */
export async function seedSignedUp(page: Page, brand: Brand, email: string, password = 'Borrower-Pass-2026'): Promise<Session> {
  const templates = await callApi<Array<{ templateCode: string; version: string }>>(page, brand, getConsentTemplate, { portfolioId: brand.id });
  const consents = templates.map(({ templateCode, version }) => ({ templateCode, version, check: true }));
  await callApi(page, brand, sendCreateAccountEmail, { email, portfolioId: brand.id, consents });
  const resource = (await mailedLink(page, email, '/create-account/')).split('/create-account/')[1]!;
  const deviceId = newDeviceId();
  const { session } = await callApi<{ session: Session }>(page, brand, createAccount, { resource, password, deviceId });
  await holdSession(page, session, deviceId);
  return session;
}

/**
 * An existing account signed in on a new device through the API, with the e-mailed code: the session for the
 * calls a test makes itself. The demo customers sign in many times on one server: the code is the one mailed
 * for this sign-in, never an earlier one (a wrong code counts towards the lock-out).
 */
export async function apiSignIn(page: Page, brand: Brand, email: string, password: string, deviceId = newDeviceId()): Promise<Session> {
  const earlier = (await outbox(page, email)).map((message) => message.text.match(/\b\d{6}\b/)?.[0]).filter((code) => code !== undefined);
  const answer = await callApi<{ status: string; challengeId?: string; session?: Session }>(page, brand, signIn, {
    email,
    password,
    portfolioId: brand.id,
    deviceId,
  });
  if (answer.session) return answer.session;
  const code = await mailedCode(page, email, earlier);
  return callApi<Session>(page, brand, verifyLoginCode, { challengeId: answer.challengeId, code, deviceId, rememberDevice: false });
}

/** The same, signed in on this browser, as on the sign-in pages. */
export async function seedSignedIn(page: Page, brand: Brand, email: string, password: string): Promise<Session> {
  const deviceId = newDeviceId();
  const session = await apiSignIn(page, brand, email, password, deviceId);
  await holdSession(page, session, deviceId);
  return session;
}

/** 24 random bytes, base64url: a device id as the app makes one. */
const newDeviceId = () => randomBytes(24).toString('base64url');

/** Puts the session and device into the page's storage before the first page loads, and only then (a sign-out stays a sign-out). */
export async function holdSession(page: Page, session: Pick<Session, 'accessToken' | 'userCredential'>, deviceId: string): Promise<void> {
  const entries = [
    [storageKey('device-id'), deviceId],
    [storageKey('access-token'), session.accessToken],
    [storageKey('user-credential'), session.userCredential],
  ];
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of items) localStorage.setItem(key!, value!);
    sessionStorage.setItem('e2e-seeded', 'yes');
  }, entries);
}

/**
 * A qualified borrower of the brand's own, signed up through the API and qualified by /dev/qualify (development
 * only), on this browser: a test that opens the wizard needs no shared demo account another test may have signed.
 */
export async function seedQualified(page: Page, brand: Brand, email: string): Promise<Session> {
  const session = await seedSignedUp(page, brand, email);
  const response = await page.request.post(serverUrl('/dev/qualify'), { data: { email, portfolioId: brand.id } });
  const body = (await response.json()) as { ok: boolean; error?: string };
  if (!body.ok) throw new Error(`/dev/qualify refused ${email}: ${body.error}`);
  return session;
}
