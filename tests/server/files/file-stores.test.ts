import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { directoryFileStore } from '#server/files/directory-store.ts';
import { FileNotFoundError, InvalidFileKeyError, type FileStore } from '#server/files/file-store.ts';
import { s3FileStore } from '#server/files/s3-store.ts';
import { startS3Service, type S3Service } from '../support/s3-service.ts';

/** A store to test, and every name it holds (files, or a bucket's keys) to see what it left. */
type Subject = { store: FileStore; held(): Promise<string[]> };

let s3: S3Service;
beforeAll(async () => {
  s3 = await startS3Service();
});
afterAll(async () => s3?.close());

function directorySubject(): Subject {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-files-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  // Files only: the directories a put makes stay, as empty folders do.
  const held = async () =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  return { store: directoryFileStore(dir), held };
}

let bucketPrefixes = 0;
function bucketSubject(): Subject {
  // A prefix of its own per test: one bucket, several deployments, none seeing another's keys.
  const prefix = `test-${(bucketPrefixes += 1)}`;
  const held = async () => (await s3.keys()).filter((key) => key.startsWith(`${prefix}/`)).map((key) => key.slice(prefix.length + 1));
  return { store: s3FileStore(s3.location(prefix)), held };
}

const read = async (store: FileStore, key: string) => Buffer.concat(await (await store.get(key)).toArray()).toString();

describe.each([
  ['the directory file store', directorySubject],
  ['the S3 bucket file store', bucketSubject],
])('%s', (_name, subject) => {
  it('puts a stream under its key, gets it back, and deletes it', async () => {
    const { store, held } = subject();
    await store.put('statements/c-1/d-1', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7 rest')]));
    expect(await held()).toEqual([join('statements', 'c-1', 'd-1')]);
    expect(await read(store, 'statements/c-1/d-1')).toBe('%PDF-1.7 rest');
    await store.delete('statements/c-1/d-1');
    await store.delete('statements/c-1/d-1');
    await expect(store.get('statements/c-1/d-1')).rejects.toThrow(FileNotFoundError);
    expect(await held()).toEqual([]);
  });

  it('stores a file larger than one upload part whole (12 MB)', async () => {
    const { store } = subject();
    const bytes = Buffer.alloc(12 * 1024 * 1024);
    for (let at = 0; at < bytes.length; at += 4) bytes.writeUInt32LE(at, at);
    async function* inPieces() {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    }
    await store.put('statements/c-1/big', Readable.from(inPieces()));
    expect(Buffer.concat(await (await store.get('statements/c-1/big')).toArray()).equals(bytes)).toBe(true);
  });

  it.each([
    ['half way through a small file', 64 * 1024],
    ['after more than one upload part', 6 * 1024 * 1024],
  ])('leaves no file when the stream fails %s', async (_when, before) => {
    const { store, held } = subject();
    async function* refused() {
      for (let sent = 0; sent < before; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 1);
      throw new Error('refused on the way');
    }
    await expect(store.put('statements/c-1/d-2', Readable.from(refused()))).rejects.toThrow('refused on the way');
    expect(await held()).toEqual([]);
    await expect(store.get('statements/c-1/d-2')).rejects.toThrow(FileNotFoundError);
  });

  it('keeps the file it had until a new one is whole', async () => {
    const { store } = subject();
    await store.put('k/one', Readable.from([Buffer.from('first')]));
    async function* broken() {
      yield Buffer.from('sec');
      throw new Error('cut');
    }
    await expect(store.put('k/one', Readable.from(broken()))).rejects.toThrow('cut');
    expect(await read(store, 'k/one')).toBe('first');
  });

  it.each(['../outside', 'a/../../b', '/absolute', 'a//b', 'a/.', 'with space', 'a/b.partial', ''])('refuses the key %j', async (key) => {
    const { store } = subject();
    await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(InvalidFileKeyError);
    await expect(store.get(key)).rejects.toThrow(InvalidFileKeyError);
  });
});

describe('the S3 bucket file store', () => {
  it('keeps each prefix apart in one bucket', async () => {
    const one = s3FileStore(s3.location('deployment-a'));
    const other = s3FileStore(s3.location('deployment-b'));
    await one.put('statements/c-1/d-1', Readable.from([Buffer.from('a')]));
    await expect(other.get('statements/c-1/d-1')).rejects.toThrow(FileNotFoundError);
    expect(await s3.keys()).toContain('deployment-a/statements/c-1/d-1');
  });

  it('says what went wrong when the service refuses (a bucket that does not exist)', async () => {
    const store = s3FileStore({ ...s3.location(), bucket: 'no-such-bucket' });
    await expect(store.put('k/one', Readable.from([Buffer.from('x')]))).rejects.toThrow(/bucket/i);
  });
});
