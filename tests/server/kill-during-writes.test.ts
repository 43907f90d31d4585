// The fault test of issue 17: the server killed (SIGKILL, no shutdown) while it answers writes, then started
// again on the same data directory: every write it acknowledged is there. The writes are new borrowers asking
// for their create-account link (a link row and its e-mail in one transaction), many at once; and payments on the
// demo loans being repaid (a ledger row under an idempotency key, the loan replayed) with the two demo agreements
// signed among them (the signature, its audit row and the signed PDF).
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { getConsentTemplate, type ConsentTemplate } from '#src/api/contract/consent.ts';
import { sendCreateAccountEmail, signIn, verifyLoginCode, type Session } from '#src/api/contract/customer.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { getPaymentOption } from '#src/api/contract/disbursement.ts';
import { listRepaymentLoan } from '#src/api/contract/loan.ts';
import { getLoanDetails, payFixedAmount, type LoanDetails, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { getSignatureStatus, sendLoanAgreement, signLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { testDriver } from './support/test-database.ts';
import { listeningPort, PROCESS_TEST, startServer } from './support/server-process.ts';

const PORTFOLIO = 110;
/** Writes on their way at any moment, and how many are acknowledged before the kill. */
const AT_ONCE = 8;
const KILL_AFTER = 40;

function serverOn(dataDir: string) {
  // Development keeps mail in the outbox (/dev/outbox.json), where the acknowledged links are looked for.
  return startServer({
    NODE_ENV: 'development',
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-build'),
    PASSWORD_HASH_LOG_N: '14',
    RATE_LIMIT_MAX: '100000',
    ACCOUNT_ADDRESS_LIMIT: '100000',
  });
}

const api = (port: string) => ({
  async get<T>(path: string): Promise<T> {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `p${PORTFOLIO}.localhost:${port}` } });
    return ((await response.json()) as { data: T }).data;
  },
  async post(path: string, body: object): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { host: `p${PORTFOLIO}.localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { code: number }).code;
  },
});

type Envelope<T> = { code: number; message: string; data: T };

/** A call to the running server, as the app on the brand's host makes it. */
async function callOn<T>(
  port: string,
  portfolioId: number,
  definition: CallDefinition,
  input: object,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const host = `p${portfolioId}.localhost:${port}`;
  const url = `http://127.0.0.1:${port}${definition.path}`;
  const response =
    definition.method === 'GET'
      ? await fetch(`${url}?${new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)]))}`, { headers: { host, ...headers } })
      : await fetch(url, { method: 'POST', headers: { host, 'content-type': 'application/json', ...headers }, body: JSON.stringify(input) });
  return (await response.json()) as Envelope<T>;
}

async function dataOn<T>(port: string, portfolioId: number, definition: CallDefinition, input: object, headers: Record<string, string> = {}): Promise<T> {
  const answer = await callOn<T>(port, portfolioId, definition, input, headers);
  if (answer.code !== 1) throw new Error(`${definition.path} answered ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A demo customer signed in with the code the development outbox shows. */
async function signedInOn(port: string, portfolioId: number, email: string): Promise<Record<string, string>> {
  const deviceId = `device-${randomUUID()}`;
  const challenge = await dataOn<{ challengeId: string }>(port, portfolioId, signIn, { email, password: DEMO_PASSWORD, portfolioId, deviceId });
  const mails = (await (await fetch(`http://127.0.0.1:${port}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
  const code = /^(\d{6})$/m.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code for ${email}`);
  const session = await dataOn<Session>(port, portfolioId, verifyLoginCode, { challengeId: challenge.challengeId, code, deviceId, rememberDevice: false });
  return { 'access-token': session.accessToken, 'user-credential': session.userCredential };
}

describe.skipIf(testDriver() === 'postgres')('killed during writes', () => {
  it('loses nothing it acknowledged: after SIGKILL and a restart every acknowledged link is in the outbox', PROCESS_TEST, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-kill-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));

    const first = serverOn(dataDir);
    // Listened for from the start: the kill may end it before the writers have all given up.
    const firstExited = once(first, 'exit');
    const port = await listeningPort(first);
    const templates = await api(port).get<ConsentTemplate[]>(`${getConsentTemplate.path}?portfolioId=${PORTFOLIO}`);
    const consents = templates.map(({ templateCode, version }) => ({ templateCode, version, check: true }));

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const email = `killed-${next++}@example.com`;
        try {
          const code = await api(port).post(sendCreateAccountEmail.path, { email, portfolioId: PORTFOLIO, consents });
          if (code === 1) acknowledged.push(email);
        } catch {
          // A connection the kill cut: not acknowledged.
        }
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          first.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, writer));
    await firstExited;
    expect(first.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = serverOn(dataDir);
    const againPort = await listeningPort(second);
    const missing: string[] = [];
    for (const email of acknowledged) {
      const response = await fetch(`http://127.0.0.1:${againPort}/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as Array<{ links: string[] }>;
      if (!mails.some((mail) => mail.links.some((link) => link.includes('/create-account/')))) missing.push(email);
    }
    expect(missing).toEqual([]);
    second.kill('SIGTERM');
    expect((await once(second, 'exit'))[0]).toBe(0);
  });

  it('loses no payment and no signature it acknowledged: after SIGKILL and a restart each is on its loan', PROCESS_TEST, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-kill-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));

    const first = serverOn(dataDir);
    const firstExited = once(first, 'exit');
    const port = await listeningPort(first);
    // The demo loans being repaid, and the demo loans waiting for their signature, in both brands.
    const repaying = await Promise.all(
      [110, 118].map(async (portfolioId) => {
        const email = `demo-repaying@${portfolioId === 110 ? 'goldcrest' : 'bluepeak'}.example`;
        const headers = await signedInOn(port, portfolioId, email);
        const [loan] = (await dataOn<{ loans: Array<{ loanNo: string }> }>(port, portfolioId, listRepaymentLoan, {}, headers)).loans;
        const options = await dataOn<RepaymentOptions>(port, portfolioId, getPaymentOption, { purpose: 'repayment', loanNo: loan!.loanNo }, headers);
        return {
          portfolioId,
          headers,
          loanNo: loan!.loanNo,
          paymentDate: options.paymentDates[0]!,
          amountCents: Math.max(options.payFixedAmount!.minCents, 100),
        };
      }),
    );
    const signers = await Promise.all(
      [110, 118].map(async (portfolioId) => {
        const headers = await signedInOn(port, portfolioId, `demo-unsigned@${portfolioId === 110 ? 'goldcrest' : 'bluepeak'}.example`);
        const agreement = await dataOn<AgreementToSign>(port, portfolioId, sendLoanAgreement, { sessionId: `kill-test-${portfolioId}` }, headers);
        return { portfolioId, headers, agreement };
      }),
    );

    const acknowledged: Array<{ portfolioId: number; loanNo: string; headers: Record<string, string>; transactionId: string }> = [];
    const signed: typeof signers = [];
    let killed = false;
    const killWhenDone = () => {
      if (!killed && acknowledged.length >= KILL_AFTER && signed.length === signers.length) {
        killed = true;
        first.kill('SIGKILL');
      }
    };
    const payer = (loan: (typeof repaying)[number]) => async () => {
      while (!killed) {
        const input = {
          requestMode: 1,
          loanNo: loan.loanNo,
          paymentDate: loan.paymentDate,
          mode: 15000,
          amountCents: loan.amountCents,
          idempotencyKey: randomUUID(),
        };
        try {
          const answer = await callOn<{ saved: { transactionId: string | null } | null }>(port, loan.portfolioId, payFixedAmount, input, loan.headers);
          const transactionId = answer.data?.saved?.transactionId;
          if (answer.code === 1 && transactionId) acknowledged.push({ ...loan, transactionId });
        } catch {
          // A connection the kill cut: not acknowledged.
        }
        killWhenDone();
      }
    };
    const signer = async ({ portfolioId, headers, agreement }: (typeof signers)[number]) => {
      // Signed while the payments go on: the kill comes right after the last signature is acknowledged at the earliest.
      while (acknowledged.length < KILL_AFTER / 2) await new Promise((resolve) => setTimeout(resolve, 20));
      const input = {
        requestId: agreement.requestId,
        typedName: agreement.agreement.borrower.fullName,
        disclosureVersion: agreement.disclosure.version,
        consented: true,
        agreedToTerms: true,
      };
      const answer = await callOn<AgreementToSign>(port, portfolioId, signLoanAgreement, input, headers);
      if (answer.code === 1) signed.push({ portfolioId, headers, agreement });
      else throw new Error(`signing answered ${JSON.stringify(answer)}`);
    };
    await Promise.all([...repaying.flatMap((loan) => Array.from({ length: AT_ONCE / 2 }, payer(loan))), ...signers.map(signer)]);
    await firstExited;
    expect(first.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(signed).toHaveLength(2);

    const second = serverOn(dataDir);
    const againPort = await listeningPort(second);
    const missing: string[] = [];
    for (const loan of repaying) {
      // The sessions were kept: signed in before the kill, still signed in after the restart.
      const details = await dataOn<LoanDetails>(againPort, loan.portfolioId, getLoanDetails, { loanNo: loan.loanNo }, loan.headers);
      const kept = new Set(details.transactions.map((transaction) => transaction.transactionId));
      missing.push(
        ...acknowledged.filter((payment) => payment.loanNo === loan.loanNo && !kept.has(payment.transactionId)).map((payment) => payment.transactionId),
      );
    }
    expect(missing).toEqual([]);
    for (const { portfolioId, headers, agreement } of signed) {
      const status = await dataOn<{ signStatus: number; signedAt: string | null }>(
        againPort,
        portfolioId,
        getSignatureStatus,
        { requestId: agreement.requestId },
        headers,
      );
      expect(status, agreement.loanNo).toMatchObject({ signStatus: 1, signedAt: expect.any(String) });
    }
    second.kill('SIGTERM');
    expect((await once(second, 'exit'))[0]).toBe(0);
  });
});
