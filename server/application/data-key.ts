// Where the data key comes from: DATA_KEY in the environment (config.dataKey), or outside production a
// key file made on first start under DATA_DIR and reused, so sealed values survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { DATA_KEY_BYTES } from './sealed.ts';

export const DATA_KEY_FILE = 'data-key';

export function resolveDataKey(config: Pick<Config, 'dataKey' | 'dataDir' | 'production'>): Buffer {
  if (config.dataKey) return config.dataKey;
  if (config.production) throw new ConfigError('DATA_KEY must be set in production (32 random bytes in base64, e.g. `openssl rand -base64 32`).');
  const file = join(config.dataDir, DATA_KEY_FILE);
  try {
    return fromFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once on one directory must not each write their own key.
    writeFileSync(file, `${randomBytes(DATA_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fromFile(file);
}

function fromFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== DATA_KEY_BYTES) throw new ConfigError(`${file} must hold ${DATA_KEY_BYTES} bytes in base64; it holds ${key.length}.`);
  return key;
}
