// Files kept outside the database (decision 0505): bank statements now, agreements later. A directory
// under DATA_DIR today; an S3-compatible bucket can implement the same three calls for several instances.
import type { Readable } from 'node:stream';

export type FileStore = {
  /**
   * Writes the stream under the key. The file exists only once the whole stream is written: when the stream
   * fails (a refused upload), put rejects with its error and leaves nothing, as an aborted multipart upload would.
   * The stream is listened to from the call on: it may fail before the first byte is stored.
   */
  put(key: string, content: Readable): Promise<void>;
  /** The file's bytes; rejects with FileNotFoundError when there is no such file. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
};

export class FileNotFoundError extends Error {
  override name = 'FileNotFoundError';
}

export class InvalidFileKeyError extends Error {
  override name = 'InvalidFileKeyError';
}

// Keys are made by the server (`statements/{customer}/{document}`), never from a file's name: segments of
// letters, digits, dot, dash and underscore, not starting with a dot, are valid as a path and as an S3 key.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertFileKey(key: string): void {
  const segments = key.split('/');
  // `.partial` is the directory store's own (a file being written).
  if (key.length > 512 || segments.some((segment) => !SEGMENT.test(segment) || segment.endsWith('.partial'))) {
    throw new InvalidFileKeyError(`Not a file key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
