// Writes server/accounts/common-passwords.txt: the ranked password list of the npm package
// @zxcvbn-ts/language-common (MIT; built from Xato's 10 million leaked passwords), one password a line,
// most common first. Run it again to refresh: `node --import tsx server/tools/generate-common-passwords.ts`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3';
const target = fileURLToPath(new URL('../accounts/common-passwords.txt', import.meta.url));
const notice = fileURLToPath(new URL('../accounts/common-passwords.NOTICE', import.meta.url));

const work = mkdtempSync(join(tmpdir(), 'common-passwords-'));
try {
  // The npm client fetches the published tarball; nothing is installed into the project.
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  const ranked: unknown = JSON.parse(readFileSync(join(work, 'package', 'src', 'passwords.json'), 'utf8'));
  if (!Array.isArray(ranked) || !ranked.every((entry) => typeof entry === 'string')) throw new Error('passwords.json is not a list of strings');
  const passwords = [...new Set(ranked.map((entry: string) => entry.toLowerCase()))];
  if (passwords.length < 10_000) throw new Error(`only ${passwords.length} passwords: expected at least 10,000`);
  writeFileSync(target, `${passwords.join('\n')}\n`);
  const license = readFileSync(join(work, 'package', 'LICENSE.txt'), 'utf8');
  writeFileSync(notice, `common-passwords.txt is the ranked list src/passwords.json of the npm package ${PACKAGE}, lower-cased.\n\n${license}`);
  process.stdout.write(`${passwords.length} passwords written to ${target}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
