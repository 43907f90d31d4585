import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppPageHandler } from '../http/error-handling.ts';
import { loadFirstPageRenderer } from './first-page.ts';
import { PAINT_FIRST_PATH, PAINT_FIRST_SCRIPT, paintFirst } from './paint-first.ts';
import { bootAnswers, prepareTemplate, renderPage } from './static-page.ts';

// The server-rendered pages holding a form (src/entry-server.tsx: sign-in and the reset link's e-mail).
const PAGES_WITH_FORMS = ['/sign-in', '/send-reset-link'];

export const APP_NOT_BUILT = 'App not built: run npm run build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidated on every use (ETag / Last-Modified), so a new release is picked up at once.
const REVALIDATE = 'no-cache';

/** The page is a few kilobytes made per visit: compressed on the way out, quickly rather than tightly. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/**
 * A form of a server-rendered page sent before the page was hydrated (decision 0303): the browser posts it to
 * the page's own path. Nothing in it is read or kept; the visitor is sent back to the page, now working.
 */
async function answerFormsSentBeforeHydration(scope: FastifyInstance) {
  scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], (_request, payload, done) => {
    payload.resume();
    done(null, undefined);
  });
  for (const path of PAGES_WITH_FORMS) scope.post(path, (_request, reply) => reply.redirect(path, 303));
}

/**
 * Serves the Vite build: files under /assets/ carry a content hash, so browsers keep them for a year;
 * everything else is revalidated. Brotli or gzip twins written by scripts/compress-dist.mjs are sent to
 * browsers that accept them. Returns what answers app pages: index.html made for the visit
 * (static-page.ts; the client router shows /404 itself), or a plain 503 when the app is not built: the
 * API still works without it.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<AppPageHandler> {
  if (!existsSync(join(staticDir, 'index.html'))) {
    app.log.warn({ staticDir }, `${APP_NOT_BUILT} (the API answers; pages do not)`);
    return (_request, reply) => reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(APP_NOT_BUILT);
  }

  await app.register(fastifyStatic, {
    root: staticDir,
    preCompressed: true,
    cacheControl: false,
    // `/` is an app page like any other, made per visit below, not index.html as it is on disk.
    index: false,
    setHeaders: (response, filePath) => {
      const isHashedAsset = relative(staticDir, filePath).split(sep)[0] === 'assets';
      response.setHeader('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
      // Brotli, gzip or plain by the request's Accept-Encoding: a cache must key on it.
      if (!response.getHeader('vary')) response.setHeader('vary', 'Accept-Encoding');
    },
  });
  const template = prepareTemplate(staticDir);
  const renderFirstPage = await loadFirstPageRenderer(staticDir, app.log);
  const appPage: AppPageHandler = async (request, reply) => {
    const answers = await bootAnswers(app, request);
    const plain = renderPage(template, request.url.split(/[?#]/)[0]!, answers);
    const rendered = await renderFirstPage(request, answers, plain);
    // A page the server rendered shows without its scripts: they start after its first paint (paint-first.ts).
    const page = rendered === plain ? plain : paintFirst(rendered);
    // The page differs by host (its brand) and carries data of the day: never reused without asking.
    reply.header('cache-control', REVALIDATE);
    return sendCompressed(request, reply, page);
  };
  // The static files' wildcard would answer `/` as a directory listing refused; other pages reach the
  // app page through the not-found handler (server/http/error-handling.ts).
  app.get('/', appPage);
  app.get(PAINT_FIRST_PATH, (_request, reply) => reply.header('cache-control', IMMUTABLE).type('text/javascript; charset=utf-8').send(PAINT_FIRST_SCRIPT));
  await app.register(answerFormsSentBeforeHydration);
  return appPage;
}
