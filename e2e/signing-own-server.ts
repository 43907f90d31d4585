// A server of a signing test's own, beside the worker's (e2e/signing-restart.spec.ts, e2e/signing-kill.spec.ts): on a
// port and data directory of its own, so the test may stop it, kill it and start it again on the same data while a
// page stays open. With the calls the tests make themselves: sign in through the API with the mailed code, read the
// outbox, run an operator's command.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, verifyLoginCode } from '#src/api/contract/customer.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { holdSession } from './support/seed.ts';
import { expect } from './support/test.ts';

export type OwnServer = ReturnType<typeof ownServer>;

/** `portOffset` past E2E_BASE_PORT: each spec file its own (the workers' servers take the first few). */
export function ownServer(
  portOffset: number,
  { email, password = 'Demo-Borrower-2026', portfolioId = 110 }: { email: string; password?: string; portfolioId?: number },
) {
  const port = Number(process.env.E2E_BASE_PORT ?? 20000) + portOffset;
  const host = `p${portfolioId}.localhost:${port}`;
  const dataDir = join(mkdtempSync(join(tmpdir(), 'borrower-own-server-')), 'data');
  const api = (path: string) => `http://127.0.0.1:${port}${path}`;
  let server: ChildProcess | undefined;

  /** Started on the same data directory each time, ready when /healthz answers. `env` adds to (or overrides) the settings. */
  async function start(request: APIRequestContext, env: Record<string, string> = {}): Promise<void> {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_LOG_N: '14',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect.poll(async () => (await request.get(api('/healthz')).catch(() => undefined))?.status(), { timeout: 180_000, intervals: [500] }).toBe(200);
  }

  /** Stopped as a deployment stops it (SIGTERM: sockets closed with 1001), or killed with no shutdown at all (SIGKILL). */
  async function stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<NodeJS.Signals | null> {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return null;
    const exited = new Promise<NodeJS.Signals | null>((resolve) => running.once('exit', (_code, received) => resolve(received)));
    running.kill(signal);
    return exited;
  }

  /** A successful call's data (the brand told by the Host header, as a browser on the brand's domain sends it). */
  async function call<T>(
    request: APIRequestContext,
    definition: CallDefinition,
    data: Record<string, string | number | boolean>,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const all = { Host: host, ...headers };
    const response =
      definition.method === 'GET'
        ? await request.get(api(definition.path), { params: data, headers: all })
        : await request.post(api(definition.path), { data, headers: all });
    const body = (await response.json()) as { code: number; data: T };
    if (body.code !== 1) throw new Error(`${definition.path} answered ${JSON.stringify(body)}`);
    return body.data;
  }

  /** The borrower's mail, newest first. */
  async function outbox(
    request: APIRequestContext,
  ): Promise<Array<{ subject: string; text: string; attachments?: Array<{ filename: string; sha256: string }> }>> {
    return (await (await request.get(api(`/dev/outbox.json?to=${encodeURIComponent(email)}`))).json()) as never;
  }

  /** The first match of `pattern` in the borrower's mail that is not among `before`, waited for. */
  async function mailed(request: APIRequestContext, pattern: RegExp, before: string[] = []): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(async () => {
        found = (await outbox(request)).map((message) => message.text.match(pattern)?.[0]).find((match) => match !== undefined && !before.includes(match));
        return found;
      })
      .toBeDefined();
    return found!;
  }

  /** Signed in through the API with the mailed code, the session put in the page's storage before its first load. */
  async function signInOn(page: Page, request: APIRequestContext): Promise<void> {
    const deviceId = randomBytes(24).toString('base64url');
    const earlier = (await outbox(request)).map((message) => message.text.match(/\b\d{6}\b/)?.[0]).filter((code): code is string => code !== undefined);
    const answer = await call<{ challengeId?: string; session?: { accessToken: string; userCredential: string } }>(request, signIn, {
      email,
      password,
      portfolioId,
      deviceId,
    });
    const session =
      answer.session ??
      (await call<{ accessToken: string; userCredential: string }>(request, verifyLoginCode, {
        challengeId: answer.challengeId!,
        code: await mailed(request, /\b\d{6}\b/, earlier),
        deviceId,
        rememberDevice: false,
      }));
    await holdSession(page, session, deviceId);
  }

  /** An operator's command, as `npm run ops` sends it to the server that holds the embedded database (/dev/ops). */
  async function ops<T = unknown>(request: APIRequestContext, command: Record<string, unknown>): Promise<T> {
    const body = (await (await request.post(api('/dev/ops'), { data: command })).json()) as { ok: boolean; result?: T; error?: string };
    if (!body.ok) throw new Error(`ops ${String(command.command)} refused: ${body.error}`);
    return body.result as T;
  }

  return { port, host, dataDir, page: (path: string) => `http://${host}${path}`, start, stop, call, outbox, mailed, signInOn, ops };
}
