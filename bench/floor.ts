// `node --import tsx bench/floor.ts`: the floor of issue 2's budget. Builds minimal sign-in pages from the
// binding packages alone (bench/floor/*.tsx), with the app's own Vite config, and measures each as the bench
// measures /sign-in: gzip JavaScript loaded and Lighthouse (mobile defaults) score, LCP, TBT; then the app
// itself in the same run. Pages are served pre-compressed (brotli) as our server serves the app.
// BENCH_RUNS (default 3) alternating rounds; medians printed. FLOOR_PAGES=base,chakra limits the pages;
// FLOOR_APP=0 leaves the app out.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildPrivately } from './build.ts';
import { buildPage, PAGES, serve } from './floor-pages.ts';
import { builtFiles } from './bundle.ts';
import { measurePage, type PagePerformance } from './lighthouse.ts';
import { freePort, startServer } from './server.ts';

const KB = 1024;
const wanted = process.env.FLOOR_PAGES?.split(',');
const pages = PAGES.filter((page) => !wanted || wanted.includes(page.name));
const runs = Number(process.env.BENCH_RUNS ?? 3);

type Target = { name: string; label: string; distDir: string; url: string; stop: () => Promise<void>; results: PagePerformance[] };
const targets: Target[] = [];
// Every build made, removed at the end whatever happens (a server that fails to start included).
const builds: string[] = [];
const scriptKB = (target: Target, page: PagePerformance) => builtFiles(target.distDir, page.scripts).reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / KB;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (const page of pages) {
    const distDir = await buildPage(page.name);
    builds.push(distDir);
    const port = await freePort();
    const server = await serve(distDir, `${page.name}.html`, port);
    targets.push({ ...page, distDir, url: `http://localhost:${port}/sign-in`, stop: () => new Promise((done) => server.close(() => done())), results: [] });
  }
  if (process.env.FLOOR_APP !== '0') {
    const distDir = buildPrivately();
    builds.push(distDir);
    const server = await startServer({ staticDir: distDir });
    targets.push({ name: 'app', label: 'the app today (npm run build, our server)', distDir, url: `${server.origin}/sign-in`, stop: server.stop, results: [] });
  }

  for (let run = 1; run <= runs; run += 1) {
    for (const target of targets) {
      const page = await measurePage(target.url);
      if (Number.isNaN(page.lcpMs)) {
        console.log(`run ${run} ${target.name}: Lighthouse gave no result`);
        continue;
      }
      target.results.push(page);
      console.log(
        `run ${run} ${target.name.padEnd(14)} score ${page.score}  LCP ${page.lcpMs.toFixed(0)} ms  TBT ${page.tbtMs.toFixed(0)} ms  JS ${scriptKB(target, page).toFixed(1)} KB gzip (${page.scripts.length} scripts)`,
      );
      if (process.env.BENCH_VERBOSE) for (const line of page.details) console.log(`    ${line}`);
    }
  }

  console.log(
    `\nmedians (runs counted), load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.log('  JS gzip  score    LCP     TBT  page');
  for (const target of targets) {
    const r = target.results;
    if (r.length === 0) {
      console.log(`  no result  ${target.name}`);
      continue;
    }
    const kb = scriptKB(target, r.at(-1)!);
    console.log(
      `${kb.toFixed(1).padStart(7)} KB  ${String(median(r.map((x) => x.score))).padStart(3)}  ${(median(r.map((x) => x.lcpMs)) / 1000).toFixed(2)} s  ${median(
        r.map((x) => x.tbtMs),
      )
        .toFixed(0)
        .padStart(4)} ms  ${target.name} (${r.length}): ${target.label}`,
    );
  }
} finally {
  for (const target of targets) await target.stop();
  for (const distDir of builds) rmSync(distDir, { recursive: true, force: true });
}
