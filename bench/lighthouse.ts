// Lighthouse with its mobile defaults, driving Debian's Chromium, on one page of the running app.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
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
};

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

export async function measurePage(url: string): Promise<PagePerformance> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, port: await freePort() });
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
      details: explain(audits as Record<string, Audit | undefined>),
    };
  } finally {
    chrome.kill();
  }
}
