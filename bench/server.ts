// Starts the real server (as `npm start` does, minus the build) on a free port with a fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
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
