// Lighthouse with its mobile defaults, driving Debian's Chromium, on one page of the running app.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../scripts/browser.ts';
import { freePort } from './server.ts';

export type PagePerformance = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Paths of every script the page loaded (same origin), in load order. */
  scripts: string[];
  /** What Lighthouse blames, one line each: script boot-up, long tasks, render-blocking resources, chain. */
  details: string[];
  /** The address shown at the end of the load (a client-side redirect changes it). */
  finalUrl: string;
};

export type MeasureOptions = {
  /**
   * localStorage entries of the page's origin, written in the browser's fresh profile before Lighthouse loads the
   * page (a signed-in borrower's session, bench/signed-in.ts). Lighthouse's storage reset keeps localStorage and
   * IndexedDB (its clearStorageTypes, passed explicitly here) and still empties the HTTP cache, so the load stays cold.
   */
  localStorage?: Record<string, string>;
};

/** Writes `entries` into `origin`'s localStorage in the Chromium listening on `port`, from a page of that origin. */
async function seedLocalStorage(port: number, origin: string, entries: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // A small answer of the same origin, not the app: nothing of the app is fetched or cached before the measured load.
    await page.goto(`${origin}/healthz`);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

type NetworkRequest = { url: string; resourceType?: string };
type Audit = { numericValue?: number; displayValue?: string; details?: { items?: Record<string, unknown>[] } };

const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url));
const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;

function explain(audits: Record<string, Audit | undefined>): string[] {
  const items = (id: string) => audits[id]?.details?.items ?? [];
  return [
    ...items('bootup-time').map(
      (item) => `boot-up ${ms(item.total)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})  ${shortUrl(item.url)}`,
    ),
    ...items('long-tasks').map((item) => `long task ${ms(item.duration)} at ${ms(item.startTime)}  ${shortUrl(item.url)}`),
    ...items('render-blocking-resources').map((item) => `render-blocking ${ms(item.wastedMs)}  ${shortUrl(item.url)}`),
    `main thread: ${audits['mainthread-work-breakdown']?.displayValue ?? '?'}; FCP ${ms(audits['first-contentful-paint']?.numericValue)}, speed index ${ms(audits['speed-index']?.numericValue)}, TTI ${ms(audits.interactive?.numericValue)}`,
    `LCP element: ${JSON.stringify(items('largest-contentful-paint-element')[0] ?? {}).slice(0, 200)}`,
  ];
}

export async function measurePage(url: string, { localStorage }: MeasureOptions = {}): Promise<PagePerformance> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, port: await freePort() });
  try {
    if (localStorage) await seedLocalStorage(chrome.port, new URL(url).origin, localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(localStorage ? { clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      scripts: ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [])
        .filter((request) => request.resourceType === 'Script' && new URL(request.url).origin === new URL(url).origin)
        .map((request) => new URL(request.url).pathname),
      details: explain(audits as Record<string, Audit | undefined>),
      finalUrl: result.lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}
