import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { loadFirstPageRenderer, SSR_BUNDLE, withFirstPage } from '#server/plugins/first-page.ts';

const PAGE = '<html><head><title>Loading</title></head><body><div id="root"></div></body></html>';
const request = { url: '/sign-in?x=1', protocol: 'http', host: 'p118.localhost', headers: { 'user-agent': 'Phone' } } as unknown as FastifyRequest;
const log = pino({ level: 'silent' });

/** A build whose server rendering bundle is `source`. */
function buildWithBundle(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-'));
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(join(dir, SSR_BUNDLE), source);
  return dir;
}

describe('the server-rendered first page in the page (decision 0303)', () => {
  it('puts the markup in #root with its marker, the styles in <head> and the title', () => {
    const page = withFirstPage(
      PAGE,
      { html: '<h1>Sign in</h1>', styles: '<style data-emotion="css a">.a{}</style>', marker: 'page /sign-in', title: 'Sign in | A & B' },
      'data-first-page',
    );
    expect(page).toBe(
      '<html><head><title>Sign in | A &amp; B</title><style data-emotion="css a">.a{}</style></head><body><div id="root" data-first-page="page /sign-in"><h1>Sign in</h1></div></body></html>',
    );
  });

  it('leaves the page as it is when the build has no bundle', async () => {
    const render = await loadFirstPageRenderer(mkdtempSync(join(tmpdir(), 'no-ssr-')), log);
    expect(await render(request, [], PAGE)).toBe(PAGE);
  });

  it("renders with the bundle of the build, for the request's own URL, and sends the page without it when rendering fails", async () => {
    const dir = buildWithBundle(
      [
        "export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';",
        'export async function renderFirstPage({ url, userAgent, answers }) {',
        "  if (answers.length > 0) throw new Error('broken');",
        "  return { html: `<p>${url.href} ${userAgent}</p>`, styles: '', marker: 'boot', title: null };",
        '}',
      ].join('\n'),
    );
    const render = await loadFirstPageRenderer(dir, log);
    expect(await render(request, [], PAGE)).toContain('<div id="root" data-first-page="boot"><p>http://p118.localhost/sign-in?x=1 Phone</p></div>');
    expect(await render(request, [{ path: '/x', request: {}, data: null }], PAGE)).toBe(PAGE);
  });

  it('logs a failed render without the one-time token of the page’s address', async () => {
    const dir = buildWithBundle(
      "export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';\nexport async function renderFirstPage() { throw new Error('broken'); }\n",
    );
    const lines: string[] = [];
    const render = await loadFirstPageRenderer(dir, pino({ level: 'error' }, { write: (line: string) => void lines.push(line) }));
    const token = 'Zx81tokenOfTheLinkQ2';
    const linkRequest = { ...request, url: `/create-account/${token}` } as unknown as FastifyRequest;
    expect(await render(linkRequest, [], PAGE)).toBe(PAGE);
    expect(lines.join('')).toContain('Rendering the first page failed');
    expect(lines.join('')).not.toContain(token);
  });
});
