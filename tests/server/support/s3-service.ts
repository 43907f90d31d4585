// An S3-compatible service for the tests of the bucket file store: s3rver, which answers the S3 protocol
// (path-style PUT, GET, DELETE, multipart uploads, listings) over HTTP from a directory of its own.
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Location } from '#server/files/s3-store.ts';

export type S3Service = {
  /** A bucket of its own, reached through FILES_URL's parts. */
  location(prefix?: string): S3Location;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
};

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Service(bucket = 'borrower-files'): Promise<S3Service> {
  const directory = mkdtempSync(join(tmpdir(), 'borrower-s3-'));
  const service = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await service.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    location: (prefix) => ({ endpoint, bucket, prefix, region: 'us-east-1', credentials: CREDENTIALS }),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await service.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
