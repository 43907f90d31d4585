// The server restarted while a borrower waits on the signing page (issue 12): the page's realtime channel loses its
// socket, reconnects by itself with its backoff (machines/realtime), asks the signature's status again (a message
// is delivered at most once), and reaches the signed countdown and /home without a reload. The test runs a server
// of its own, which it stops and starts again on the same data directory, beside the worker's server. Then the
// wizard's last step of the signed loan is the "application submitted" result page (/notification/102).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, verifyLoginCode } from '#src/api/contract/customer.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { parseSignatureResource, signLoanAgreement } from '#src/api/contract/signing.ts';
import { holdSession } from './support/seed.ts';
import { expect, test } from './support/test.ts';

const PORT = Number(process.env.E2E_BASE_PORT ?? 20000) + 10;
const HOST = `p110.localhost:${PORT}`;
const EMAIL = 'demo-unsigned@goldcrest.example';
const PASSWORD = 'Demo-Borrower-2026';
const dataDir = join(mkdtempSync(join(tmpdir(), 'borrower-restart-')), 'data');
const api = (path: string) => `http://127.0.0.1:${PORT}${path}`;

let server: ChildProcess | undefined;

/** This test's own server on the same data directory each time, ready when /healthz answers. */
async function startServer(request: APIRequestContext): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_LOG_N: '14',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect.poll(async () => (await request.get(api('/healthz')).catch(() => undefined))?.status(), { timeout: 180_000, intervals: [500] }).toBe(200);
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** A successful call's data (the brand told by the Host header, as a browser on p110.localhost sends it). */
async function call<T>(request: APIRequestContext, definition: CallDefinition, data: Record<string, string | number | boolean>): Promise<T> {
  const headers = { Host: HOST };
  const response =
    definition.method === 'GET'
      ? await request.get(api(definition.path), { params: data, headers })
      : await request.post(api(definition.path), { data, headers });
  const body = (await response.json()) as { code: number; data: T };
  if (body.code !== 1) throw new Error(`${definition.path} answered ${JSON.stringify(body)}`);
  return body.data;
}

async function mailed(request: APIRequestContext, pattern: RegExp, before: string[] = []): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(api(`/dev/outbox.json?to=${encodeURIComponent(EMAIL)}`))).json()) as Array<{ text: string }>;
      found = messages.map((message) => message.text.match(pattern)?.[0]).find((match) => match !== undefined && !before.includes(match));
      return found;
    })
    .toBeDefined();
  return found!;
}

/** Signed in through the API with the mailed code, the session put in the page's storage before its first load. */
async function signInOn(page: Page, request: APIRequestContext): Promise<void> {
  const deviceId = randomBytes(24).toString('base64url');
  const answer = await call<{ challengeId?: string; session?: { accessToken: string; userCredential: string } }>(request, signIn, {
    email: EMAIL,
    password: PASSWORD,
    portfolioId: 110,
    deviceId,
  });
  const session =
    answer.session ??
    (await call<{ accessToken: string; userCredential: string }>(request, verifyLoginCode, {
      challengeId: answer.challengeId!,
      code: await mailed(request, /\b\d{6}\b/),
      deviceId,
      rememberDevice: false,
    }));
  await holdSession(page, session, deviceId);
}

test.afterAll(stopServer);

test('the server restarts while the borrower waits on the agreement: the page reconnects and reaches the signed countdown and home without a reload', async ({
  page,
  request,
  step,
}) => {
  await step('our own server starts', () => startServer(request), 200_000);
  await step('the unsigned demo customer waits on /loan-agreement with the channel open', async () => {
    await signInOn(page, request);
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/realtime/'));
    await page.goto(`http://${HOST}/loan-agreement`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Agreement');
    await expect(page.getByLabel('Type your full name to sign')).toBeVisible();
    await socket;
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  });

  const fullName = (await page.locator('[data-agreement] [data-borrower-name]').textContent())!.trim();
  await step(
    'the server stops and starts again on the same data',
    async () => {
      await stopServer();
      await startServer(request);
    },
    240_000,
  );

  await step('the agreement is signed on another device through the e-mailed link, on the restarted server', async () => {
    const resource = (await mailed(request, /\/signature\/[A-Za-z0-9_-]+/)).split('/signature/')[1]!;
    const opened = await call<{ disclosure: { version: string } }>(request, parseSignatureResource, { resource, sessionId: 'e2e-restart-phone' });
    await call(request, signLoanAgreement, {
      resource,
      typedName: fullName,
      disclosureVersion: opened.disclosure.version,
      consented: true,
      agreedToTerms: true,
    });
  });

  await step(
    'the waiting page hears of it after reconnecting: the green countdown, then home, with no reload',
    async () => {
      await expect(page.getByRole('status').filter({ hasText: /All set\. You will be redirected to the home page after \d seconds\./ })).toBeVisible({
        timeout: 120_000,
      });
      await expect(page).toHaveURL((url) => url.pathname === '/home', { timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
      // The rest of the message's 20 s is spent on home (decision 0710).
      await expect(page.getByRole('status').filter({ hasText: 'All set. Your loan agreement is signed.' })).toBeVisible();
    },
    180_000,
  );

  await step('the wizard’s last step of the signed loan is the "application submitted" result page', async () => {
    await page.goto(`http://${HOST}/disbursement/sign-loan-agreement`);
    await expect(page).toHaveURL((url) => url.pathname === '/notification/102');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted');
  });
});
