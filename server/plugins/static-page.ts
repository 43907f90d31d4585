// The app's index.html as a first visit needs it, so the first page renders without waiting on anything
// it could have had at once: the build's stylesheet inline, every chunk of the shell and the landing view
// preloaded beside the entry, and the answers of the boot calls for the page's host in a JSON data block
// (not executed: the CSP's script-src 'self' holds), with the brand's favicon and theme colour.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dateFormat, getHoliday } from '#src/api/contract/calendar.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { SUCCESS_CODE } from '#src/api/contract/envelope.ts';
import { getConsentTemplate } from '#src/api/contract/consent.ts';
import { getPortfolio, getPortfolioByDomain } from '#src/api/contract/portfolio.ts';
import { DEFAULT_PORTFOLIO_ID } from '#src/domain/constants.ts';

/** The page that asks for the consent templates on arrival (machines/account/pages.ts). */
const WELCOME_PATH = '/welcome';

/** The id of the data block; src/app/boot-answers.ts reads it. */
export const BOOT_ANSWERS_ID = 'boot-answers';

/** One embedded answer: what the app would have asked (path and query) and the `data` it would have got. */
export type BootAnswer = { path: string; request: Record<string, string>; data: unknown };

// Modules whose chunks the first page always needs (the themed shell and the router's history), or the
// named chunk that holds them (vite.config.ts puts them in `ui-kit`), and the view of the landing page:
// `/` leads to /sign-in, where most first visits start.
const SHELL_MODULES = ['src/app/shell.tsx', 'src/app/routing/browser-router.ts', 'ui-kit'];
const LANDING_VIEW = 'src/views/account/sign-in-view.tsx';
const VIEWS_BY_PATH: Readonly<Record<string, string>> = { '/': LANDING_VIEW, '/sign-in': LANDING_VIEW };

// The hosts the app treats as the development host (machines/app/portfolio-lookup.ts): it asks for the default
// portfolio there, and by domain everywhere else. A wrong guess here only costs the app one API call.
const DEVELOPMENT_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Inside a data block only '</script' or '<!--' could end it early; no '<' leaves none of them.
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The chunk files of these modules (a source path, or a chunk's name: a module inside a named group chunk has
 * no entry of its own) and everything they import statically, as the browser would load them.
 */
export function chunksOf(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key && !candidate.file.endsWith('.css'));
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files];
}

/** The template once per start: the stylesheet inline, the shell's chunks preloaded. */
export function prepareTemplate(staticDir: string) {
  let html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  // A stylesheet link blocks the first paint for one more round trip; the overlay's few rules go inline.
  html = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(staticDir, file);
    return existsSync(path) ? `<style>${readFileSync(path, 'utf8')}</style>` : link;
  });
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const inHtml = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!));
  const preloadsOf = (modules: readonly string[]) => chunksOf(manifest, modules).filter((file) => !inHtml.has(file));
  const shell = preloadsOf(SHELL_MODULES);
  const views = Object.fromEntries(Object.entries(VIEWS_BY_PATH).map(([path, view]) => [path, preloadsOf([view]).filter((file) => !shell.includes(file))]));
  return { html, preloads: (pathname: string) => [...shell, ...(views[pathname] ?? [])] };
}

/** The calls the app makes at boot on this host, in the form it makes them. */
type BootCall = { call: CallDefinition; request: Record<string, string> };

function bootCalls(hostname: string): BootCall[] {
  const host = hostname.toLowerCase();
  const portfolio: BootCall = DEVELOPMENT_HOSTS.includes(host)
    ? { call: getPortfolio, request: { portfolioId: String(DEFAULT_PORTFOLIO_ID) } }
    : { call: getPortfolioByDomain, request: { domain: host } };
  return [{ call: dateFormat, request: {} }, { call: getHoliday, request: {} }, portfolio];
}

/**
 * The boot calls answered by the server's own routes (in-process, counted against the visitor's address
 * like the app's own calls would be). A call that fails is left out: the app makes it and handles it.
 */
export async function bootAnswers(app: FastifyInstance, request: FastifyRequest): Promise<BootAnswer[]> {
  const answers = await Promise.all(
    bootCalls(request.hostname).map(async ({ call, request: query }) => {
      const reply = await app.inject({ method: 'GET', url: { pathname: call.path, query }, remoteAddress: request.ip });
      const body = reply.statusCode === 200 ? (reply.json() as { code?: unknown; data?: unknown }) : undefined;
      return body?.code === SUCCESS_CODE ? { path: call.path, request: query, data: body.data } : undefined;
    }),
  );
  const found = answers.filter((answer) => answer !== undefined);
  // /welcome asks for the brand's consent templates on arrival: answered here too, so the server can render the
  // page with them (decision 0303) and the browser shows the same without asking.
  const portfolio = found.find((answer) => answer.path === getPortfolio.path || answer.path === getPortfolioByDomain.path)?.data as
    { portfolioId?: unknown } | undefined;
  if (request.url.split(/[?#]/)[0] === WELCOME_PATH && typeof portfolio?.portfolioId === 'number') {
    const query = { portfolioId: String(portfolio.portfolioId) };
    const reply = await app.inject({ method: 'GET', url: { pathname: getConsentTemplate.path, query }, remoteAddress: request.ip });
    const body = reply.statusCode === 200 ? (reply.json() as { code?: unknown; data?: unknown }) : undefined;
    if (body?.code === SUCCESS_CODE) found.push({ path: getConsentTemplate.path, request: query, data: body.data });
  }
  return found;
}

type Brand = { faviconUrl?: unknown; primaryColor?: unknown };

/** The page for one visit: preloads for its path, the boot answers, the brand's favicon and colour. */
export function renderPage(template: ReturnType<typeof prepareTemplate>, pathname: string, answers: BootAnswer[]): string {
  const brand = answers.find((answer) => answer.path === getPortfolio.path || answer.path === getPortfolioByDomain.path)?.data as Brand | undefined;
  const head = [
    ...template.preloads(pathname).map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
    typeof brand?.primaryColor === 'string' ? `<meta name="theme-color" content="${escapeAttribute(brand.primaryColor)}">` : '',
    `<script type="application/json" id="${BOOT_ANSWERS_ID}">${jsonForHtml(answers)}</script>`,
  ].join('');
  let html = template.html;
  if (typeof brand?.faviconUrl === 'string') html = html.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${escapeAttribute(brand.faviconUrl)}">`);
  return html.replace('</head>', `${head}</head>`);
}
