// server/main.ts as a real child process, as `npm start` runs it (minus the build): for the tests that start,
// stop and kill the server itself.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { onTestFinished } from 'vitest';

/** Production refuses to start without a data key (decision 0501); any fixed 32 bytes do here. */
export const TEST_DATA_KEY = Buffer.alloc(32, 1).toString('base64');

/**
 * A child process compiles the server on start (tsx) and may derive a production-cost password hash: on a busy
 * machine that alone took over the default 30 s. Patience, not a measure of speed (npm run bench).
 */
export const PROCESS_TEST = { timeout: 120_000 };

export type ServerProcess = ChildProcessWithoutNullStreams & { output: () => string };

/** Starts the server with these settings over the test's own (production, info logs, a data key); killed when the test ends. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_KEY: TEST_DATA_KEY, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return Object.assign(child, { output: () => output });
}

/** Resolves with the first match of the pattern in what the process prints. */
export function waitForOutput(child: ServerProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = child.output().match(pattern);
      if (match) resolve(match);
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing ${pattern}:\n${child.output()}`)));
    check();
  });
}

/** The port a started server listens on, once it says so. */
export async function listeningPort(child: ServerProcess): Promise<string> {
  const [, port] = await waitForOutput(child, /Borrower app and API on http:\/\/localhost:(\d+)/);
  return port!;
}
