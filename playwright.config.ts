import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './scripts/browser.ts';

// Two workers share the two cores; each worker drives its own real server with its own fresh database, so
// journeys in parallel never meet (the demo customers' login codes, lock-outs and attached loans stay apart).
// The config is read again in every worker: the ports are fixed once in the runner's environment, which the
// workers inherit, and each worker picks its server by its parallel index.
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_BASE_PORT ??= String(20000 + ((process.pid * 8) % 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'borrower-e2e-'));
const basePort = Number(process.env.E2E_BASE_PORT);
const serverPorts = Array.from({ length: workers }, (_, index) => basePort + index);
process.env.E2E_PORT = String(serverPorts[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]);
process.env.E2E_STORYBOOK_PORT ??= String(basePort + workers);
const port = Number(process.env.E2E_PORT);
// The margin check (npm run test:e2e:slow) pins every server to the cores named here, e.g. "0".
const pinned = (command: string) => (process.env.E2E_SERVER_CPUS ? `taskset -c ${process.env.E2E_SERVER_CPUS} ${command}` : command);
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/playwright-report.json' }]],
  // A test without steps gets 90 s; a journey's timeout grows by each step's budget (e2e/support/test.ts).
  timeout: 90_000,
  // Every single wait is bounded on its own, so no step can hang on one move: patience for a busy machine,
  // never a measure of speed (that is npm run bench).
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A failed test keeps its trace: every action with the page's DOM before and after it. Without the
    // screencast: its frames cost a quarter of the suite's time on two cores (issue 19's note).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumFlags } } }],
  webServer: [
    ...serverPorts.map((serverPort, index) => ({
      command: pinned('node --import tsx server/main.ts'),
      url: `http://127.0.0.1:${serverPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(serverPort),
        DATA_DIR: join(process.env.E2E_DATA_DIR!, `server-${index}`),
        // A build of one's own (E2E_STATIC_DIR) lets two people's runs on one checkout leave each other's dist alone.
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        // Every journey comes from one address: the per-address limit of failed sign-ins and e-mails would bite.
        ACCOUNT_ADDRESS_LIMIT: '100000',
        // The demo customers sign in with a code in many journeys on one server within the hour.
        LOGIN_CODE_MAIL_LIMIT: '100000',
        // Each page a journey closes or leaves sends a beacon batch from that same address: 120 in 10 minutes would bite.
        BEHAVIOR_BATCH_LIMIT: '100000',
        // Cheaper password hashing keeps journeys quick; the production cost (2^17) is proven by a server test.
        PASSWORD_HASH_LOG_N: '14',
        // The sandbox report being built (status 20) must outlast the trip back from the provider's pages to
        // the status page's first check, on a busy machine too; the page then polls until it is ready.
        SANDBOX_REPORT_DELAY_MS: '15000',
      },
    })),
    {
      // The built Storybook (npm run build-storybook), for the check that every story renders.
      command: pinned(`npx vite preview --outDir ${process.env.E2E_STORYBOOK_DIR ?? 'storybook-static'} --port ${storybookPort} --strictPort --host 127.0.0.1`),
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
