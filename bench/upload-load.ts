// Does a bank-statement upload hold up everyone else (issue 17)? The p99 latency of one borrower's
// ordinary call (a database read), on an idle server and then while ten 10 MB statements upload at once.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { BANK_STATEMENT_MAX_BYTES, uploadBankStatement } from '#src/api/contract/application.ts';
import { signIn, verifyLoginCode } from '#src/api/contract/customer.ts';

/** The demo borrower `npm start` seeds outside production (docs/demo-data.md). */
const DEMO = { email: 'demo@bluepeak.example', password: 'Demo-Borrower-2026', portfolioId: 118 };
const DEVICE = 'device-bench-uploads-0001';
const UPLOADS = 10;
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3_000);

/**
 * For the server measured: the per-borrower statement caps lifted (one demo borrower sends all ten), so the
 * measurement meets the cost of ten uploads rather than the caps. Start it with production: false (the demo borrower).
 */
export const UPLOAD_BENCH_ENV: Record<string, string> = {
  STATEMENTS_PER_APPLICATION: '1000',
  STATEMENT_BYTES_PER_DAY: String(1024 * 1024 * 1024),
};

export type UploadLoad = {
  idle: Latencies;
  loaded: Latencies;
  uploadsMs: number;
  /** The result code of each upload (1 = stored). */
  answers: number[];
  rssBeforeMb: number;
  rssAfterMb: number;
};

export type Latencies = { samples: number; p50Ms: number; p99Ms: number; maxMs: number; failures: string[] };

type Envelope = { code: number; message: string; data: unknown };

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope> {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope;
}

/** Signs the demo borrower in through the e-mailed code, as a browser would; answers its headers. */
async function signInDemo(origin: string): Promise<Record<string, string>> {
  const challenge = await post(origin, signIn.path, { ...DEMO, deviceId: DEVICE });
  const { challengeId } = challenge.data as { challengeId: string };
  const mail = (await (await fetch(`${origin}/dev/outbox.json?to=${encodeURIComponent(DEMO.email)}`)).json()) as Array<{ text: string }>;
  const code = /^(\d{6})$/m.exec(mail[0]?.text ?? '')?.[1];
  if (!code) throw new Error('no login code in the outbox');
  const session = await post(origin, verifyLoginCode.path, { challengeId, code, deviceId: DEVICE, rememberDevice: false });
  const { accessToken, userCredential } = session.data as { accessToken: string; userCredential: string };
  return { 'access-token': accessToken, 'user-credential': userCredential };
}

/** A 10 MB PDF (the largest taken) in the request body the web app sends. */
function uploadBody(): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  const content = Buffer.concat([head, Buffer.alloc(BANK_STATEMENT_MAX_BYTES - head.length, 0x20)]);
  return Buffer.from(JSON.stringify({ fileName: 'statement.pdf', contentType: 'application/pdf', contentBase64: content.toString('base64') }));
}

/**
 * Sends a prepared body with node:http: written to the socket as it drains, where fetch would first turn
 * it into a stream of its own. Answers the envelope's code, 0 when the connection failed.
 */
function postBuffer(url: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve((JSON.parse(Buffer.concat(chunks).toString()) as Envelope).code);
        } catch {
          resolve(0);
        }
      });
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

function summarise({ latencies, failures }: { latencies: number[]; failures: string[] }): Latencies {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return { samples: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? Number.NaN, failures };
}

/** One call after another until `until` says stop: each one's latency, and the calls that failed. */
async function probe(url: string, until: () => boolean): Promise<{ latencies: number[]; failures: string[] }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  while (!until()) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) failures.push(`HTTP ${response.status}`);
      else latencies.push(performance.now() - started);
    } catch (error) {
      failures.push(String((error as { cause?: unknown }).cause ?? error));
    }
  }
  return { latencies, failures };
}

function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export async function measureUploadLoad(origin: string, serverPid: number): Promise<UploadLoad> {
  const headers = { 'content-type': 'application/json', ...(await signInDemo(origin)) };
  const probeUrl = `${origin}/dolphin-config/get-portfolio?portfolioId=118`;
  const body = uploadBody();

  // Warm: the route and the probe have run once before anything is timed.
  await probe(
    probeUrl,
    (
      (count) => () =>
        count++ >= 200
    )(0),
  );
  const idleEnd = performance.now() + IDLE_MS;
  const idle = summarise(await probe(probeUrl, () => performance.now() >= idleEnd));

  const rssBeforeMb = rssMb(serverPid);
  let running = true;
  const started = performance.now();
  const uploads = Promise.all(Array.from({ length: UPLOADS }, () => postBuffer(`${origin}${uploadBankStatement.path}`, headers, body))).finally(() => {
    running = false;
  });
  const [answers, loaded] = await Promise.all([uploads, probe(probeUrl, () => !running)]);
  const uploadsMs = performance.now() - started;
  return { idle, loaded: summarise(loaded), uploadsMs, answers, rssBeforeMb, rssAfterMb: rssMb(serverPid) };
}

export function describeLatencies(label: string, { samples, p50Ms, p99Ms, maxMs, failures }: Latencies): string {
  const failed = failures.length > 0 ? `, ${failures.length} failed: ${[...new Set(failures)].join('; ')}` : '';
  return `${label}: p50 ${p50Ms.toFixed(1)} ms  p99 ${p99Ms.toFixed(1)} ms  max ${maxMs.toFixed(1)} ms  (${samples} calls${failed})`;
}
