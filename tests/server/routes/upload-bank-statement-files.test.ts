// Issue 17, finding 1: a statement is streamed to the file store (not into the database), checked as its
// bytes pass, and capped per application and per borrower per day. A refused file leaves nothing behind.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BANK_STATEMENT_MAX_BYTES, uploadBankStatement } from '#src/api/contract/application.ts';
import { application, customer, document } from '#server/db/schema.ts';
import { directoryFileStore } from '#server/files/directory-store.ts';
import type { FileStore } from '#server/files/file-store.ts';
import { manualClock } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';
import { borrower, buildWithKey } from '../application/support.ts';
import { startS3Service, type S3Service } from '../support/s3-service.ts';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);
/** A statement of 1 MB: its base64 is read in several pieces. */
const PDF_LARGE = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1_000_000 - 9, 0x20)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const statement = (content: Buffer, contentType = 'application/pdf', fileName = 'march-statement.pdf') => ({
  fileName,
  contentType,
  contentBase64: content.toString('base64'),
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-statements-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under the directory, partial ones included, as paths relative to it. */
function filesUnder(dir: string): string[] {
  const root = join(dir, 'files');
  try {
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(root, path)).isFile());
  } catch {
    return [];
  }
}

async function documentCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.database.orm.select({ value: count() }).from(document);
  return row?.value ?? 0;
}

describe('a statement is kept in the file store, the database keeps what it is', () => {
  it('writes the bytes under DATA_DIR/files/statements and the row has the key, size and SHA-256 only', async () => {
    const dir = dataDir();
    const app = await buildWithKey({ dataDir: dir });
    const headers = await borrower(app);
    const answer = await ok<{ documentId: string }>(app, uploadBankStatement, statement(PDF), headers);

    const [row] = await app.database.orm.select().from(document);
    expect(row).toMatchObject({
      id: answer.documentId,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect(row!.content).toBeNull();
    expect(row!.storageKey).toBe(`statements/${row!.customerId}/${row!.id}`);
    expect(filesUnder(dir)).toEqual([join('statements', row!.customerId, row!.id)]);
    expect(readFileSync(join(dir, 'files', row!.storageKey)).equals(PDF)).toBe(true);
    expect(Buffer.concat(await (await app.files.get(row!.storageKey)).toArray()).equals(PDF)).toBe(true);
  });

  it('reads the body as a stream: bytes reach the store before the body has all arrived', async () => {
    const received = { bytes: 0 };
    const dir = dataDir();
    const inner = directoryFileStore(join(dir, 'files'));
    // The store as the app sees it, counting what reaches it.
    const files: FileStore = {
      put: (key, content) => {
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            received.bytes += chunk.length;
            done(null, chunk);
          },
        });
        content.on('error', (error) => counted.destroy(error));
        return inner.put(key, content.pipe(counted));
      },
      get: (key) => inner.get(key),
      delete: (key) => inner.delete(key),
    };
    const app = await buildWithKey({ dataDir: dir }, { files });
    const headers = await borrower(app);
    const content = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const base64 = content.toString('base64');
    const seen = { beforeLastPiece: -1 };
    async function* body() {
      yield `{"fileName":"march.pdf","contentType":"application/pdf","contentBase64":"`;
      const piece = 64 * 1024;
      for (let at = 0; at < base64.length; at += piece) {
        if (at + piece >= base64.length) seen.beforeLastPiece = received.bytes;
        yield base64.slice(at, at + piece);
      }
      yield '"}';
    }
    const reply = await app.inject({
      method: 'POST',
      url: uploadBankStatement.path,
      headers: { ...headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from(body()),
    });
    expect(reply.json(), reply.body).toMatchObject({ code: 1 });
    expect(seen.beforeLastPiece).toBeGreaterThan(1024 * 1024);
    expect(received.bytes).toBe(content.length);
  });
});

describe('a refused statement leaves nothing on disk and nothing in the database', () => {
  it.each([
    ['bytes of another type (-10809)', statement(PNG, 'application/pdf'), 200, -10809],
    ['not a statement at all (-10809)', statement(Buffer.from('MZ\x90\x00 this is a program'), 'application/pdf'), 200, -10809],
    ['over 10 MB (-10810)', statement(Buffer.concat([PDF, Buffer.alloc(BANK_STATEMENT_MAX_BYTES + 1 - PDF.length, 0x20)])), 200, -10810],
    ['a type it may not claim (400)', statement(PDF, 'text/html'), 400, -10400],
    [
      'base64 that is not (400)',
      { fileName: 'a.pdf', contentType: 'application/pdf', contentBase64: `${PDF.toString('base64').slice(0, 400)}*${'A'.repeat(3)}` },
      400,
      -10400,
    ],
  ])('%s', async (_name, upload, status, code) => {
    const dir = dataDir();
    const app = await buildWithKey({ dataDir: dir });
    const headers = await borrower(app);
    const reply = await call(app, uploadBankStatement, upload, headers);
    expect(reply.statusCode).toBe(status);
    expect(reply.json().code).toBe(code);
    expect(await documentCount(app)).toBe(0);
    expect(filesUnder(dir)).toEqual([]);
    expect((await app.database.orm.select().from(application)).filter((row) => row.status !== 'draft')).toEqual([]);
  });

  it('answers bad base64 as the contract words it', async () => {
    const dir = dataDir();
    const app = await buildWithKey({ dataDir: dir });
    const headers = await borrower(app);
    const broken = await call(app, uploadBankStatement, { fileName: 'a.pdf', contentType: 'application/pdf', contentBase64: 'JVBER*==' }, headers);
    expect(broken.json()).toMatchObject({ code: -10400, data: { issues: [{ path: 'contentBase64', message: 'is not valid: The file could not be read' }] } });
    // Past the first piece read, in the middle of a large file: what Node's decoder would pass over or take.
    const large = PDF_LARGE.toString('base64');
    for (const odd of ['-', '_', ' ', '*', '=', '\u00e9']) {
      const middle = large.length / 2;
      const answer = await call(
        app,
        uploadBankStatement,
        { fileName: 'a.pdf', contentType: 'application/pdf', contentBase64: large.slice(0, middle) + odd + large.slice(middle + 1) },
        headers,
      );
      expect(answer.json(), JSON.stringify(odd)).toMatchObject({
        code: -10400,
        data: { issues: [{ path: 'contentBase64', message: 'is not valid: The file could not be read' }] },
      });
    }
    const control = await app.inject({
      method: 'POST',
      url: uploadBankStatement.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"fileName": "a.pdf", "contentType": "application/pdf", "contentBase64": "${large.slice(0, 100_000)}\u0001${large.slice(100_001)}"}`,
    });
    expect(control.json()).toEqual({ code: -10400, message: 'The request body is not valid JSON.', data: null });
    expect(await documentCount(app)).toBe(0);
    expect(filesUnder(dir)).toEqual([]);
    const empty = await call(app, uploadBankStatement, { fileName: 'a.pdf', contentType: 'application/pdf', contentBase64: '' }, headers);
    expect(empty.json()).toMatchObject({ code: -10400, data: { issues: [{ path: 'contentBase64', message: 'is not valid: The file is empty' }] } });
    const missing = await call(app, uploadBankStatement, {}, headers);
    expect(missing.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual(['fileName', 'contentType', 'contentBase64']);
    const notJson = await app.inject({
      method: 'POST',
      url: uploadBankStatement.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"fileName": 12',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: -10400, message: 'The request body is not valid JSON.', data: null });
  });
});

describe('statement caps', () => {
  it('takes 5 statements per application; the sixth is refused (-10814) and nothing is written', async () => {
    const dir = dataDir();
    const app = await buildWithKey({ dataDir: dir });
    const headers = await borrower(app);
    for (let upload = 0; upload < 5; upload += 1) await ok(app, uploadBankStatement, statement(PDF), headers);
    const sixth = await call(app, uploadBankStatement, statement(PDF), headers);
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual({
      code: -10814,
      message: 'We already have as many bank statements as we can take for this application. A person is reviewing them and will write to you.',
      data: null,
    });
    expect(await documentCount(app)).toBe(5);
    expect(filesUnder(dir)).toHaveLength(5);
  });

  it('takes STATEMENT_BYTES_PER_DAY per borrower in 24 hours (-10815 past it), and again a day later', async () => {
    const dir = dataDir();
    const clock = manualClock();
    const app = await buildWithKey({ dataDir: dir, clock, statementBytesPerDay: 2 * PDF.length + 100 });
    const headers = await borrower(app);
    await ok(app, uploadBankStatement, statement(PDF), headers);
    await ok(app, uploadBankStatement, statement(PDF), headers);
    const third = await call(app, uploadBankStatement, statement(PDF), headers);
    expect(third.json()).toEqual({ code: -10815, message: 'You have uploaded as much as we can take in one day. Please try again tomorrow.', data: null });
    expect(await documentCount(app)).toBe(2);
    expect(filesUnder(dir)).toHaveLength(2);
    // A small file still fits in what is left today.
    await ok(app, uploadBankStatement, statement(PNG, 'image/png', 'page.png'), headers);
    // A day on, those uploads no longer count (moving the clock instead would also end the session).
    await app.database.orm.update(document).set({ createdAt: new Date(clock.now() - 24 * 60 * 60 * 1000) });
    await ok(app, uploadBankStatement, statement(PDF), headers);
    expect(filesUnder(dir)).toHaveLength(4);
  });
});

describe('statements kept in the database before (migration 0005)', () => {
  it('are moved to the file store at start, and their row keeps only the metadata', async () => {
    const dir = dataDir();
    const before = await buildWithKey({ dataDir: dir });
    await borrower(before);
    const [owner] = await before.database.orm.select().from(customer);
    const id = '00000000-0000-4000-8000-000000000501';
    const storageKey = `statements/${owner!.id}/${id}`;
    // As migration 0005 leaves a row written by the old server: its bytes in `content`, its key set.
    await before.database.orm.insert(document).values({
      id,
      customerId: owner!.id,
      documentType: 2,
      fileName: 'old.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
      content: PDF,
      storageKey,
      createdAt: new Date(),
    });

    const after = await buildWithKey({ dataDir: dir });
    const [row] = await after.database.orm.select().from(document);
    expect(row).toMatchObject({ id, storageKey, content: null, sizeBytes: PDF.length });
    expect(readFileSync(join(dir, 'files', storageKey)).equals(PDF)).toBe(true);
  });
});

describe('with FILES_URL, a statement is kept in the S3-compatible bucket (several instances, one store)', () => {
  let s3: S3Service;
  beforeAll(async () => {
    s3 = await startS3Service();
  });
  afterAll(async () => s3?.close());

  it('streams the bytes to the bucket under the row key, and another instance reads the same file', async () => {
    const dir = dataDir();
    const files = { driver: 's3' as const, ...s3.location('instance-test') };
    const app = await buildWithKey({ dataDir: dir, files });
    const headers = await borrower(app);
    const answer = await ok<{ documentId: string }>(app, uploadBankStatement, statement(PDF), headers);

    const [row] = await app.database.orm.select().from(document);
    expect(row).toMatchObject({ id: answer.documentId, content: null, sha256: createHash('sha256').update(PDF).digest('hex') });
    expect(await s3.keys()).toEqual([`instance-test/${row!.storageKey}`]);
    expect(filesUnder(dir)).toEqual([]);
    // A second instance on its own data directory, the same bucket: what one stored, the other reads.
    const other = await buildWithKey({ dataDir: dataDir(), files });
    expect(Buffer.concat(await (await other.files.get(row!.storageKey)).toArray()).equals(PDF)).toBe(true);
  });

  it('leaves nothing in the bucket for a statement it refuses half way (over 10 MB, -10810)', async () => {
    const app = await buildWithKey({ dataDir: dataDir(), files: { driver: 's3', ...s3.location('refused-test') } });
    const headers = await borrower(app);
    const tooLarge = statement(Buffer.concat([PDF, Buffer.alloc(BANK_STATEMENT_MAX_BYTES + 1 - PDF.length, 0x20)]));
    expect((await call(app, uploadBankStatement, tooLarge, headers)).json().code).toBe(-10810);
    expect(await documentCount(app)).toBe(0);
    expect((await s3.keys()).filter((key) => key.startsWith('refused-test/'))).toEqual([]);
  });
});
