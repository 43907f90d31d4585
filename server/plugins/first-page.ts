// The server-rendered first page (decision 0303): the build's SSR bundle (dist/.ssr/entry-server.js, made by
// `npm run build`) renders the visited page for the brand of the request's host into #root, with its critical
// CSS in <head>. A build without the bundle (a plain `vite build`) serves index.html as it is: the app renders
// itself as before. A render that fails or finds nothing to render leaves the page as it is too.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { redactUrl } from '../logger.ts';
import type { BootAnswer } from './static-page.ts';

/** Where `vite build --ssr` writes the bundle inside the build (vite.config.ts); fastify-static serves no dot folder. */
export const SSR_BUNDLE = join('.ssr', 'entry-server.js');

/** Pages kept rendered: a few pages of a few brands, for the devices that visit. */
const KEPT_PAGES = 200;

type Rendered = { html: string; styles: string; marker: string; title: string | null };
type SsrBundle = {
  FIRST_PAGE_ATTRIBUTE: string;
  renderFirstPage(visit: { url: URL; userAgent: string; answers: BootAnswer[] }): Promise<Rendered | null>;
};

export type FirstPageRenderer = (request: FastifyRequest, answers: BootAnswer[], html: string) => Promise<string>;

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the rendered first page in it: #root's markup and marker, the styles and the title. */
export function withFirstPage(html: string, rendered: Rendered, attribute: string): string {
  let page = html.replace('<div id="root"></div>', () => `<div id="root" ${attribute}="${escapeText(rendered.marker)}">${rendered.html}</div>`);
  if (rendered.title !== null) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendered.title!)}</title>`);
  return page.replace('</head>', () => `${rendered.styles}</head>`);
}

/** The renderer of the build in `staticDir`, or one that leaves every page as it is when the build has no bundle. */
export async function loadFirstPageRenderer(staticDir: string, log: FastifyBaseLogger): Promise<FirstPageRenderer> {
  const bundlePath = join(staticDir, SSR_BUNDLE);
  if (!existsSync(bundlePath)) {
    log.info({ staticDir }, 'No server rendering bundle in the build: pages are rendered in the browser');
    return async (_request, _answers, html) => html;
  }
  const bundle = (await import(pathToFileURL(bundlePath).href)) as SsrBundle;
  // A render depends only on the URL, the user agent and the boot answers: the same three give the same page.
  const rendered = new Map<string, Promise<Rendered | null>>();
  return async (request, answers, html) => {
    try {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const userAgent = String(request.headers['user-agent'] ?? '');
      const key = JSON.stringify([url.href, userAgent, answers]);
      let page = rendered.get(key);
      if (!page) {
        page = bundle.renderFirstPage({ url, userAgent, answers });
        if (rendered.size >= KEPT_PAGES) rendered.delete(rendered.keys().next().value!);
        rendered.set(key, page);
        page.catch(() => rendered.delete(key));
      }
      const first = await page;
      return first ? withFirstPage(html, first, bundle.FIRST_PAGE_ATTRIBUTE) : html;
    } catch (error) {
      log.error({ err: error, url: redactUrl(request.url) }, 'Rendering the first page failed; the page is sent without it');
      return html;
    }
  };
}
