// `npm run bench:page`: only the /sign-in budgets (JavaScript loaded, Lighthouse), run BENCH_RUNS times
// (default 3) against a private build, with the median of each figure. The machine is shared, so one run
// says little; the median of three is what the decisions quote.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildPrivately } from './build.ts';
import { builtFiles } from './bundle.ts';
import { measurePage, type PagePerformance } from './lighthouse.ts';
import { startServer } from './server.ts';

const KB = 1024;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const path = process.env.BENCH_PATH ?? '/sign-in';

// Lighthouse scales the CPU time it observes: the machine's load belongs beside every figure.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
const distDir = buildPrivately();
const server = await startServer({ staticDir: distDir }).catch((error: unknown) => {
  rmSync(distDir, { recursive: true, force: true });
  throw error;
});
const results: PagePerformance[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const page = await measurePage(`${server.origin}${path}`);
    // Now and then Lighthouse finishes without a paint metric on this busy machine: said, not counted.
    if (Number.isNaN(page.lcpMs)) {
      console.log(`run ${run}: Lighthouse gave no result`);
      continue;
    }
    results.push(page);
    const kb = builtFiles(distDir, page.scripts).reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / KB;
    console.log(
      `run ${run}: score ${page.score}  LCP ${page.lcpMs.toFixed(0)} ms  TBT ${page.tbtMs.toFixed(0)} ms  CLS ${page.cls.toFixed(3)}  JS ${kb.toFixed(1)} KB gzip (${page.scripts.length} scripts)`,
    );
    if (process.env.BENCH_VERBOSE) for (const line of page.details) console.log(`    ${line}`);
  }
} finally {
  await server.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
if (results.length === 0) throw new Error('Lighthouse gave no result in any run');
console.log(`\nload average at end: ${load()}`);
console.log(
  `median of ${results.length}: score ${median(results.map((r) => r.score))}  LCP ${median(results.map((r) => r.lcpMs)).toFixed(0)} ms  TBT ${median(results.map((r) => r.tbtMs)).toFixed(0)} ms  CLS ${median(results.map((r) => r.cls)).toFixed(3)}`,
);
console.log('JavaScript loaded to show the page (last run):');
for (const chunk of builtFiles(distDir, results.at(-1)!.scripts)) console.log(`${(chunk.gzipBytes / KB).toFixed(1).padStart(8)} KB  ${chunk.file}`);
rmSync(distDir, { recursive: true, force: true });
