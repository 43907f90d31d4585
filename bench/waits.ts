// `npm run bench:waits`: only what a borrower waits for (issue 18, defect 11) of `npm run bench`: "Sign in" to
// the login-code page and the provider's last page back to the status page, BENCH_RUNS times each (default 3),
// medians printed with the server's part (Server-Timing) beside them. A private build, served as `npm start` does.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildPrivately } from './build.ts';
import { startServer } from './server.ts';
import { describeWaits, measureWaits, WAITS_BENCH_ENV } from './wait-times.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
const distDir = buildPrivately();
try {
  const server = await startServer({ staticDir: distDir, production: false, env: WAITS_BENCH_ENV });
  try {
    for (const line of describeWaits(await measureWaits(server.port, runs))) console.log(line);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(distDir, { recursive: true, force: true });
}
console.log(`load average at end: ${load()}`);
