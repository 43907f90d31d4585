import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFormat } from '#src/api/contract/calendar.ts';
import { build } from '../helper.ts';

// A fake Vite build: an index page and a hashed chunk large enough to be worth compressing.
let dist: string;
const INDEX = `<!doctype html><html><head><title>Borrower</title><script type="module" src="/assets/index-B4x9Qz1k.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const CHUNK = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{id:${index},label:"row ${index}"}`).join(',')}];`;

let compressLog = '';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'borrower-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-B4x9Qz1k.js'), CHUNK);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  // As `npm run build` runs it after vite build.
  compressLog = execFileSync(process.execPath, ['scripts/compress-dist.mjs', dist], { encoding: 'utf8' });
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('scripts/compress-dist.mjs', () => {
  it('writes brotli and gzip twins of compressible files, and skips files too small to gain', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br'))).toString()).toBe(INDEX);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-B4x9Qz1k.js.gz'))).toString()).toBe(CHUNK);
    expect(existsSync(join(dist, 'robots.txt.br'))).toBe(false);
    expect(compressLog).toMatch(/^compress-dist: 4 files written in .*borrower-dist-\w+, brotli saves \d+ kB\n$/);
  });
});

describe('the built app', () => {
  it('sends hashed assets pre-compressed (brotli first) with a one-year immutable cache', async () => {
    const app = await build({ staticDir: dist });
    const reply = await app.inject({ method: 'GET', url: '/assets/index-B4x9Qz1k.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(CHUNK);
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const app = await build({ staticDir: dist });
    const gzipped = await app.inject({ method: 'GET', url: '/assets/index-B4x9Qz1k.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(CHUNK);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-B4x9Qz1k.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the page made from index.html with no-cache, so a release is picked up at once, compressed', async () => {
    const app = await build({ staticDir: dist });
    const reply = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(reply.rawPayload).toString();
    expect(page.startsWith('<!doctype html><html><head><title>Borrower</title><script type="module" src="/assets/index-B4x9Qz1k.js"></script>')).toBe(true);
    expect(page).toContain('<script type="application/json" id="boot-answers">');
  });

  it.each(['/sign-in', '/application/eyJhbGciOi.J9-x_Y', '/notification/302', '/disbursement/choose-loan-amount', '/no/such/page'])(
    'answers the app page %s with the page made from index.html (the client router decides, /404 included)',
    async (url) => {
      const app = await build({ staticDir: dist });
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<div id="root"></div>');
      expect(reply.body).toContain('<script type="application/json" id="boot-answers">');
    },
  );

  it.each(['/assets/index-OLDHASH.js', '/missing.png', '/favicon.ico'])('answers a missing file %s with 404, never the page', async (url) => {
    const app = await build({ staticDir: dist });
    const reply = await app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('<!doctype html>');
  });

  it('never answers an API path with the page', async () => {
    const app = await build({ staticDir: dist });
    const reply = await app.inject({ method: 'GET', url: '/dolphin-loan/online/no-such-call' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().code).toBe(-10404);
  });
});

describe('without a build', () => {
  it('answers pages 503 "App not built: run npm run build" in plain text, and the API still works', async () => {
    const app = await build({ staticDir: join(dist, 'not-here') });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toBe('App not built: run npm run build');
    expect((await app.inject({ method: 'GET', url: '/sign-in' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: dateFormat.path })).json().code).toBe(1);
  });
});
