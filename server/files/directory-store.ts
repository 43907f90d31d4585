// The file store on the local disk: one file per key under a root directory (DATA_DIR/files). A file is
// written to `{key}.{random}.partial` beside its place, flushed, then renamed: readers never see half a file.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, FileNotFoundError, type FileStore } from './file-store.ts';

export function directoryFileStore(root: string): FileStore {
  const pathOf = (key: string): string => {
    assertFileKey(key);
    return join(root, ...key.split('/'));
  };

  return {
    async put(key, content) {
      // Heard from the start: the stream may fail while the directory is being made.
      let failed: unknown;
      const keep = (error: unknown) => (failed ??= error);
      content.on('error', keep);
      const target = pathOf(key);
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await mkdir(dirname(target), { recursive: true });
        if (content.destroyed) throw failed ?? new Error('The stream was closed before it was stored');
        await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
        // On disk before it has a name: a crash after the rename never leaves an empty or short file.
        const handle = await open(partial, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, target);
      } catch (error) {
        content.destroy();
        await rm(partial, { force: true });
        throw error;
      } finally {
        content.off('error', keep);
      }
    },

    async get(key) {
      const path = pathOf(key);
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new FileNotFoundError(`No file ${key}`) : error;
      });
      return handle.createReadStream();
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
