// Sizes of the built app: every chunk, and the JavaScript a first visit to /sign-in downloads.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAINT_FIRST_PATH, PAINT_FIRST_SCRIPT } from '../server/plugins/paint-first.ts';

export type Chunk = { file: string; bytes: number; gzipBytes: number };

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Every .js and .css file of the build, largest first. */
export function listChunks(distDir: string): Chunk[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, bytes: statSync(join(assets, file)).size, gzipBytes: gzipSize(join(assets, file)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * Sizes of the given built files (paths as the browser asked for them, e.g. /assets/index-abc.js), and of the
 * server's paint-first script (not a file of the build: server/plugins/paint-first.ts).
 */
export function builtFiles(distDir: string, paths: readonly string[]): Chunk[] {
  return [...new Set(paths)].map((source) => {
    if (source === PAINT_FIRST_PATH)
      return { file: source, bytes: Buffer.byteLength(PAINT_FIRST_SCRIPT), gzipBytes: gzipSync(PAINT_FIRST_SCRIPT, { level: 9 }).length };
    const path = join(distDir, source.replace(/^\//, ''));
    return { file: source, bytes: statSync(path).size, gzipBytes: gzipSize(path) };
  });
}

/** The entry script and its modulepreloads: what the browser fetches before the first route renders. */
export function initialJavaScript(distDir: string): Chunk[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return builtFiles(distDir, sources);
}
