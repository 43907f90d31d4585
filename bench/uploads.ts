// `npm run bench:uploads`: only the upload measurement of `npm run bench` (issue 17): another call's p99
// latency idle and while ten 10 MB statements upload, on a server started as `npm start` starts it.
import { loadavg } from 'node:os';
import { describeLatencies, measureUploadLoad, UPLOAD_BENCH_ENV } from './upload-load.ts';
import { startServer } from './server.ts';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
const server = await startServer({ production: false, env: UPLOAD_BENCH_ENV, ...(process.env.BENCH_CWD ? { cwd: process.env.BENCH_CWD } : {}) });
try {
  const result = await measureUploadLoad(server.origin, server.pid);
  console.log(describeLatencies('idle                     ', result.idle));
  console.log(describeLatencies('during ten 10 MB uploads ', result.loaded));
  console.log(`p99 during uploads / idle: ${(result.loaded.p99Ms / result.idle.p99Ms).toFixed(2)}x (goal: under 2x)`);
  console.log(`uploads took ${(result.uploadsMs / 1000).toFixed(2)} s, answered ${result.answers.join(' ')}`);
  console.log(`server memory (RSS): ${result.rssBeforeMb.toFixed(0)} MB before the uploads, ${result.rssAfterMb.toFixed(0)} MB after`);
} finally {
  await server.stop();
}
console.log(`load average at end: ${load()}`);
