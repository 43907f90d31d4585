// Lighthouse with its mobile defaults, driving Debian's Chromium, on one page of the running app.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../scripts/browser.ts';

export type PagePerformance = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Paths of every script the page loaded (same origin), in load order. */
  scripts: string[];
};

type NetworkRequest = { url: string; resourceType?: string };

export async function measurePage(url: string): Promise<PagePerformance> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
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
    };
  } finally {
    chrome.kill();
  }
}
