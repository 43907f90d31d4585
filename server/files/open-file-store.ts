// The file store a config names (decision 0505): a directory under DATA_DIR, or an S3-compatible bucket.
import type { FilesTarget } from '../config.ts';
import { directoryFileStore } from './directory-store.ts';
import type { FileStore } from './file-store.ts';
import { s3FileStore } from './s3-store.ts';

export function fileStoreOf(target: FilesTarget): FileStore {
  return target.driver === 'directory' ? directoryFileStore(target.root) : s3FileStore(target);
}
