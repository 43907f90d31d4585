// `node --import tsx bench/profile-page.ts`: where the main thread's script time goes while /sign-in loads.
// Builds privately, serves the build with our server, loads the page in Chromium with the CPU slowed 4x (as
// Lighthouse's mobile profile assumes) under the V8 profiler, and sums self time per source package or
// folder through the build's source maps. BENCH_RUNS profiles (default 3) are summed; the machine is shared,
// so read shares, not milliseconds. BENCH_PATH picks another page. It also prints the longest stretches of busy
// main thread (samples between two idle ones: a long task, or tasks back to back) with what filled each, which is
// what Total Blocking Time counts. BENCH_SIGNED_IN=1 loads the page as the demo borrower repaying a loan (Bluepeak,
// the development host's brand), signed in through the real calls as a browser is (bench/signed-in.ts): e.g.
// `BENCH_SIGNED_IN=1 BENCH_PATH=/home`.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromiumFlags, chromiumPath } from '../scripts/browser.ts';
import { buildPrivately } from './build.ts';
import { startServer } from './server.ts';
import { REPAYING, signInAsBrowser } from './signed-in.ts';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const runs = Number(process.env.BENCH_RUNS ?? 3);
const path = process.env.BENCH_PATH ?? '/sign-in';
const signedIn = process.env.BENCH_SIGNED_IN === '1';

/** The package (node_modules/x or @scope/x) or our folder (src/app, machines, ...) a source path belongs to. */
function area(source: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packageMatch) return packageMatch[1]!;
  const ours = /(?:^|\/)(src\/[^/]+|machines)\//.exec(source);
  return ours ? ours[1]! : source;
}

const distDir = buildPrivately();
// The demo borrowers are seeded outside production only.
const server = await startServer({ staticDir: distDir, production: !signedIn }).catch((error: unknown) => {
  rmSync(distDir, { recursive: true, force: true });
  throw error;
});
const session = signedIn ? await signInAsBrowser(server.origin, REPAYING[118]) : undefined;
const storageState = session && {
  cookies: [],
  origins: [{ origin: server.origin, localStorage: Object.entries(session).map(([name, value]) => ({ name, value })) }],
};
const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = new URL(url).pathname;
    try {
      maps.set(url, new TraceMap(readFileSync(join(distDir, `${file}.map`), 'utf8')));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
}

type Stretch = { startMs: number; micros: number; areas: Map<string, number> };
const stretches: Stretch[] = [];
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((flag) => flag !== '--headless') });
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, ...(storageState ? { storageState } : {}) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading').first().waitFor();
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    let clock = 0;
    let stretch: Stretch | undefined;
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index] ?? 0;
      clock += micros;
      const frame = nodes.get(id)!.callFrame;
      let label = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'program'})`;
      if (frame.url.includes('/assets/')) {
        const map = mapFor(frame.url);
        const original = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : undefined;
        label = original?.source ? area(original.source) : label;
        const name = `${original?.name ?? frame.functionName ?? '?'}  ${original?.source?.replace(/^.*node_modules\//, '') ?? ''}:${original?.line ?? ''}`;
        byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      }
      // Idle samples are named (idle); the label wraps a name without a URL in brackets.
      if (frame.functionName === '(idle)') {
        stretch = undefined;
        return;
      }
      if (!stretch) stretches.push((stretch = { startMs: clock / 1000, micros: 0, areas: new Map() }));
      stretch.micros += micros;
      stretch.areas.set(label, (stretch.areas.get(label) ?? 0) + micros);
      byArea.set(label, (byArea.get(label) ?? 0) + micros);
      total += micros;
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(distDir, { recursive: true, force: true });
}

const lines = (entries: Map<string, number>, count: number) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000 / runs).toFixed(0).padStart(5)} ms  ${label}`);
console.log(`main thread while ${path} loads${signedIn ? ' signed in' : ''} (CPU 4x slower, ${runs} runs, per-run ms), busy time by area:`);
console.log(lines(byArea, 25).join('\n'));
console.log('\nby function (self time):');
console.log(lines(byFunction, 30).join('\n'));
console.log('\nlongest busy stretches (each run from its start), with their largest parts:');
for (const { startMs, micros, areas } of [...stretches].sort((a, b) => b.micros - a.micros).slice(0, 6)) {
  const parts = [...areas]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([label, spent]) => `${label} ${(spent / 1000).toFixed(0)}`)
    .join(', ');
  console.log(`${(micros / 1000).toFixed(0).padStart(6)} ms at ${startMs.toFixed(0)} ms: ${parts}`);
}
