// Issue 18, defect 12: `npm start` builds without Vite's "Some chunks are larger than ..." warning, because the
// chunks are small, not because the limit moved. The real build (about 3 s), into a directory of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** kB (1000 bytes) of minified JavaScript any chunk of ours may have; React DOM's own chunk is the one exception. */
const CHUNK_LIMIT_KB = 200;
const kB = (bytes: number) => bytes / 1000;

let outDir: string;
let output: string;
let manifest: Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;
const assets = () => readdirSync(join(outDir, 'assets'));
const sizeOf = (file: string) => statSync(join(outDir, 'assets', file)).size;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'chunks-test-'));
  // Another configuration may be given (CHUNKS_TEST_CONFIG), to show the test failing on another one.
  const config = process.env.CHUNKS_TEST_CONFIG ? ['--config', process.env.CHUNKS_TEST_CONFIG] : [];
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...config, '--outDir', outDir, '--emptyOutDir'], {
    encoding: 'utf8',
    // As `npm start` builds: production (Vitest's NODE_ENV=test would build React's development code).
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // Vite prints its warnings on stderr: both, as `npm start` shows them.
  output = `${build.stdout}${build.stderr}`;
  expect(build.status, output).toBe(0);
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  it('prints no chunk-size warning', () => {
    expect(output).toContain('built in');
    expect(output).not.toMatch(/chunks are larger than/i);
  });

  it('keeps every chunk of ours under 200 kB; only React DOM, one module that cannot be split, is larger', () => {
    const large = assets()
      .filter((file) => file.endsWith('.js') && kB(sizeOf(file)) > CHUNK_LIMIT_KB)
      .map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    expect(large).toEqual(['react-dom']);
  });

  it('ships a translation in a chunk of its own that no first page downloads (decision 0311)', () => {
    const spanish = manifest['machines/home/locales/es.ts'];
    expect(spanish?.isDynamicEntry).toBe(true);
    const firstPage = new Set<string>();
    const visit = (key: string) => {
      if (firstPage.has(key)) return;
      firstPage.add(key);
      manifest[key]!.imports?.forEach(visit);
    };
    visit(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
    expect([...firstPage]).not.toContain('machines/home/locales/es.ts');
    const words = [...firstPage].map((key) => readFileSync(join(outDir, manifest[key]!.file), 'utf8')).join('\n');
    expect(words).toContain('is now on your account.');
    expect(words).not.toContain(' ya est');
    expect(readFileSync(join(outDir, spanish!.file), 'utf8')).toContain(' ya est');
  });

  it("leaves every flow but sign-in's and the lender pages' out of the first page: each arrives with its first visit (issue 15)", () => {
    const firstPage = new Set<string>();
    const visit = (key: string) => {
      if (firstPage.has(key)) return;
      firstPage.add(key);
      manifest[key]!.imports?.forEach(visit);
    };
    visit(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
    const code = [...firstPage].map((key) => readFileSync(join(outDir, manifest[key]!.file), 'utf8')).join('\n');
    for (const flow of ['guidance', 'signing', 'disbursement', 'repayment', 'coupon', 'home', 'resource-link']) {
      expect(manifest[`src/app/${flow}-actors.ts`]?.isDynamicEntry, flow).toBe(true);
      expect(firstPage, flow).not.toContain(`src/app/${flow}-actors.ts`);
    }
    // The machines' ids, as each machine names itself; the account flow's is there.
    expect(code).toContain('id:`account`');
    for (const id of ['guidance', 'signing', 'disbursement', 'repayment', 'coupon', 'resourceLink']) expect(code, id).not.toContain(`id:\`${id}\``);
  });

  it('loads React DOM beside the entry, not inside it', () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(entry.file).toMatch(/^assets\/index-/);
    expect(kB(sizeOf(entry.file.replace('assets/', '')))).toBeLessThan(CHUNK_LIMIT_KB);
    expect(entry.imports?.map((key) => manifest[key]!.file)).toContainEqual(expect.stringMatching(/^assets\/react-dom-/));
  });

  it("ships the password estimator's word lists as JSON data, not as JavaScript in the verdict's chunk", () => {
    const lists = assets().filter((file) => /^(diceware|passwords|commonWords|firstnames|lastnames|wikipedia)-[\w-]{8}\.json$/.test(file));
    expect(lists).toHaveLength(6);
    const verdict = assets().find((file) => /^password-verdict-[\w-]{8}\.js$/.test(file))!;
    expect(kB(sizeOf(verdict))).toBeLessThan(100);
    // zxcvbn's compressed lists start with these words; none is in any script.
    for (const file of assets().filter((name) => name.endsWith('.js')))
      expect(readFileSync(join(outDir, 'assets', file), 'utf8'), file).not.toContain('A123456Apassword');
  });
});
