#!/usr/bin/env node
// `npm test`: everything a change must pass, in the order that fails fastest.
// Prints one closing line "N passed, N failed" (tests counted by Vitest and Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const reports = { vitest: '.tmp/vitest-report.json', playwright: '.tmp/playwright-report.json' };
for (const file of Object.values(reports)) rmSync(file, { force: true });

const steps = [
  ['Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['Unit, machine and server tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports.vitest}`]],
  ['Build the app', 'npm', ['run', 'build']],
  ['Build Storybook', 'npm', ['run', 'build-storybook']],
  ['Chromium for the browser tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['End-to-end tests in Chromium (Playwright)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: reports.playwright }],
];

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
for (const [title, command, args, env = {}] of steps) {
  process.stdout.write(`\n=== ${title}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  process.stdout.write(`=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n`);
  if (result.status !== 0) {
    failedStep = title;
    break;
  }
}

const { passed, failed } = counts();
if (failedStep) process.stdout.write(`\nnpm test stopped at: ${failedStep}\n`);
// A failed step that is not a test runner still fails the run: count it as one failure.
const failures = failed || (failedStep ? 1 : 0);
process.stdout.write(`\n${passed} passed, ${failures} failed\n`);
process.exit(failedStep ? 1 : 0);
