// The realtime channel's budgets (issue 12), a section of `npm run bench` and all of `npm run bench:realtime`.
// - 10,000 idle sockets on one server instance, each sending its heartbeat and answered: the server's
//   memory per socket is reported (its resident set before and after, read from /proc).
// - Two instances sharing PostgreSQL: a message published by one (in this process) reaches a socket held by
//   the other (a server process) within 100 ms at the 99th percentile. Needs PostgreSQL on 127.0.0.1:5432
//   (or BENCH_DATABASE_URL); without it that part is reported as skipped.
// Prints every figure and hands each budget to the caller's `budget` (ok or OVER).
import { randomUUID } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { HEARTBEAT_INTERVAL_MS, REALTIME_SYSTEM_CODE, realtimeUrlPath } from '#src/api/contract/realtime.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { startServer, type RunningServer } from './server.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const MESSAGES = 500;
const ORIGIN = 'http://p110.localhost';
/** Every socket comes from this one machine: the per-address bound (decision 0212, 50 by default) would refuse all
 * but the first few with 429, so the servers measured here allow them all, and no more. */
const BENCH_SERVER_ENV = { REALTIME_SOCKETS_PER_ADDRESS: String(SOCKETS + 1_000) };

/** Where a measured figure is judged against its limit (at most): the runner's own verdicts. */
export type Budget = (label: string, value: number, limit: number, unit: string) => void;

const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const sessionId = () => randomUUID();
const socketUrl = (server: RunningServer, session: string) => `ws://127.0.0.1:${server.port}${realtimeUrlPath(REALTIME_SYSTEM_CODE, session)}`;

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin: ORIGIN });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function openMany(server: RunningServer, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  // A few hundred handshakes at a time: a burst of 10,000 would only measure the accept queue.
  for (let start = 0; start < count; start += 250) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(250, count - start) }, () => open(socketUrl(server, sessionId()))))));
  }
  return sockets;
}

/** Every socket pings once, as the client does every 30 s; resolves when every pong is back. */
async function heartbeatRound(sockets: WebSocket[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('message', () => resolve());
          socket.send(JSON.stringify({ type: 'ping' }));
        }),
    ),
  );
  return performance.now() - started;
}

/** On PostgreSQL when there is one: the embedded database's own heap moves the resident set by more than the sockets do. */
async function idleSockets(databaseUrl: string | undefined, budget: Budget): Promise<void> {
  console.log(
    `\n== ${SOCKETS} idle sockets on one instance (heartbeat every ${HEARTBEAT_INTERVAL_MS / 1000} s, ${databaseUrl ? 'PostgreSQL' : 'embedded database'})`,
  );
  const server = await startServer({ production: false, env: { ...BENCH_SERVER_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
  try {
    // A first few sockets and a settled heap, so the baseline is the server at rest with the channel in use.
    const warm = await openMany(server, 100);
    await heartbeatRound(warm);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const before = residentBytes(server.pid);
    const sockets = await openMany(server, SOCKETS);
    const roundMs = await heartbeatRound(sockets);
    const after = residentBytes(server.pid);
    const perSocket = (after - before) / SOCKETS;
    console.log(
      `server resident set ${(before / 2 ** 20).toFixed(0)} MB -> ${(after / 2 ** 20).toFixed(0)} MB: ${(perSocket / 1024).toFixed(1)} KB per socket`,
    );
    console.log(`one heartbeat round of ${SOCKETS} pings answered in ${roundMs.toFixed(0)} ms`);
    budget(`one heartbeat round of ${SOCKETS} sockets, every pong back`, roundMs, HEARTBEAT_INTERVAL_MS, 'ms');
    for (const socket of [...warm, ...sockets]) socket.terminate();
  } finally {
    await server.stop();
  }
}

async function crossInstance(database: { url: string }, budget: Budget): Promise<void> {
  console.log(`\n== A message published on one instance reaching a socket on another (PostgreSQL LISTEN/NOTIFY), ${MESSAGES} messages`);
  const holder = await startServer({ production: false, env: { ...BENCH_SERVER_ENV, DATABASE_URL: database.url } });
  const dataDir = mkdtempSync(join(tmpdir(), 'borrower-bench-publisher-'));
  const publisher = await buildApp(loadConfig({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' }));
  try {
    const session = sessionId();
    const socket = await open(socketUrl(holder, session));
    const latencies: number[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      const ticket = `BENCH-${index}`;
      const arrived = new Promise<void>((resolve) => {
        const listener = (data: Buffer) => {
          if (String(data).includes(ticket)) {
            socket.off('message', listener);
            resolve();
          }
        };
        socket.on('message', listener);
      });
      const started = performance.now();
      await publisher.realtime.publish(session, { ticket, signStatus: 1 });
      await arrived;
      latencies.push(performance.now() - started);
    }
    socket.terminate();
    latencies.sort((a, b) => a - b);
    const at = (quantile: number) => latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))]!;
    console.log(`p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
    budget('published on one instance to a socket on the other, p99', at(0.99), 100, 'ms');
  } finally {
    await publisher.close();
    await holder.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both parts on a PostgreSQL database made for the run (the embedded database and no second instance without one). */
export async function realtimeSection(budget: Budget): Promise<void> {
  const database = await throwawayPostgres('bench_realtime');
  try {
    await idleSockets(database?.url, budget);
    if (database) await crossInstance(database, budget);
    else console.log('\nskipped the two instances: no PostgreSQL answers on 127.0.0.1:5432 (set BENCH_DATABASE_URL)');
  } finally {
    await database?.drop();
  }
}
