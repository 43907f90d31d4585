import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DATA_KEY_FILE, resolveDataKey } from '#server/application/data-key.ts';
import { createSealer, last4, SealError } from '#server/application/sealed.ts';
import { ConfigError, loadConfig } from '#server/config.ts';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 9);

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-key-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('sealed values', () => {
  it('seals an SSN as v1.<iv>.<tag>.<ct> in base64url, differently each time, and unseals it', () => {
    const sealer = createSealer(KEY);
    const first = sealer.seal('123456789');
    const second = sealer.seal('123456789');
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('123456789');
    expect(sealer.unseal(first)).toBe('123456789');
    expect(sealer.unseal(second)).toBe('123456789');
  });

  it('refuses a value sealed with another key, an altered value and an unknown version', () => {
    const sealed = createSealer(KEY).seal('021000021');
    expect(() => createSealer(OTHER_KEY).unseal(sealed)).toThrow(SealError);
    const [version, iv, tag, ct] = sealed.split('.');
    const flipped = `${ct!.slice(0, -1)}${ct!.endsWith('A') ? 'B' : 'A'}`;
    expect(() => createSealer(KEY).unseal([version, iv, tag, flipped].join('.'))).toThrow('cannot open');
    expect(() => createSealer(KEY).unseal(`v2.${iv}.${tag}.${ct}`)).toThrow('known version');
  });

  it('digests accounts with the key: equal for the same numbers, different for another account or key', () => {
    const sealer = createSealer(KEY);
    const digest = sealer.accountDigest('021000021', '000123456789');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(sealer.accountDigest('021000021', '000123456789')).toBe(digest);
    expect(sealer.accountDigest('021000021', '000123456780')).not.toBe(digest);
    expect(createSealer(OTHER_KEY).accountDigest('021000021', '000123456789')).not.toBe(digest);
  });

  it('keeps the last four digits for display', () => {
    expect(last4('123-45-6789')).toBe('6789');
    expect(last4('12')).toBe('12');
  });

  it('refuses a key of the wrong length', () => {
    expect(() => createSealer(Buffer.alloc(16))).toThrow('32 bytes');
  });
});

describe('the data key', () => {
  it('comes from DATA_KEY in base64 (32 bytes)', () => {
    const config = loadConfig({ DATA_KEY: KEY.toString('base64') });
    expect(config.dataKey?.equals(KEY)).toBe(true);
    expect(() => loadConfig({ DATA_KEY: Buffer.alloc(16).toString('base64') })).toThrow('DATA_KEY must be 32 bytes in base64');
    expect(() => loadConfig({ DATA_KEY: 'not base64!' })).toThrow(ConfigError);
  });

  it('outside production without DATA_KEY: made on first start in DATA_DIR/data-key (0600) and reused', () => {
    const dataDir = tempDir();
    const first = resolveDataKey({ dataDir, production: false });
    expect(first).toHaveLength(32);
    const file = join(dataDir, DATA_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(resolveDataKey({ dataDir, production: false }).equals(first)).toBe(true);
  });

  it('in production without DATA_KEY refuses to start, saying what to set', () => {
    expect(() => resolveDataKey({ dataDir: tempDir(), production: true })).toThrow(ConfigError);
    expect(() => resolveDataKey({ dataDir: tempDir(), production: true })).toThrow('DATA_KEY must be set in production');
    expect(resolveDataKey({ dataDir: tempDir(), production: true, dataKey: KEY }).equals(KEY)).toBe(true);
  });

  it('refuses a damaged key file rather than making a new key (which would lose every sealed value)', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, DATA_KEY_FILE), 'c2hvcnQ=\n');
    expect(() => resolveDataKey({ dataDir, production: false })).toThrow('must hold 32 bytes');
  });
});
