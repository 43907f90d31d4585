// The disbursement wizard's budgets (issue 11), in Chromium against the real server on the served build: a new
// borrower of Bluepeak (signed up through the API, qualified by /dev/qualify) opens the wizard from home and
// walks it to the signing step. Each step's API calls are recorded in the browser (fetches to the API), from the
// borrower's move until the next page's heading is shown and the network is quiet: how many, how many round trips
// (the longest chain of calls each started after another had answered), and any asked twice with the same
// request (redundant). The scripts first loaded once the wizard opened are the wizard's chunks (gzip, from the
// build), and none of them was loaded on /home. And the quote the server computes on the term step (schedule and
// Truth-in-Lending box, server/disbursement/quote.ts) against one API call.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page, type Request } from 'playwright';
import { chromiumFlags, chromiumPath } from '../scripts/browser.ts';
import { freshEmail } from '../e2e/accounts-helpers.ts';
import { BRANDS, brandUrl } from '../e2e/support/brands.ts';
import { seedSignedUp } from '../e2e/support/seed.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { offerFor, pricingOf } from '#server/disbursement/pricing.ts';
import { dueDatesOf, quoteOf } from '#server/disbursement/quote.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { measureSingleCall } from './api.ts';
import { builtFiles, type Chunk } from './bundle.ts';
import { startServer } from './server.ts';

/** Many sign-ups and codes from one address. */
export const WIZARD_BENCH_ENV = { ACCOUNT_ADDRESS_LIMIT: '100000', LOGIN_CODE_MAIL_LIMIT: '100000' };

const WAIT_MS = 60_000;
const brand = BRANDS.find((each) => each.id === 118)!;

export type Call = { call: string; request: string; startMs: number; endMs: number };
export type StepCalls = { step: string; calls: Call[]; roundTrips: number; redundant: string[] };
export type WizardRun = { steps: StepCalls[]; homeScripts: string[]; wizardChunks: Chunk[]; wizardViewChunk: string | undefined; homeHasWizardView: boolean };

/** The longest chain of calls each started after the one before it had answered: the round trips the borrower waited. */
export function roundTripsOf(calls: readonly Call[]): number {
  const sorted = [...calls].sort((a, b) => a.startMs - b.startMs);
  const depth: number[] = [];
  for (const [index, call] of sorted.entries()) {
    depth[index] = 1 + Math.max(0, ...sorted.slice(0, index).map((before, at) => (before.endMs <= call.startMs ? depth[at]! : 0)));
  }
  return Math.max(0, ...depth);
}

/** Calls asked more than once in a step with the same request. */
export function redundantOf(calls: readonly Call[]): string[] {
  const seen = new Map<string, number>();
  for (const call of calls) seen.set(`${call.call} ${call.request}`, (seen.get(`${call.call} ${call.request}`) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} x${count}`);
}

const isApi = (request: Request) =>
  (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') && /^\/(dolphin|gateway)/.test(new URL(request.url()).pathname);

/** Every API call the page makes, with when it started and answered (the browser's own timing). */
function recordCalls(page: Page) {
  let calls: Call[] = [];
  page.on('requestfinished', (request) => {
    if (!isApi(request)) return;
    const timing = request.timing();
    const url = new URL(request.url());
    calls.push({
      call: `${request.method()} ${url.pathname.split('/').slice(-2).join('/')}`,
      request: `${url.search}${request.postData() ?? ''}`,
      startMs: timing.startTime,
      endMs: timing.startTime + timing.responseEnd,
    });
  });
  return {
    take(): Call[] {
      const taken = calls;
      calls = [];
      return taken;
    },
  };
}

/** Scripts of the build the page loaded. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/assets/')) scripts.push(path);
  });
  return scripts;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: WAIT_MS });
const quiet = (page: Page) => page.waitForLoadState('networkidle', { timeout: WAIT_MS });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** The wizard walked once on the server at `port` (its brand hosts, *.localhost, resolve to this machine). */
export async function measureWizard(port: number, distDir: string): Promise<WizardRun> {
  // The journeys' helpers find the server by E2E_PORT.
  process.env.E2E_PORT = String(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((flag) => flag !== '--headless') });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = freshEmail('bench-wizard');
    await seedSignedUp(page, brand, email);
    const qualified = await page.request.post(`http://127.0.0.1:${port}/dev/qualify`, { data: { email, portfolioId: brand.id } });
    if (!((await qualified.json()) as { ok: boolean }).ok) throw new Error(`/dev/qualify refused ${email}`);

    const scripts = recordScripts(page);
    await page.goto(brandUrl(brand, '/home'));
    await heading(page, 'Home');
    await quiet(page);
    const homeScripts = [...scripts];
    const calls = recordCalls(page);
    const steps: StepCalls[] = [];
    const step = async (name: string, move: () => Promise<void>, next: string) => {
      calls.take();
      await move();
      await heading(page, next);
      await quiet(page);
      const taken = calls.take();
      steps.push({ step: name, calls: taken, roundTrips: roundTripsOf(taken), redundant: redundantOf(taken) });
    };

    await step(
      'open the wizard (home: Choose your loan amount)',
      () => page.getByRole('button', { name: 'Choose your loan amount' }).click(),
      'Choose Loan Amount',
    );
    await step(
      'amount saved',
      async () => {
        await page.getByLabel('Or type the amount (US dollars)').fill('500');
        await saveAndContinue(page);
      },
      'Choose Repayment Mode',
    );
    await step(
      'repayment mode saved',
      async () => {
        await page.getByRole('radio', { name: /^Bi-weekly / }).check();
        await page.getByRole('radio', { name: /^Automatic payments from your bank/ }).check();
        await page.getByRole('checkbox', { name: /I authorize/ }).check();
        await saveAndContinue(page);
      },
      'Date & Bank Account',
    );
    await step(
      'date and account saved',
      async () => {
        await page
          .locator('[data-date-reason]')
          .getByText(/^Chosen: /)
          .waitFor({ timeout: WAIT_MS });
        await page.getByRole('radio', { name: /^Standard bank transfer/ }).check();
        await page.getByRole('radio', { name: /the account in your application/ }).check();
        await saveAndContinue(page);
      },
      'Review Loan Term',
    );
    await step(
      "a payment's split",
      async () => {
        await page.getByRole('button', { name: 'Details of payment 1', exact: true }).click();
        await page
          .locator('[data-payment-detail]')
          .getByText(/Payment 1, due/)
          .waitFor({ timeout: WAIT_MS });
      },
      'Review Loan Term',
    );
    await step('term continued', () => page.getByRole('button', { name: 'Continue' }).click(), 'Confirm Loan Details');
    // The wizard's scripts: those first loaded from opening it to its last page (the signing step is the signing flow's).
    const wizardScripts = scripts.filter((script) => !homeScripts.includes(script));
    await step('confirmed (to the signing step)', () => page.getByRole('button', { name: 'Confirm my loan' }).click(), 'Sign Loan Agreement');

    const wizardChunks = builtFiles(distDir, wizardScripts);
    // The amount step's view is in the chunk that says its label; it must not be among /home's scripts.
    const holds = (script: string) => readFileSync(join(distDir, script.replace(/^\//, '')), 'utf8').includes('Or type the amount (US dollars)');
    return {
      steps,
      homeScripts,
      wizardChunks,
      wizardViewChunk: wizardScripts.find(holds),
      homeHasWizardView: homeScripts.some(holds),
    };
  } finally {
    await browser.close();
  }
}

/** Microseconds per run of `fn`, after a warm-up, over about half a second. */
function microsecondsOf(fn: () => unknown): number {
  for (let warm = 0; warm < 2_000; warm += 1) fn();
  let runs = 0;
  const started = performance.now();
  while (performance.now() - started < 500) {
    for (let each = 0; each < 100; each += 1) fn();
    runs += 100;
  }
  return ((performance.now() - started) * 1000) / runs;
}

/**
 * The term step's figures as the server computes them for a $500 Bluepeak loan paid bi-weekly: the schedule and
 * its Truth-in-Lending box (the domain library's buildSchedule and truthInLendingDisclosure, what the budget
 * counts), and the whole quote with the due dates on the borrower's paydays (server/disbursement/quote.ts).
 */
export function measureQuote(): { scheduleAndDisclosureUs: number; quoteUs: number; payments: number } {
  const pricing = pricingOf(118);
  const offer = offerFor(pricing, 'TX', 500_00)!;
  const payroll = { frequency: PAYROLL_FREQUENCY.biWeekly, lastPayday: '2026-11-20', dayOfWeekPaid: 6, paydayOnHoliday: -1 } as Parameters<typeof quoteOf>[2];
  const input = {
    amountCents: 500_00,
    paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
    repaymentMode: PAYMENT_MODE.ach,
    disbursementDate: '2026-11-27',
    disbursementMode: PAYMENT_MODE.ach,
  } as Parameters<typeof quoteOf>[3];
  const dueDates = dueDatesOf(pricing, payroll, input);
  const scheduleOf = () =>
    buildSchedule({ principal: input.amountCents, startDate: input.disbursementDate, annualRateBps: offer.terms.annualRateBps, dueDates });
  const scheduleAndDisclosureUs = microsecondsOf(() => truthInLendingDisclosure(scheduleOf(), { prepaidFinanceCharge: 0 }));
  const quoteUs = microsecondsOf(() => quoteOf(pricing, offer, payroll, input));
  return { scheduleAndDisclosureUs, quoteUs, payments: dueDates.length };
}

const KB = 1024;

/** Prints the section and checks each budget through `budget` (bench/run.ts's, or the standalone's). */
export async function wizardBudgets(
  measure: { port: number; distDir: string; apiCallMs: number },
  budget: (label: string, value: number, limit: number, unit: string) => void,
): Promise<void> {
  const run = await measureWizard(measure.port, measure.distDir);
  for (const each of run.steps) {
    console.log(`${each.step}: ${each.calls.length} calls in ${each.roundTrips} round trips`);
    for (const call of [...each.calls].sort((a, b) => a.startMs - b.startMs)) {
      console.log(
        `    ${(call.startMs - each.calls[0]!.startMs).toFixed(0).padStart(5)} ms +${(call.endMs - call.startMs).toFixed(0).padStart(4)} ms  ${call.call}`,
      );
    }
    budget(`${each.step}: round trips`, each.roundTrips, 2, 'round trips');
    budget(`${each.step}: redundant calls${each.redundant.length ? ` (${each.redundant.join(', ')})` : ''}`, each.redundant.length, 0, 'calls');
  }
  console.log('Scripts first loaded once the wizard opened (gzip / raw):');
  for (const chunk of run.wizardChunks)
    console.log(`${(chunk.gzipBytes / KB).toFixed(1).padStart(8)} KB ${(chunk.bytes / KB).toFixed(1).padStart(8)} KB  ${chunk.file}`);
  budget("the wizard's chunks (gzip)", run.wizardChunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / KB, 40, 'KB');
  console.log(`the amount step's view is in ${run.wizardViewChunk ?? 'no chunk loaded after home'}; loaded on /home: ${run.homeHasWizardView ? 'yes' : 'no'}`);
  budget('wizard views loaded before the wizard opens (on /home)', run.homeHasWizardView || !run.wizardViewChunk ? 1 : 0, 0, 'chunks');
  const quote = measureQuote();
  const share = (us: number) => (us / (measure.apiCallMs * 1000)) * 100;
  console.log(
    `a $500 loan in ${quote.payments} bi-weekly payments: schedule + Truth-in-Lending box ${quote.scheduleAndDisclosureUs.toFixed(1)} µs; ` +
      `the whole quote, due dates on the paydays included, ${quote.quoteUs.toFixed(1)} µs (${share(quote.quoteUs).toFixed(2)}% of one API call, ${measure.apiCallMs.toFixed(2)} ms)`,
  );
  budget('schedule + disclosure, share of one API call', share(quote.scheduleAndDisclosureUs), 1, '%');
}

/**
 * `npm run bench`'s section (one line in bench/run.ts): the wizard on the build `distDir`, served as `npm start`
 * serves it; one API call is the mean the bench measured (config get-portfolio), else measured here.
 */
export async function wizardSection(
  distDir: string,
  apiCallMs: number | undefined,
  budget: (label: string, value: number, limit: number, unit: string) => void,
): Promise<void> {
  console.log('\n== The disbursement wizard (issue 11): calls per step, its chunks, the quote');
  const server = await startServer({ staticDir: distDir, production: false, env: WIZARD_BENCH_ENV });
  try {
    const callMs = apiCallMs ?? (await measureSingleCall(server.origin)).meanMs;
    await wizardBudgets({ port: server.port, distDir, apiCallMs: callMs }, budget);
  } finally {
    await server.stop();
  }
}
