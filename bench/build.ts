// The bench's own build, in a private directory: other developers build into dist/ at the same time, and a
// build replaced mid-run would mix two versions in one measurement. The caller removes it when done.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function buildPrivately(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'borrower-bench-dist-'));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { stdio: 'ignore' });
  execFileSync(process.execPath, ['scripts/compress-dist.mjs', outDir], { stdio: 'ignore' });
  // The server-rendered first page (decision 0303), as npm run build makes it.
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, '.ssr')], { stdio: 'ignore' });
  return outDir;
}
