// `npm run bench:payments`: issue 13's budgets, on PostgreSQL (decision 0730).
// - A payment call beside a bare Fastify route: pay-fixed-amount previewed (request mode 0) and saved (mode 1, a
//   fresh idempotency key each time), one request at a time over HTTP, against a route answering {code:1} to the
//   same body on the same machine. Budget: the call's throughput at least 0.3x the bare route's, i.e. its p50
//   latency at most 1/0.3 = 3.3 times the bare p50.
// - 1,000 saves fired at once on 100 loans (10 a loan: intents sent 4, 3, 1, 1 and 1 times with their key), then
//   the database checked: no double charge (one payment row per idempotency key), no lost payment (every success
//   answered has its row, every intent answered success), each loan's balance equal to its replay. A request whose
//   connection failed before any answer (the listen backlog of 511 overflows when 1,000 connections open at once, and
//   the kernel resets some while a loaded process is slow to accept them) is sent again with the same key, as the
//   app's client does (decision 0740): counted and printed, never an HTTP answer, which is reported as it came.
// The server is a real buildApp (server/app.ts) on a throwaway PostgreSQL database, listening on 127.0.0.1, with
// borrowers signed up through the real calls and the demo repaying loan booked for each (bookRepayingLoan).
// Needs PostgreSQL on 127.0.0.1:5432 (or BENCH_DATABASE_URL); without it everything is reported as skipped.
// Prints every figure, marks each budget ok or OVER, and exits 1 when a budget is over or money went wrong.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { getConsentTemplate } from '#src/api/contract/consent.ts';
import { createAccount, sendCreateAccountEmail, type Session } from '#src/api/contract/customer.ts';
import { getPaymentOption } from '#src/api/contract/disbursement.ts';
import { payFixedAmount } from '#src/api/contract/repayment.ts';
import { CHANGE_TYPE, PAYMENT_MODE, TRANSACTION_STATUS, TRANSACTION_TYPE } from '#src/domain/codes/payment.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { customer, loan, loanPayment, paymentIdempotency } from '#server/db/schema.ts';
import { ledgerOf, replayOf } from '#server/repayment/ledger.ts';
import { bookRepayingLoan } from '#server/repayment/demo.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';

const PORTFOLIO = 118;
const PASSWORD = 'Lantern-Harbor-42';
const BARE_SAMPLES = Number(process.env.BENCH_BARE_SAMPLES ?? 2000);
const PREVIEW_SAMPLES = Number(process.env.BENCH_PREVIEW_SAMPLES ?? 500);
const SAVE_LOANS = 20;
const SAVES_PER_LOAN = 10;
const BURST_LOANS = 100;
/** How often each of a loan's five intents is sent in the burst: 10 requests. */
const BURST_REPEATS = [4, 3, 1, 1, 1];

const verdicts: string[] = [];
function verdict(ok: boolean, line: string): void {
  verdicts.push(`${ok ? 'ok  ' : 'OVER'} ${line}`);
  console.log(verdicts.at(-1));
}

// ---- HTTP: one keep-alive client for every call, bare or real, so both pay the same client cost ----

const agent = new Agent({ keepAlive: true });
/** An envelope as far as the bench reads it: a save's data names the payment row it wrote (or wrote before). */
type Answer = {
  status: number;
  code: number;
  data: { saved?: { transactionId: string | null } } | null;
  ms: number;
  /** The connection failed before any answer: its error code and message. */
  failure?: string;
  failureCode?: string;
};

/** A connection that failed before an answer came: nothing reached the server, or nothing came back; send it again. */
const CONNECTION_FAILURES: ReadonlySet<string> = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);
/** Tries of one request in the burst, the first included, when its connection fails before an answer. */
const CONNECTION_ATTEMPTS = 5;

function post(port: number, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const parsed = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { code?: number; data?: Answer['data'] };
          resolve({ status: res.statusCode ?? 0, code: parsed.code ?? 0, data: parsed.data ?? null, ms });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Statements sent to PostgreSQL (BEGIN and COMMIT included), counted to show what a call's time is made of. */
let statements = 0;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (sendQuery as (...args: unknown[]) => unknown).apply(this, args);
} as typeof sendQuery;

const at = (sorted: number[], quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;
type Latencies = { p50: number; p95: number; errors: number; count: number; statementsPerCall?: number };

async function oneAtATime(count: number, send: (index: number) => Promise<Answer>): Promise<Latencies> {
  const ms: number[] = [];
  let errors = 0;
  const statementsBefore = statements;
  for (let index = 0; index < count; index += 1) {
    const answer = await send(index);
    if (answer.status !== 200 || answer.code !== 1) errors += 1;
    ms.push(answer.ms);
  }
  return { ...summary(ms, errors), statementsPerCall: (statements - statementsBefore) / count };
}

function summary(ms: number[], errors: number): Latencies {
  const sorted = ms.filter(Number.isFinite).sort((a, b) => a - b);
  return { p50: at(sorted, 0.5), p95: at(sorted, 0.95), errors, count: ms.length };
}

const describe = (name: string, l: Latencies) =>
  `p50 ${l.p50.toFixed(2).padStart(6)} ms  p95 ${l.p95.toFixed(2).padStart(6)} ms  ${(l.statementsPerCall ?? 0).toFixed(1).padStart(4)} SQL statements a call  ${l.count} requests, ${l.errors} not code 1  ${name}`;

// ---- The server and its borrowers ----

async function startApp(databaseUrl: string, dataDir: string): Promise<{ app: FastifyInstance; port: number }> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-build'),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_KEY: randomBytes(32).toString('base64'),
    // Limits a load from one address must not run into; the cheapest password hash allowed; no background jobs.
    RATE_LIMIT_MAX: '100000000',
    ACCOUNT_ADDRESS_LIMIT: '1000000',
    PASSWORD_HASH_LOG_N: '14',
    JOB_POLL_INTERVAL_MS: '0',
    FUNDING_COMPLETES_AFTER_MS: '0',
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

type Borrower = { headers: Record<string, string>; customerId: string; loanNo: string; loanId: string };

async function ok<T>(app: FastifyInstance, definition: CallDefinition, input: object, headers: Record<string, string> = {}): Promise<T> {
  const reply =
    definition.method === 'GET'
      ? await app.inject({ method: 'GET', url: `${definition.path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`, headers })
      : await app.inject({ method: 'POST', url: definition.path, payload: input, headers });
  const body = reply.json<{ code: number; data: T }>();
  if (body.code !== 1) throw new Error(`${definition.path} answered ${reply.statusCode} ${reply.body}`);
  return body.data;
}

/** A borrower signed up as one signs up (the e-mailed link from the development outbox), with the demo repaying loan. */
async function repayingBorrower(app: FastifyInstance, email: string, consents: object[]): Promise<Borrower> {
  await ok(app, sendCreateAccountEmail, { email, portfolioId: PORTFOLIO, consents });
  const [mail] = (await app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(email)}` }).then((reply) => reply.json())) as Array<{ text: string }>;
  const resource = /\/create-account\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const { session } = await ok<{ session: Session }>(app, createAccount, {
    resource,
    password: PASSWORD,
    deviceId: `device-${randomBytes(8).toString('hex')}`,
  });
  const [holder] = await app.database.orm.select({ id: customer.id }).from(customer).where(eq(customer.email, email));
  const booked = await app.database.orm.transaction((tx) =>
    bookRepayingLoan(tx, { customerId: holder!.id, portfolioId: PORTFOLIO, ssnLast4: '6789', dateOfBirth: '1988-04-12', now: new Date() }),
  );
  return {
    headers: { 'access-token': session.accessToken, 'user-credential': session.userCredential },
    customerId: holder!.id,
    loanNo: booked!.loan.loanNo,
    loanId: booked!.loan.id,
  };
}

async function repayingBorrowers(app: FastifyInstance, count: number, tag: string): Promise<Borrower[]> {
  const templates = await ok<Array<{ templateCode: string; version: string }>>(app, getConsentTemplate, { portfolioId: PORTFOLIO });
  const consents = templates.map(({ templateCode, version }) => ({ templateCode, version, check: true }));
  const borrowers: Borrower[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => repayingBorrower(app, `bench-${tag}-${start + i}@example.com`, consents));
    borrowers.push(...(await Promise.all(batch)));
  }
  return borrowers;
}

// ---- 1. pay-fixed-amount beside a bare Fastify route ----

async function paymentCallBesideBare(app: FastifyInstance, port: number): Promise<void> {
  console.log(`== pay-fixed-amount beside a bare Fastify route, one request at a time over HTTP (PostgreSQL)`);
  const borrowers = await repayingBorrowers(app, SAVE_LOANS, 'single');
  const options = await ok<{ paymentDates: string[] }>(app, getPaymentOption, { purpose: 'repayment', loanNo: borrowers[0]!.loanNo }, borrowers[0]!.headers);
  const paymentDate = options.paymentDates[0]!;
  const body = (who: Borrower, requestMode: 0 | 1) => ({
    requestMode,
    loanNo: who.loanNo,
    paymentDate,
    mode: PAYMENT_MODE.ach,
    amountCents: 1_000,
    ...(requestMode === 1 ? { idempotencyKey: randomUUID() } : {}),
  });

  const bare = Fastify();
  bare.post('/bare', async () => ({ code: 1 }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;
  try {
    const bareCall = (index: number) => post(barePort, '/bare', body(borrowers[index % SAVE_LOANS]!, 0));
    const preview = (index: number) => {
      const who = borrowers[index % SAVE_LOANS]!;
      return post(port, payFixedAmount.path, body(who, 0), who.headers);
    };
    // Each loan saved in turn, $10.00 each time: every save finds a ledger of about the same length.
    const save = (index: number) => {
      const who = borrowers[index % SAVE_LOANS]!;
      return post(port, payFixedAmount.path, body(who, 1), who.headers);
    };
    await oneAtATime(500, bareCall);
    await oneAtATime(100, preview);
    const bareLatency = await oneAtATime(BARE_SAMPLES, bareCall);
    const previewLatency = await oneAtATime(PREVIEW_SAMPLES, preview);
    const saveLatency = await oneAtATime(SAVE_LOANS * SAVES_PER_LOAN, save);
    console.log(describe('bare Fastify POST answering {code:1}', bareLatency));
    console.log(describe('pay-fixed-amount preview (mode 0)', previewLatency));
    console.log(describe(`pay-fixed-amount save (mode 1, new key each, ${SAVE_LOANS} loans)`, saveLatency));
    for (const [name, latency] of [
      ['preview', previewLatency],
      ['save', saveLatency],
    ] as const) {
      const ratio = bareLatency.p50 / latency.p50;
      verdict(
        ratio >= 0.3 && latency.errors === 0,
        `pay-fixed-amount ${name}, throughput at p50 beside bare Fastify: ${ratio.toFixed(3)}x (p50 ${(latency.p50 / bareLatency.p50).toFixed(1)} times bare; at least 0.3x, at most 3.3 times)${latency.errors ? `, ${latency.errors} not answered code 1` : ''}`,
      );
    }
  } finally {
    await bare.close();
  }
}

// ---- 2. 1,000 saves at once on 100 loans ----

type Sent = { borrower: Borrower; key: string; amountCents: number; answer?: Answer; attempts?: number };

const failureOf = (error: unknown, started: number): Answer => {
  const code = (error as { code?: string }).code ?? '';
  return {
    status: 0,
    code: 0,
    data: null,
    ms: performance.now() - started,
    failure: error instanceof Error ? `${code} ${error.message}`.trim() : String(error),
    failureCode: code,
  };
};

/**
 * One save of the burst as the app's client sends it: a connection that failed before any answer is sent again with
 * the same key and body, after a short pause, up to CONNECTION_ATTEMPTS tries; an HTTP answer is kept as it came.
 * The latency counts from the first try.
 */
async function sendSave(port: number, one: Sent, body: object, failures: string[]): Promise<void> {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const answer = await post(port, payFixedAmount.path, body, one.borrower.headers).catch((error: unknown) => failureOf(error, started));
    one.attempts = attempt;
    if (answer.failure === undefined || attempt === CONNECTION_ATTEMPTS || !CONNECTION_FAILURES.has(answer.failureCode ?? '')) {
      one.answer = { ...answer, ms: performance.now() - started };
      return;
    }
    failures.push(answer.failure);
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

async function burst(app: FastifyInstance, port: number): Promise<void> {
  const requests = BURST_LOANS * BURST_REPEATS.reduce((sum, n) => sum + n, 0);
  console.log(`\n== ${requests} pay-fixed-amount saves at once on ${BURST_LOANS} loans (intents sent ${BURST_REPEATS.join(', ')} times a loan)`);
  const borrowers = await repayingBorrowers(app, BURST_LOANS, 'burst');
  const options = await ok<{ paymentDates: string[] }>(app, getPaymentOption, { purpose: 'repayment', loanNo: borrowers[0]!.loanNo }, borrowers[0]!.headers);
  const paymentDate = options.paymentDates[0]!;

  const sent: Sent[] = [];
  for (const borrower of borrowers) {
    BURST_REPEATS.forEach((times, intent) => {
      const key = randomUUID();
      for (let n = 0; n < times; n += 1) sent.push({ borrower, key, amountCents: 1_000 + 100 * intent });
    });
  }
  // Shuffled, so repeats of one key arrive apart as well as together.
  for (let i = sent.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [sent[i], sent[j]] = [sent[j]!, sent[i]!];
  }
  // What reached the server: the connections it accepted and the requests it read, beside what the client sent.
  const reached = { connections: 0, requests: 0 };
  const onConnection = () => (reached.connections += 1);
  const onRequest = () => (reached.requests += 1);
  app.server.on('connection', onConnection);
  app.server.on('request', onRequest);
  const connectionFailures: string[] = [];
  const started = performance.now();
  await Promise.all(
    sent.map((one) => {
      const body = { requestMode: 1, loanNo: one.borrower.loanNo, paymentDate, mode: PAYMENT_MODE.ach, amountCents: one.amountCents, idempotencyKey: one.key };
      return sendSave(port, one, body, connectionFailures);
    }),
  );
  const wallMs = performance.now() - started;
  app.server.off('connection', onConnection);
  app.server.off('request', onRequest);

  // What the answers say: per intent (key), the payment rows its successes name.
  const paymentOf = (answer: Answer) => String(answer.data?.saved?.transactionId);
  const succeeded = sent.filter((one) => one.answer!.status === 200 && one.answer!.code === 1);
  const intents = new Set(sent.map((one) => one.key));
  const answered = new Map<string, Set<string>>();
  for (const one of succeeded) answered.set(one.key, (answered.get(one.key) ?? new Set()).add(paymentOf(one.answer!)));

  // What the database says: the payment rows on these loans since they were booked, and the keys kept.
  const db = app.database.orm;
  const rows = await db
    .select({ id: loanPayment.id })
    .from(loanPayment)
    .where(
      and(
        inArray(
          loanPayment.loanId,
          borrowers.map((one) => one.loanId),
        ),
        eq(loanPayment.changeType, CHANGE_TYPE.payFixedAmount),
        eq(loanPayment.status, TRANSACTION_STATUS.pending),
      ),
    );
  const rowIds = new Set(rows.map((row) => row.id));
  const kept = await db
    .select()
    .from(paymentIdempotency)
    .where(
      inArray(
        paymentIdempotency.customerId,
        borrowers.map((one) => one.customerId),
      ),
    );
  const keptPayment = new Map(kept.map((row) => [row.idempotencyKey, String((row.answer as Answer['data'])?.saved?.transactionId)]));
  // A double charge: an intent answered with two different payments, or a payment row no kept key names.
  const keyedRows = new Set([...keptPayment.values()].filter((id) => rowIds.has(id)));
  const duplicates = [...answered.values()].reduce((sum, ids) => sum + ids.size - 1, 0) + (rows.length - keyedRows.size);
  // A lost payment: a success answered whose row is missing (or is not its key's), or an intent never answered success.
  const lostAnswers = succeeded.filter((one) => !rowIds.has(paymentOf(one.answer!)) || keptPayment.get(one.key) !== paymentOf(one.answer!));
  const lost = lostAnswers.length + (intents.size - answered.size);

  let inconsistent = 0;
  for (const borrower of borrowers) {
    const [row] = await db.select().from(loan).where(eq(loan.id, borrower.loanId));
    const replayed = replayOf(await ledgerOf(db, row!)).balance.principal;
    const principalPaid = await db
      .select({ principal: loanPayment.principalCents, status: loanPayment.status })
      .from(loanPayment)
      .where(and(eq(loanPayment.loanId, borrower.loanId), eq(loanPayment.type, TRANSACTION_TYPE.debit)));
    const fromRows =
      row!.principalCents - principalPaid.filter((one) => one.status !== TRANSACTION_STATUS.rejected).reduce((sum, one) => sum + one.principal, 0);
    if (row!.balanceCents !== replayed || row!.balanceCents !== fromRows) inconsistent += 1;
  }

  const latency = summary(
    sent.map((one) => one.answer!.ms),
    sent.length - succeeded.length,
  );
  console.log(
    `requests ${sent.length}, distinct intents ${intents.size}; answered success ${succeeded.length} (intents ${answered.size}), not success ${sent.length - succeeded.length}`,
  );
  // What the answers that were not a success were: an HTTP status and result code, or the connection's failure.
  const notSuccess = new Map<string, number>();
  for (const one of sent.filter((item) => !succeeded.includes(item))) {
    const what = one.answer!.failure ?? `HTTP ${one.answer!.status} code ${one.answer!.code}`;
    notSuccess.set(what, (notSuccess.get(what) ?? 0) + 1);
  }
  if (notSuccess.size > 0) console.log(`not success: ${[...notSuccess].map(([what, n]) => `${n} x ${what}`).join('; ')}`);
  // Connections that failed before any answer, sent again with their key: what the kernel refused, not the server.
  const retried = new Map<string, number>();
  for (const what of connectionFailures) retried.set(what, (retried.get(what) ?? 0) + 1);
  console.log(
    `connections failed before an answer and sent again with their key: ${connectionFailures.length}` +
      `${retried.size > 0 ? ` (${[...retried].map(([what, n]) => `${n} x ${what}`).join('; ')})` : ''}, requests retried ${sent.filter((one) => (one.attempts ?? 1) > 1).length};` +
      ` the server accepted ${reached.connections} connections and read ${reached.requests} requests`,
  );
  console.log(`payment rows written ${rows.length}, idempotency keys kept ${kept.length}, double charges ${duplicates}, lost payments ${lost}`);
  console.log(`loans whose balance differs from the replay (or from its payment rows) ${inconsistent} of ${borrowers.length}`);
  console.log(
    `wall time ${(wallMs / 1000).toFixed(2)} s (${Math.round(sent.length / (wallMs / 1000))} req/s); per request p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms`,
  );
  verdict(duplicates === 0, `double charges in ${sent.length} concurrent saves: ${duplicates} (must be 0)`);
  verdict(lost === 0, `lost payments in ${sent.length} concurrent saves: ${lost} (must be 0)`);
  verdict(inconsistent === 0, `loans whose balance is not their replay: ${inconsistent} (must be 0)`);
}

console.log(
  `load average at start: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
const database = await throwawayPostgres('bench_payments');
if (!database) {
  console.log('skipped: no PostgreSQL answers on 127.0.0.1:5432 (set BENCH_DATABASE_URL)');
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'borrower-bench-payments-'));
try {
  const { app, port } = await startApp(database.url, dataDir);
  try {
    await paymentCallBesideBare(app, port);
    await burst(app, port);
  } finally {
    agent.destroy();
    await app.close();
  }
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${verdicts.filter((line) => line.startsWith('OVER')).length} over budget of ${verdicts.length}`);
process.exit(verdicts.some((line) => line.startsWith('OVER')) ? 1 : 0);
