import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppPageHandler } from '../http/error-handling.ts';

export const APP_NOT_BUILT = 'App not built: run npm run build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidated on every use (ETag / Last-Modified), so a new release is picked up at once.
const REVALIDATE = 'no-cache';

/**
 * Serves the Vite build: files under /assets/ carry a content hash, so browsers keep them for a year;
 * everything else, index.html first, is revalidated. Brotli or gzip twins written by
 * scripts/compress-dist.mjs are sent to browsers that accept them. Returns what answers app pages
 * (index.html, whose client router shows /404 itself), or a plain 503 when the app is not built:
 * the API still works without it.
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
    setHeaders: (reply, filePath) => {
      const isHashedAsset = relative(staticDir, filePath).split(sep)[0] === 'assets';
      reply.header('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
    },
  });
  return (_request, reply) => reply.sendFile('index.html');
}
