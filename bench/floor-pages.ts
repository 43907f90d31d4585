// The floor pages of decision 0302 (bench/floor/*.tsx): minimal sign-in pages made of the binding packages alone,
// built with the app's own Vite config and served pre-compressed as our server serves the app. bench/floor.ts
// measures all of them; the first page's bench (bench/first-page.ts) measures the app against two of them.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type UserConfig } from 'vite';
import viteConfig from '../vite.config.ts';

export const PAGES = [
  { name: 'base', label: 'React 19 + react-dom + react-router-dom 7 + XState 5 + @xstate/react' },
  { name: 'chakra', label: '+ @chakra-ui/react 3.37, a system with one recipe, one Button' },
  { name: 'chakra-default', label: "(for scale) the same with Chakra's default system" },
  { name: 'formik', label: '+ Formik' },
  { name: 'ky-valibot', label: '+ ky + Valibot' },
] as const;
// The app's config as `vite build` resolves it for the browser.
const appConfig = (typeof viteConfig === 'function' ? viteConfig({ command: 'build', mode: 'production', isSsrBuild: false }) : viteConfig) as UserConfig;
const floorDir = resolve(import.meta.dirname, 'floor');

/** Builds one floor page into a directory of its own (the caller removes it). */
export async function buildPage(name: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `borrower-floor-${name}-`));
  // The app's config (plugins, targets, minifier) without its chunk groups: those are for modules the app's
  // entry imports lazily, and a floor page imports everything statically (a group would make an import cycle).
  await build({
    ...appConfig,
    configFile: false,
    root: floorDir,
    logLevel: 'error',
    build: { ...appConfig.build, outDir, emptyOutDir: true, sourcemap: false, manifest: false, rolldownOptions: { input: join(floorDir, `${name}.html`) } },
  });
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` with brotli compressed once, as the app's server serves its pre-compressed build; any path -> the page. */
export function serve(dir: string, page: string, port: number): Promise<Server> {
  const compressed = new Map<string, Buffer>();
  const body = (file: string) => {
    let bytes = compressed.get(file);
    if (!bytes) compressed.set(file, (bytes = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })));
    return bytes;
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = normalize(join(dir, path));
    const target = file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : join(dir, page);
    response.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': target.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(body(target));
  });
  // Compress everything before the first measurement.
  for (const file of readdirSync(join(dir, 'assets'))) body(join(dir, 'assets', file));
  body(join(dir, page));
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
