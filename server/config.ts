import { resolve } from 'node:path';
import { demoClock, demoClockPath, systemClock, type Clock } from './clock.ts';
import { DEFAULT_LOGIN_CODE_MAIL_LIMIT } from './accounts/policy.ts';
import { DEFAULT_BEHAVIOR_BATCH_LIMIT } from './behavior/records.ts';
import { REPORT_DELAY_MS } from './ibv/sandbox/users.ts';
import type { S3Location } from './files/s3-store.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where the data lives: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL says so. */
export type DatabaseTarget = { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string };

/** Where uploaded files live (decision 0505): DATA_DIR/files by default, an S3-compatible bucket when FILES_URL says so. */
export type FilesTarget = { driver: 'directory'; root: string } | ({ driver: 's3' } & S3Location);

export type Config = {
  port: number;
  /** '::' listens on IPv6 and IPv4 alike, so p110.localhost reaches us on 127.0.0.1 and ::1. */
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  files: FilesTarget;
  /** The Vite build (index.html + assets/), served with the API on one port. */
  staticDir: string;
  /** Production hides development pages and turns on HSTS. */
  production: boolean;
  logLevel: LogLevel;
  /** API requests per minute per client address. */
  rateLimitMax: number;
  bodyLimitBytes: number;
  /** Behind a reverse proxy, trust X-Forwarded-For so rate limits count real clients, not the proxy. */
  trustProxy: boolean;
  clock: Clock;
  /** scrypt cost as log2 of N (17 in production: 128 MiB and a few hundred ms per hash); tests use a cheap one. */
  passwordHashLogN: number;
  /** scrypt derivations running at once (decision 0212): the rest of libuv's 4-thread pool stays free for files and the database. */
  passwordHashConcurrency: number;
  /** scrypt derivations waiting for a place; one more is answered 429 -10429 with Retry-After. */
  passwordHashQueue: number;
  /** Open realtime sockets per client address (an IPv4 address, an IPv6 /64) on one instance; past it the upgrade is answered 429. */
  realtimeSocketsPerAddress: number;
  /** Where mail goes: an smtp:// or smtps:// URL, or undefined to keep it in the outbox table (/dev/outbox). */
  smtpUrl: string | undefined;
  /** Failed sign-ins, and account e-mails asked for, per client address per 15 minutes; past it, 429. */
  addressAttemptLimit: number;
  /** Login-code e-mails per account per hour, sign-ins and resends together; past it, -10717 (decision 0211). */
  loginCodeMailLimit: number;
  /** Behaviour-record batches per client address per 10 minutes; past it, 429 (decision 0800). */
  behaviorBatchLimit: number;
  /** How long the sandbox's `report_pending` user's report takes to build (status 20 until then). */
  sandboxReportDelayMs: number;
  /** DATA_KEY: 32 bytes sealing SSNs and bank numbers; unset outside production, DATA_DIR/data-key (made on first start). */
  dataKey?: Buffer;
  /** Bank statements one application takes (decision 0505); past it, -10814. */
  statementsPerApplication: number;
  /** Bytes of bank statements one borrower may upload in 24 hours; past it, -10815. */
  statementBytesPerDay: number;
  /** Days after which a customer who asked for a create-account link and never created the account is deleted (decision 0212). */
  inactiveCustomerDays: number;
  /** How often this instance looks for due jobs (decision 0720); 0 runs none here (another instance does, or a test calls runDue). */
  jobPollIntervalMs: number;
  /**
   * Development only: funding completes by itself this long after it starts, as if the bank confirmed it, so
   * `npm start` shows the tracker reach "funding completed". Undefined: only an operator's `fund` completes it.
   */
  fundingCompletesAfterMs: number | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** scrypt N = 2^17 with r = 8, p = 1 (decision 0210). */
export const DEFAULT_PASSWORD_HASH_LOG_N = 17;

/**
 * Two derivations at once: one per core of the 2-core machine we run on, half of libuv's default pool, 256 MiB.
 * Sixteen waiting: at a few hundred ms each, the last one waits about 2-4 s; beyond that a 429 is kinder.
 */
export const DEFAULT_PASSWORD_HASH_CONCURRENCY = 2;
export const DEFAULT_PASSWORD_HASH_QUEUE = 16;

/** Open realtime sockets from one address (an IPv4 address, an IPv6 /64): a household or an office of borrowers, not 1,000 idle sockets. */
export const DEFAULT_REALTIME_SOCKETS_PER_ADDRESS = 50;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment into a typed config; a bad value stops the start with a message naming it. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(text(env, 'DATA_DIR') ?? './data');
  const production = text(env, 'NODE_ENV') === 'production';
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: text(env, 'HOST') ?? '::',
    dataDir,
    database: databaseTarget(text(env, 'DATABASE_URL'), dataDir),
    files: filesTarget(text(env, 'FILES_URL'), dataDir, text(env, 'AWS_REGION')),
    staticDir: resolve(text(env, 'STATIC_DIR') ?? 'dist'),
    production,
    logLevel: logLevel(text(env, 'LOG_LEVEL') ?? 'info'),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 600, 1, Number.MAX_SAFE_INTEGER),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 100 * 1024, 1024, 50 * 1024 * 1024),
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    // Outside production `npm run ops -- clock` moves it for demos through DATA_DIR/demo-clock.json; production keeps real time.
    clock: production ? systemClock(clockOffsetDays(env, production)) : demoClock(demoClockPath(dataDir), clockOffsetDays(env, production)),
    passwordHashLogN: integer(env, 'PASSWORD_HASH_LOG_N', DEFAULT_PASSWORD_HASH_LOG_N, 14, 20),
    passwordHashConcurrency: integer(env, 'PASSWORD_HASH_CONCURRENCY', DEFAULT_PASSWORD_HASH_CONCURRENCY, 1, 64),
    passwordHashQueue: integer(env, 'PASSWORD_HASH_QUEUE', DEFAULT_PASSWORD_HASH_QUEUE, 0, 10_000),
    realtimeSocketsPerAddress: integer(env, 'REALTIME_SOCKETS_PER_ADDRESS', DEFAULT_REALTIME_SOCKETS_PER_ADDRESS, 1, 1_000_000),
    smtpUrl: smtpUrl(text(env, 'SMTP_URL')),
    addressAttemptLimit: integer(env, 'ACCOUNT_ADDRESS_LIMIT', 20, 1, 1_000_000),
    loginCodeMailLimit: integer(env, 'LOGIN_CODE_MAIL_LIMIT', DEFAULT_LOGIN_CODE_MAIL_LIMIT, 1, 1_000_000),
    behaviorBatchLimit: integer(env, 'BEHAVIOR_BATCH_LIMIT', DEFAULT_BEHAVIOR_BATCH_LIMIT, 1, 1_000_000),
    sandboxReportDelayMs: integer(env, 'SANDBOX_REPORT_DELAY_MS', REPORT_DELAY_MS, 0, 600_000),
    dataKey: dataKey(text(env, 'DATA_KEY')),
    statementsPerApplication: integer(env, 'STATEMENTS_PER_APPLICATION', 5, 1, 1_000),
    statementBytesPerDay: integer(env, 'STATEMENT_BYTES_PER_DAY', 50 * 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    jobPollIntervalMs: integer(env, 'JOB_POLL_INTERVAL_MS', 1_000, 0, 3_600_000),
    inactiveCustomerDays: integer(env, 'INACTIVE_CUSTOMER_DAYS', 30, 1, 3_650),
    fundingCompletesAfterMs: fundingCompletesAfterMs(env, production),
  };
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (url === undefined) return { driver: 'pglite', dataDir: resolve(dataDir, 'pglite') };
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database).');
  }
  return { driver: 'postgres', url };
}

const FILES_URL_FORM =
  'FILES_URL must be an http:// or https:// URL of an S3-compatible bucket, path-style: https://KEY:SECRET@host/bucket[/prefix][?region=...]';

/** FILES_URL: the service's origin, then the bucket and an optional key prefix; credentials in the URL or the SDK's usual chain. */
function filesTarget(raw: string | undefined, dataDir: string, awsRegion: string | undefined): FilesTarget {
  if (raw === undefined) return { driver: 'directory', root: resolve(dataDir, 'files') };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${FILES_URL_FORM} (leave it unset to keep files under DATA_DIR/files).`);
  }
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!['http:', 'https:'].includes(url.protocol) || !bucket || url.hash) {
    throw new ConfigError(`${FILES_URL_FORM} (leave it unset to keep files under DATA_DIR/files).`);
  }
  if (Boolean(url.username) !== Boolean(url.password)) throw new ConfigError('FILES_URL gives a key without its secret, or a secret without its key.');
  return {
    driver: 's3',
    endpoint: url.origin,
    bucket: decodeURIComponent(bucket),
    prefix: prefix.length > 0 ? prefix.map(decodeURIComponent).join('/') : undefined,
    region: url.searchParams.get('region') ?? awsRegion ?? 'us-east-1',
    credentials: url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined,
  };
}

function smtpUrl(url: string | undefined): string | undefined {
  if (url !== undefined && !/^smtps?:\/\/[^/\s]+/.test(url)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to keep mail in the outbox at /dev/outbox).');
  }
  return url;
}

/** Days to move the clock for a demo; a production server keeps real time, so an offset there stops the start. */
function clockOffsetDays(env: Env, production: boolean): number {
  const days = integer(env, 'CLOCK_OFFSET_DAYS', 0, -36_500, 36_500);
  if (production && days !== 0) throw new ConfigError('CLOCK_OFFSET_DAYS moves the clock for demos only: unset it when NODE_ENV is production.');
  return days;
}

/** One minute in development (0 turns it off); a production server has no pretend bank, so setting it there stops the start. */
function fundingCompletesAfterMs(env: Env, production: boolean): number | undefined {
  if (production) {
    if (text(env, 'FUNDING_COMPLETES_AFTER_MS') !== undefined)
      throw new ConfigError('FUNDING_COMPLETES_AFTER_MS pretends the bank confirmed funding: unset it when NODE_ENV is production.');
    return undefined;
  }
  const ms = integer(env, 'FUNDING_COMPLETES_AFTER_MS', 60_000, 0, 86_400_000);
  return ms === 0 ? undefined : ms;
}

function dataKey(raw: string | undefined): Buffer | undefined {
  if (raw === undefined) return undefined;
  const key = Buffer.from(raw, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || key.length !== 32) {
    throw new ConfigError('DATA_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`).');
  }
  return key;
}

function logLevel(raw: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}".`);
  return level;
}

function trustProxy(raw: string | undefined): boolean {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`TRUST_PROXY must be true or false, not "${raw}".`);
}
