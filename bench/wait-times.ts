// What a borrower waits for (issue 18, defect 11), in Chromium against a running server started as `npm start`
// starts it (demo borrowers, the development outbox, the production password cost): from pressing "Sign in" as
// the demo borrower to the login-code page's heading, and from the sandbox provider's last page ("Share this
// account") back to our status page's heading. Each with the server's part beside it: the Server-Timing
// durations of the requests made meanwhile. Printed, never a pass or fail.
import { chromium, type Browser, type Page, type Response } from 'playwright';
import { chromiumFlags, chromiumPath } from '../scripts/browser.ts';
import { freshEmail } from '../e2e/accounts-helpers.ts';
import { BRANDS, brandUrl } from '../e2e/support/brands.ts';
import { providerSecondFactor, providerSignIn, seedAnsweredApplicant } from '../e2e/guidance-helpers.ts';

/** The server's settings for these runs: many sign-ins and sign-ups from one address, and a report that stays pending. */
export const WAITS_BENCH_ENV = {
  ACCOUNT_ADDRESS_LIMIT: '100000',
  LOGIN_CODE_MAIL_LIMIT: '100000',
  // The report_pending user keeps the status page on screen (status 20) instead of moving on to the summary at once.
  SANDBOX_REPORT_DELAY_MS: '600000',
};

/**
 * One wait: what the borrower saw, and the server's time summed over the requests made meanwhile (some run side by
 * side), of which its API calls (fetch), the rest being the page and its files.
 */
export type Wait = { waitedMs: number; serverMs: number; apiMs: number; requests: number; slowest: string };
export type Waits = { signInToCode: Wait[]; providerToStatus: Wait[] };

const brand = BRANDS[0];
const WAIT_MS = 60_000;

/** `app;dur=12.3` -> 12.3 (our server's Server-Timing header). */
export function serverTimingMs(header: string | undefined): number {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(header ?? '');
  return match ? Number(match[1]) : 0;
}

/** Every answer the page receives from now on, with the server's time it names. */
function recordAnswers(page: Page) {
  const answers: Array<{ path: string; serverMs: number; api: boolean }> = [];
  const onResponse = (response: Response) =>
    answers.push({
      path: new URL(response.url()).pathname,
      serverMs: serverTimingMs(response.headers()['server-timing']),
      api: response.request().resourceType() === 'fetch' || response.request().resourceType() === 'xhr',
    });
  page.on('response', onResponse);
  return {
    stop(waitedMs: number): Wait {
      page.off('response', onResponse);
      const slowest = [...answers].sort((a, b) => b.serverMs - a.serverMs)[0];
      return {
        waitedMs,
        serverMs: answers.reduce((sum, answer) => sum + answer.serverMs, 0),
        apiMs: answers.reduce((sum, answer) => sum + (answer.api ? answer.serverMs : 0), 0),
        requests: answers.length,
        slowest: slowest ? `${slowest.path} ${slowest.serverMs.toFixed(0)} ms` : '',
      };
    },
  };
}

async function signInToCode(browser: Browser): Promise<Wait> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(brandUrl(brand, '/sign-in'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: WAIT_MS });
    // The form filled, the clock starts as the borrower presses "Sign in".
    await page.getByRole('textbox', { name: 'Email' }).fill(brand.demo.email);
    await page.getByLabel('Password', { exact: true }).fill(brand.demo.password);
    const answers = recordAnswers(page);
    const started = performance.now();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Check your e-mail for a code' }).waitFor({ timeout: WAIT_MS });
    return answers.stop(performance.now() - started);
  } finally {
    await context.close();
  }
}

async function providerToStatus(browser: Browser): Promise<Wait> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A new borrower with every question answered, through the API (as the browser tests seed one).
    await seedAnsweredApplicant(page, brand, freshEmail('bench-ibv'));
    await page.goto(brandUrl(brand, '/guidance'));
    await page.getByRole('heading', { level: 1, name: 'Verify your bank account' }).waitFor({ timeout: WAIT_MS });
    await page
      .getByRole('button', { name: /^Verify with / })
      .first()
      .click();
    await page.waitForURL(/\/sandbox-ibv\/\d+\//, { timeout: WAIT_MS });
    const provider = Number(/\/sandbox-ibv\/(\d+)\//.exec(page.url())![1]) as 10000 | 20000;
    await providerSignIn(page, 'report_pending', 'sandbox-pass');
    await providerSecondFactor(page, provider);
    await page.getByLabel(/ending 3456/).check();
    // The provider's last page: sharing the account sends the borrower back to /guidance/ibv/:requestCode.
    const answers = recordAnswers(page);
    const started = performance.now();
    await page.getByRole('button', { name: 'Share this account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your bank verification' }).waitFor({ timeout: WAIT_MS });
    return answers.stop(performance.now() - started);
  } finally {
    await context.close();
  }
}

/** `runs` of each wait on the server at `port` (its brand hosts, *.localhost, resolve to this machine). */
export async function measureWaits(port: number, runs: number): Promise<Waits> {
  // The journeys' helpers find the server by E2E_PORT.
  process.env.E2E_PORT = String(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((flag) => flag !== '--headless') });
  const waits: Waits = { signInToCode: [], providerToStatus: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      waits.signInToCode.push(await signInToCode(browser));
      waits.providerToStatus.push(await providerToStatus(browser));
    }
  } finally {
    await browser.close();
  }
  return waits;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One line per wait: the median the borrower waited, the medians of the server's part (all requests, API calls), and each run. */
export function describeWaits(waits: Waits): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const line = (label: string, runs: Wait[]) =>
    `${label}: median ${ms(median(runs.map((run) => run.waitedMs)))}; server ${ms(median(runs.map((run) => run.serverMs)))}` +
    ` (API calls ${ms(median(runs.map((run) => run.apiMs)))})\n    runs: ` +
    runs.map((run) => `${ms(run.waitedMs)}, server ${ms(run.serverMs)} over ${run.requests} requests, slowest ${run.slowest}`).join('; ');
  return [line('"Sign in" to the login-code page', waits.signInToCode), line("the provider's last page to the status page", waits.providerToStatus)];
}
