#!/usr/bin/env node
// `npm test`: everything a change must pass, in the order that fails fastest.
// Prints one closing line "N passed, N failed" (tests counted by Vitest and Playwright).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const reports = { vitest: '.tmp/vitest-report.json', playwright: '.tmp/playwright-report.json' };
for (const file of Object.values(reports)) rmSync(file, { force: true });

// Each entry runs after the one before. Steps grouped in one entry run side by side: tsc and ESLint use one core
// each, installing Chromium mostly waits for the network, and the two builds overlap their waits; a step beside
// others keeps its output and prints it whole when it ends.
const steps = [
  [
    ['Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['Lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['Formatting', 'npx', ['prettier', '--check', '.']],
    ['Chromium for the browser tests', 'node', ['scripts/ensure-chromium.mjs']],
  ],
  ['Unit, machine and server tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`]],
  [
    ['Build the app', 'npm', ['run', 'build']],
    ['Build Storybook', 'npm', ['run', 'build-storybook']],
  ],
  ['End-to-end tests in Chromium (Playwright)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: reports.playwright }],
];

/** Runs one step; alone it shows its output as it comes, beside others it keeps it until the end. */
function run([title, command, args, env = {}], { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    let output = `\n=== ${title}: ${command} ${args.join(' ')}\n`;
    if (!buffered) process.stdout.write(output);
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      const closing = `=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n`;
      process.stdout.write(buffered ? output + closing : closing);
      resolve({ title, ok });
    });
  });
}

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(reports.vitest)) {
    const report = JSON.parse(readFileSync(reports.vitest, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (existsSync(reports.playwright)) {
    const { stats } = JSON.parse(readFileSync(reports.playwright, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

let failedStep;
for (const entry of steps) {
  const group = Array.isArray(entry[0]) ? entry : [entry];
  const results = await Promise.all(group.map((step) => run(step, { buffered: group.length > 1 })));
  failedStep = results.find((result) => !result.ok)?.title;
  if (failedStep) break;
}

const { passed, failed } = counts();
if (failedStep) process.stdout.write(`\nnpm test stopped at: ${failedStep}\n`);
// A failed step that is not a test runner still fails the run: count it as one failure.
const failures = failed || (failedStep ? 1 : 0);
process.stdout.write(`\n${passed} passed, ${failures} failed\n`);
process.exit(failedStep ? 1 : 0);
