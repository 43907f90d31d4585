// The file store in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, Garage...), for several
// instances sharing one database (decision 0505). Chosen by FILES_URL; the directory store stays the default.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { assertFileKey, FileNotFoundError, type FileStore } from './file-store.ts';

/** Where the bucket is: FILES_URL read by config.ts. */
export type S3Location = {
  /** The service's origin, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** Keys are stored as `{prefix}/{key}` when given, so one bucket can serve several deployments. */
  prefix: string | undefined;
  region: string;
  /** From the URL's user and password; otherwise the SDK's own chain (AWS_ACCESS_KEY_ID, a profile, a role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** Parts of 5 MiB (S3's smallest) uploaded two at a time: at most about 10 MiB of an upload in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

export function s3FileStore(location: S3Location): FileStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    // Path-style (endpoint/bucket/key) is what every S3-compatible service answers; virtual hosts need DNS per bucket.
    forcePathStyle: true,
    ...(location.credentials ? { credentials: location.credentials } : {}),
    // Checksums only where S3 requires them: several compatible services refuse the SDK's newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string): string => {
    assertFileKey(key);
    return location.prefix ? `${location.prefix}/${key}` : key;
  };

  return {
    async put(key, content) {
      // Heard from the start, as the directory store does: the stream may fail before the upload reads it.
      let failed: unknown;
      const keep = (error: unknown) => (failed ??= error);
      content.on('error', keep);
      try {
        const Key = objectKey(key);
        if (content.destroyed) throw failed ?? new Error('The stream was closed before it was stored');
        // A multipart upload that fails is aborted (its parts dropped); a small one is one PUT after the last byte:
        // either way the object exists only once the whole stream is written.
        const upload = new Upload({ client, params: { Bucket: location.bucket, Key, Body: content }, partSize: PART_BYTES, queueSize: PARTS_AT_ONCE });
        await upload.done();
        if (failed !== undefined) throw failed;
      } catch (error) {
        content.destroy();
        throw failed ?? error;
      } finally {
        content.off('error', keep);
      }
    },

    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) })).catch((error: unknown) => {
        throw error instanceof NoSuchKey ? new FileNotFoundError(`No file ${key}`) : error;
      });
      if (!(answer.Body instanceof Readable)) throw new Error(`The store answered no body for ${key}`);
      return answer.Body;
    },

    async delete(key) {
      // S3 answers a missing key's delete as done, as the directory store does.
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    },
  };
}
