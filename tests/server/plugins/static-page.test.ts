import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFormat, getHoliday } from '#src/api/contract/calendar.ts';
import { getPortfolio, getPortfolioByDomain } from '#src/api/contract/portfolio.ts';
import { chunksOf } from '#server/plugins/static-page.ts';
import { build } from '../helper.ts';

// A fake Vite build with its manifest: the entry, a shell importing the ui kit, the router and two views.
const INDEX = [
  '<!doctype html><html><head><link rel="icon" href="data:," /><title>Loading</title>',
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/constants-C1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-S1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');
const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-E1.js', imports: ['_constants-C1.js'], isEntry: true },
  '_constants-C1.js': { file: 'assets/constants-C1.js' },
  '_ui-kit-U1.js': { file: 'assets/ui-kit-U1.js', imports: ['src/main.tsx'] },
  'src/app/shell.tsx': { file: 'assets/shell-H1.js', imports: ['src/main.tsx', '_ui-kit-U1.js'] },
  'src/app/routing/browser-router.ts': { file: 'assets/browser-router-R1.js', imports: ['_react-router-R2.js'] },
  '_react-router-R2.js': { file: 'assets/react-router-R2.js' },
  'src/views/account/sign-in-view.tsx': { file: 'assets/sign-in-view-V1.js', imports: ['_ui-kit-U1.js', '_text-field-T1.js'] },
  '_text-field-T1.js': { file: 'assets/text-field-T1.js' },
  'src/views/errors/error-views.tsx': { file: 'assets/error-views-V2.js', imports: ['_ui-kit-U1.js'] },
};
const SHELL_PRELOADS = ['/assets/shell-H1.js', '/assets/ui-kit-U1.js', '/assets/browser-router-R1.js', '/assets/react-router-R2.js'];

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'borrower-page-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'assets', 'index-S1.css'), '.boot-overlay{position:fixed}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const preloadsIn = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
const answersIn = (page: string) => JSON.parse(/<script type="application\/json" id="boot-answers">(.*?)<\/script>/.exec(page)?.[1] ?? 'null');

async function visit(url: string, host = 'localhost:8080') {
  const app = await build({ staticDir: dist });
  const reply = await app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'identity' } });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  return reply.body;
}

describe('the first page of a visit', () => {
  it('preloads the chunks of the shell, the router and the sign-in view beside the entry, each once', async () => {
    const page = await visit('/sign-in?redirect=%2Fhome');
    expect(preloadsIn(page)).toEqual(['/assets/constants-C1.js', ...SHELL_PRELOADS, '/assets/sign-in-view-V1.js', '/assets/text-field-T1.js']);
    expect(preloadsIn(await visit('/'))).toEqual(preloadsIn(page));
  });

  it('preloads only the shell and router on other pages: their view is asked for by the app', async () => {
    expect(preloadsIn(await visit('/404'))).toEqual(['/assets/constants-C1.js', ...SHELL_PRELOADS]);
  });

  it('inlines the stylesheet, which would otherwise hold the first paint for a round trip', async () => {
    const page = await visit('/sign-in');
    expect(page).toContain('<style>.boot-overlay{position:fixed}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('embeds the answers of the boot calls of the development host: date pattern, holidays, portfolio 118', async () => {
    const page = await visit('/sign-in');
    const answers = answersIn(page) as { path: string; request: Record<string, string>; data: Record<string, unknown> }[];
    expect(answers.map(({ path, request }) => ({ path, request }))).toEqual([
      { path: dateFormat.path, request: {} },
      { path: getHoliday.path, request: {} },
      { path: getPortfolio.path, request: { portfolioId: '118' } },
    ]);
    expect(answers[0]!.data).toEqual({ date: 'MM/dd/YYYY' });
    expect((answers[1]!.data as unknown as unknown[]).length).toBeGreaterThan(10);
    expect(answers[2]!.data).toMatchObject({ portfolioId: 118, faviconUrl: '/brand/118/favicon.svg' });
    expect(page).toContain('<link rel="icon" href="/brand/118/favicon.svg">');
    expect(page).toContain(`<meta name="theme-color" content="${answers[2]!.data.primaryColor as string}">`);
  });

  it("answers the portfolio by the page's domain elsewhere", async () => {
    const answers = answersIn(await visit('/sign-in', 'P110.localhost:8080')) as {
      path: string;
      request: Record<string, string>;
      data: { portfolioId: number };
    }[];
    expect(answers[2]).toMatchObject({ path: getPortfolioByDomain.path, request: { domain: 'p110.localhost' }, data: { portfolioId: 110 } });
  });

  it('leaves out a call that fails, so the app makes it and shows its error; the favicon stays neutral', async () => {
    const page = await visit('/sign-in', 'unknown.example:8080');
    expect((answersIn(page) as { path: string }[]).map((answer) => answer.path)).toEqual([dateFormat.path, getHoliday.path]);
    expect(page).toContain('<link rel="icon" href="data:," />');
    expect(page).not.toContain('theme-color');
  });
});

describe('chunksOf', () => {
  it('follows static imports once each, in the order the browser meets them', () => {
    expect(chunksOf(MANIFEST, ['src/views/errors/error-views.tsx', 'src/app/shell.tsx'])).toEqual([
      '/assets/error-views-V2.js',
      '/assets/ui-kit-U1.js',
      '/assets/index-E1.js',
      '/assets/constants-C1.js',
      '/assets/shell-H1.js',
    ]);
    expect(chunksOf(MANIFEST, ['src/no-such-module.ts'])).toEqual([]);
  });

  it('finds a chunk by its name, as a group chunk holding the shell is listed', () => {
    const grouped = {
      'src/main.tsx': MANIFEST['src/main.tsx'],
      '_constants-C1.js': MANIFEST['_constants-C1.js'],
      '_ui-kit-U2.js': { file: 'assets/ui-kit-U2.js', name: 'ui-kit', imports: ['src/main.tsx'] },
    };
    expect(chunksOf(grouped, ['src/app/shell.tsx', 'ui-kit'])).toEqual(['/assets/ui-kit-U2.js', '/assets/index-E1.js', '/assets/constants-C1.js']);
  });
});
