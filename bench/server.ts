// Starts the real server (as `npm start` does, minus the build) on a free port with a fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function listenOnce(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

// BENCH_PORTS=8700-8749 keeps every port the benches open in that range (a machine shared by several
// developers gives each a range); without it the system picks one.
let nextInRange = 0;
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) {
    const port = await listenOnce(0);
    if (port === undefined) throw new Error('no port');
    return port;
  }
  const [from, to] = [Number(range[1]), Number(range[2])];
  // Round-robin through the range, so a port just handed out (and not yet listened on) is not given twice.
  for (let tried = 0; tried <= to - from; tried += 1) {
    const port = from + ((nextInRange + tried) % (to - from + 1));
    if ((await listenOnce(port)) !== undefined) {
      nextInRange = port - from + 1;
      return port;
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${from}-${to}`);
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // Up to about five minutes: a server starting on a machine shared by many takes its time.
  for (let attempt = 0; attempt < 1500; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export type RunningServer = { origin: string; port: number; pid: number; stop: () => Promise<void> };

export type ServerOptions = {
  /** The build to serve (default: the server's own default, dist/). */
  staticDir?: string;
  /** Another checkout's server. */
  cwd?: string;
  /** false starts it as `npm start` does, with the demo borrowers and /dev/outbox (default true). */
  production?: boolean;
  /** More environment, e.g. limits a measurement must not run into. */
  env?: Record<string, string>;
};

export async function startServer({ staticDir, cwd, production = true, env = {} }: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'borrower-bench-'));
  // BENCH_SERVER_CPU_PROF=<dir> profiles the server (a .cpuprofile per process, written when it stops).
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: production ? 'production' : 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      // Production refuses to start without a data key; the bench's database is thrown away, so is its key.
      DATA_KEY: process.env.DATA_KEY ?? randomBytes(32).toString('base64'),
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
      ...env,
    },
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, child);
  } catch (error) {
    // A server that never became healthy leaves neither a process nor a database behind.
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `http://localhost:${port}`,
    port,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Linux's USER_HZ: the unit of /proc's CPU times (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU seconds a process has used so far (user and system), from /proc: what a request costs, however busy the machine. */
export function cpuSecondsOf(pid: number): number {
  // Fields after the command's closing parenthesis: state is 3rd, utime the 14th and stime the 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}
