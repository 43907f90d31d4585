#!/usr/bin/env node
// After `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every
// compressible file of the build, so the server sends them as they are instead of compressing per request.
// Usage: node scripts/compress-dist.mjs [dir]   (default: dist, or STATIC_DIR)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest', '.ico', '.wasm']);
// Below this, the headers cost more than the bytes saved.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under dir; returns what was written, for the log and for tests. */
export async function compressDist(dir) {
  const written = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    const { size } = await stat(path);
    if (size < MIN_BYTES) continue;
    const source = await readFile(path);
    const twins = [
      ['.br', await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } })],
      ['.gz', await gz(source, { level: 9 })],
    ];
    for (const [suffix, compressed] of twins) {
      // A twin no smaller than the file would only make the server do work for nothing.
      if (compressed.length >= size) continue;
      await writeFile(path + suffix, compressed);
      written.push({ file: relative(dir, path) + suffix, bytes: compressed.length, of: size });
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? process.env.STATIC_DIR ?? 'dist');
  const written = await compressDist(dir);
  const saved = written.filter((entry) => entry.file.endsWith('.br')).reduce((total, entry) => total + entry.of - entry.bytes, 0);
  process.stdout.write(
    `compress-dist: ${written.length} files written in ${relative(process.cwd(), dir) || '.'}, brotli saves ${Math.round(saved / 1024)} kB\n`,
  );
}
