import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { directoryFileStore } from '#server/files/directory-store.ts';
import { FileNotFoundError, InvalidFileKeyError } from '#server/files/file-store.ts';

function root(): string {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-files-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const everything = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('the directory file store', () => {
  it('puts a stream under its key, gets it back, and deletes it', async () => {
    const dir = root();
    const store = directoryFileStore(dir);
    await store.put('statements/c-1/d-1', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7 rest')]));
    expect(everything(dir)).toEqual(['statements', join('statements', 'c-1'), join('statements', 'c-1', 'd-1')]);
    expect(Buffer.concat(await (await store.get('statements/c-1/d-1')).toArray()).toString()).toBe('%PDF-1.7 rest');
    await store.delete('statements/c-1/d-1');
    await store.delete('statements/c-1/d-1');
    await expect(store.get('statements/c-1/d-1')).rejects.toThrow(FileNotFoundError);
  });

  it('leaves nothing when the stream fails half way (no file, no partial file)', async () => {
    const dir = root();
    const store = directoryFileStore(dir);
    async function* refused() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('refused on the way');
    }
    await expect(store.put('statements/c-1/d-2', Readable.from(refused()))).rejects.toThrow('refused on the way');
    expect(everything(dir).filter((path) => !['statements', join('statements', 'c-1')].includes(path))).toEqual([]);
  });

  it('keeps the file it had until a new one is whole', async () => {
    const store = directoryFileStore(root());
    await store.put('k/one', Readable.from([Buffer.from('first')]));
    async function* broken() {
      yield Buffer.from('sec');
      throw new Error('cut');
    }
    await expect(store.put('k/one', Readable.from(broken()))).rejects.toThrow('cut');
    expect(Buffer.concat(await (await store.get('k/one')).toArray()).toString()).toBe('first');
  });

  it.each(['../outside', 'a/../../b', '/absolute', 'a//b', 'a/.', 'with space', 'a/b.partial', ''])('refuses the key %j', async (key) => {
    const store = directoryFileStore(root());
    await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(InvalidFileKeyError);
    await expect(store.get(key)).rejects.toThrow(InvalidFileKeyError);
  });
});
