// `npm run bench:wizard`: only the disbursement wizard's budgets of `npm run bench` (issue 11): at most two round
// trips per step and none redundant, counted in Chromium; the wizard's chunks at most 40 KB gzip and loaded only
// once it opens; the term's schedule and disclosure under 1% of one API call. A private build, served as
// `npm start` serves it. Exits 1 when a budget is over.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildPrivately } from './build.ts';
import { wizardSection } from './wizard-steps.ts';

const verdicts: string[] = [];
function budget(label: string, value: number, limit: number, unit: string): void {
  const line = `${value <= limit ? 'ok  ' : 'OVER'} ${label}: ${value.toFixed(unit === 'KB' ? 1 : unit === '%' ? 3 : 0)} ${unit} (at most ${limit} ${unit})`;
  verdicts.push(line);
  console.log(line);
}

console.log(
  `load average at start: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
const distDir = process.env.BENCH_DIST_DIR ?? buildPrivately();
try {
  await wizardSection(distDir, undefined, budget);
} finally {
  if (!process.env.BENCH_DIST_DIR) rmSync(distDir, { recursive: true, force: true });
}
console.log('\n== Budgets');
for (const line of verdicts) console.log(line);
process.exit(verdicts.some((line) => line.startsWith('OVER')) ? 1 : 0);
