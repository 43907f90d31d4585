// The `test` every browser test imports. Two things beyond Playwright's own:
// - `step`: a journey is a sequence of named steps, each waiting for something it can name within its own
//   budget; the test's timeout grows by each step's budget as the step starts, so a journey's time limit is
//   derived from its steps instead of one wall-clock cap on the whole (decision 0006).
// - E2E_CPU_SLOWDOWN=N throttles every page's CPU N times through the DevTools protocol, for the margin check
//   `npm run test:e2e:slow` (a machine twice as slow); unset, nothing changes.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * What a step that names no budget may take: a few page loads and server calls. A quiet machine needs a
 * few seconds; this is patience for one several times slower (shared, noisy), never a measure of speed.
 */
export const STEP_BUDGET_MS = 60_000;

export type Step = <T>(title: string, body: () => Promise<T>, budgetMs?: number) => Promise<T>;

const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
const throttledContexts = new WeakSet<BrowserContext>();
const throttledPages = new WeakMap<Page, Promise<void>>();

/** Throttles a page once; every caller waits for the same throttling. */
function throttle(page: Page): Promise<void> {
  if (!throttledPages.has(page)) throttledPages.set(page, startThrottling(page));
  return throttledPages.get(page)!;
}

async function startThrottling(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  // A navigation to another site may move the page to a new renderer, which starts unthrottled.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) session.send('Emulation.setCPUThrottlingRate', { rate: slowdown }).catch(() => undefined);
  });
}

async function throttleContext(context: BrowserContext): Promise<void> {
  if (throttledContexts.has(context)) return;
  throttledContexts.add(context);
  context.on('page', (page) => void throttle(page).catch(() => undefined));
  await Promise.all(context.pages().map(throttle));
}

export const test = base.extend<{ step: Step }, { cpuSlowdown: void }>({
  // Every context a test opens, its own default one and any second device it makes, is throttled alike.
  cpuSlowdown: [
    async ({ browser }, use) => {
      if (slowdown > 1) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await throttleContext(context);
          return context;
        };
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page }, use) => {
    // Throttled before the test's first move (the context's 'page' listener does not wait).
    if (slowdown > 1) await throttle(page);
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  step: async ({}, use, testInfo) => {
    await use((title, body, budgetMs = STEP_BUDGET_MS) => {
      testInfo.setTimeout(testInfo.timeout + budgetMs);
      return base.step(title, body, { timeout: budgetMs });
    });
  },
});

export { expect };
