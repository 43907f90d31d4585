// `node --import tsx bench/floor.ts`: the floor of issue 2's budget. Builds minimal sign-in pages from the
// binding packages alone (bench/floor/*.tsx), with the app's own Vite config, and measures each as the bench
// measures /sign-in: gzip JavaScript loaded and Lighthouse (mobile defaults) score, LCP, TBT; then the app
// itself in the same run. Pages are served pre-compressed (brotli) as our server serves the app.
// BENCH_RUNS (default 3) alternating rounds; medians printed. FLOOR_PAGES=base,chakra limits the pages;
// FLOOR_APP=0 leaves the app out.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type UserConfig } from 'vite';
import viteConfig from '../vite.config.ts';
import { buildPrivately } from './build.ts';
import { builtFiles } from './bundle.ts';
import { measurePage, type PagePerformance } from './lighthouse.ts';
import { freePort, startServer } from './server.ts';

const KB = 1024;
const PAGES = [
  { name: 'base', label: 'React 19 + react-dom + react-router-dom 7 + XState 5 + @xstate/react' },
  { name: 'chakra', label: '+ @chakra-ui/react 3.37, a system with one recipe, one Button' },
  { name: 'chakra-default', label: "(for scale) the same with Chakra's default system" },
  { name: 'formik', label: '+ Formik' },
  { name: 'ky-valibot', label: '+ ky + Valibot' },
] as const;
const wanted = process.env.FLOOR_PAGES?.split(',');
const pages = PAGES.filter((page) => !wanted || wanted.includes(page.name));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const appConfig = viteConfig as UserConfig;
const floorDir = resolve(import.meta.dirname, 'floor');

async function buildPage(name: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `borrower-floor-${name}-`));
  // The app's config (plugins, targets, minifier) without its chunk groups: those are for modules the app's
  // entry imports lazily, and a floor page imports everything statically (a group would make an import cycle).
  await build({
    ...appConfig,
    configFile: false,
    root: floorDir,
    logLevel: 'error',
    build: { ...appConfig.build, outDir, emptyOutDir: true, sourcemap: false, manifest: false, rolldownOptions: { input: join(floorDir, `${name}.html`) } },
  });
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` with brotli compressed once, as the app's server serves its pre-compressed build; any path -> the page. */
function serve(dir: string, page: string, port: number): Promise<Server> {
  const compressed = new Map<string, Buffer>();
  const body = (file: string) => {
    let bytes = compressed.get(file);
    if (!bytes) compressed.set(file, (bytes = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })));
    return bytes;
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = normalize(join(dir, path));
    const target = file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : join(dir, page);
    response.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': target.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(body(target));
  });
  // Compress everything before the first measurement.
  for (const file of readdirSync(join(dir, 'assets'))) body(join(dir, 'assets', file));
  body(join(dir, page));
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

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
