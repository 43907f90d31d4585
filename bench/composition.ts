// `node --import tsx bench/composition.ts [distDir]`: what each first-page chunk is made of. For every chunk of
// /sign-in (entry, ui kit, account parts, sign-in view) it gzips the code of each package or source folder
// alone, found through the build's source maps, and prints the largest parts. Without a directory it builds
// privately first. Parts gzipped alone sum to a little more than the chunk.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { buildPrivately } from './build.ts';

const FIRST_PAGE_CHUNKS = /^(index|ui-kit|account-parts|sign-in-view)-.*\.js$/;
const KB = 1024;

/** The package (node_modules/x or @scope/x) or our folder (src/x, src/x/y, machines) of a source path. */
function area(source: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packageMatch) return packageMatch[1]!;
  const ours = /(?:^|\/)(src\/[^/]+(?:\/[^/]+)?|machines)\//.exec(source);
  return ours ? ours[1]! : source;
}

const given = process.argv[2];
const distDir = given ?? buildPrivately();
try {
  const assets = join(distDir, 'assets');
  for (const file of readdirSync(assets).filter((name) => FIRST_PAGE_CHUNKS.test(name))) {
    const code = readFileSync(join(assets, file), 'utf8');
    const lines = code.split('\n');
    const map = new TraceMap(readFileSync(join(assets, `${file}.map`), 'utf8'));
    const parts = new Map<string, string[]>();
    // Each mapping segment runs to the next one; its text belongs to the segment's source.
    let open: { line: number; column: number; source: string } | undefined;
    const close = (line: number, column: number) => {
      if (!open) return;
      const text = open.line === line ? lines[open.line - 1]!.slice(open.column, column) : lines[open.line - 1]!.slice(open.column);
      const key = area(open.source);
      parts.set(key, [...(parts.get(key) ?? []), text]);
    };
    eachMapping(map, (mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn);
      open = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '(unmapped)' };
    });
    close(lines.length + 1, 0);
    console.log(`\n${file}: ${(gzipSync(code, { level: 9 }).length / KB).toFixed(1)} KB gzip`);
    const sizes = [...parts].map(([key, texts]) => [key, gzipSync(texts.join(''), { level: 9 }).length / KB] as const).sort((a, b) => b[1] - a[1]);
    for (const [key, kb] of sizes.slice(0, 16)) console.log(`${kb.toFixed(1).padStart(8)} KB  ${key}`);
  }
} finally {
  if (!given) rmSync(distDir, { recursive: true, force: true });
}
