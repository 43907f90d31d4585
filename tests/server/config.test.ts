import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

describe('loadConfig', () => {
  it('has defaults that run on a fresh machine: port 8080 on every address, PGlite under ./data, the build in dist', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '::',
      dataDir: resolve('data'),
      database: { driver: 'pglite', dataDir: resolve('data', 'pglite') },
      files: { driver: 'directory', root: resolve('data', 'files') },
      staticDir: resolve('dist'),
      production: false,
      logLevel: 'info',
      rateLimitMax: 600,
      bodyLimitBytes: 102_400,
      trustProxy: false,
      passwordHashLogN: 17,
      smtpUrl: undefined,
      addressAttemptLimit: 20,
      loginCodeMailLimit: 10,
      behaviorBatchLimit: 120,
      sandboxReportDelayMs: 5_000,
      statementsPerApplication: 5,
      statementBytesPerDay: 50 * 1024 * 1024,
      passwordHashConcurrency: 2,
      passwordHashQueue: 16,
      realtimeSocketsPerAddress: 50,
      inactiveCustomerDays: 30,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/borrower',
      DATABASE_URL: 'postgres://app@db.internal:5432/borrower',
      STATIC_DIR: '/srv/borrower/web',
      NODE_ENV: 'production',
      LOG_LEVEL: 'WARN',
      RATE_LIMIT_MAX: '30',
      BODY_LIMIT_BYTES: '2048',
      TRUST_PROXY: 'true',
      PASSWORD_HASH_LOG_N: '18',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      ACCOUNT_ADDRESS_LIMIT: '200',
      LOGIN_CODE_MAIL_LIMIT: '3',
      BEHAVIOR_BATCH_LIMIT: '500',
      SANDBOX_REPORT_DELAY_MS: '15000',
      STATEMENTS_PER_APPLICATION: '3',
      STATEMENT_BYTES_PER_DAY: '20971520',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '0',
      REALTIME_SOCKETS_PER_ADDRESS: '5',
      INACTIVE_CUSTOMER_DAYS: '7',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/srv/borrower',
      database: { driver: 'postgres', url: 'postgres://app@db.internal:5432/borrower' },
      staticDir: '/srv/borrower/web',
      production: true,
      logLevel: 'warn',
      rateLimitMax: 30,
      bodyLimitBytes: 2048,
      trustProxy: true,
      passwordHashLogN: 18,
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      addressAttemptLimit: 200,
      loginCodeMailLimit: 3,
      behaviorBatchLimit: 500,
      sandboxReportDelayMs: 15_000,
      statementsPerApplication: 3,
      statementBytesPerDay: 20 * 1024 * 1024,
      passwordHashConcurrency: 1,
      passwordHashQueue: 0,
      realtimeSocketsPerAddress: 5,
      inactiveCustomerDays: 7,
    });
  });

  it('polls for jobs every second and, in development only, completes funding after a minute (decision 0720)', () => {
    expect(loadConfig({})).toMatchObject({ jobPollIntervalMs: 1_000, fundingCompletesAfterMs: 60_000 });
    expect(loadConfig({ JOB_POLL_INTERVAL_MS: '0', FUNDING_COMPLETES_AFTER_MS: '0' })).toMatchObject({
      jobPollIntervalMs: 0,
      fundingCompletesAfterMs: undefined,
    });
    expect(loadConfig({ FUNDING_COMPLETES_AFTER_MS: '5000' }).fundingCompletesAfterMs).toBe(5_000);
    expect(loadConfig({ NODE_ENV: 'production', DATA_KEY: Buffer.alloc(32, 1).toString('base64') }).fundingCompletesAfterMs).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', FUNDING_COMPLETES_AFTER_MS: '5000' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOB_POLL_INTERVAL_MS: 'often' })).toThrow('JOB_POLL_INTERVAL_MS must be a whole number from 0 to 3600000');
  });

  it('keeps files in an S3-compatible bucket named by FILES_URL (decision 0505)', () => {
    expect(loadConfig({ FILES_URL: 'https://AKIA%2FKEY:se%2Bcret@s3.eu-west-1.amazonaws.com/borrower-files/prod/eu?region=eu-west-1' }).files).toEqual({
      driver: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'borrower-files',
      prefix: 'prod/eu',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIA/KEY', secretAccessKey: 'se+cret' },
    });
    // No key in the URL: the SDK's own chain (AWS_ACCESS_KEY_ID, a profile, an instance role), AWS_REGION's region.
    expect(loadConfig({ FILES_URL: 'http://127.0.0.1:9000/files', AWS_REGION: 'us-west-2' }).files).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      prefix: undefined,
      region: 'us-west-2',
      credentials: undefined,
    });
    expect(loadConfig({ DATA_DIR: '/tmp/x', FILES_URL: ' ' }).files).toEqual({ driver: 'directory', root: '/tmp/x/files' });
  });

  it.each(['s3://bucket', 'https://s3.example.com', 'https://s3.example.com/', 'not a url', 'https://key@s3.example.com/bucket', 'https://s3.example.com/b#x'])(
    'stops the start on a FILES_URL that names no bucket it can reach: %j',
    (url) => {
      expect(() => loadConfig({ FILES_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ FILES_URL: url })).toThrow(/FILES_URL/);
    },
  );

  it('keeps PGlite under DATA_DIR when DATABASE_URL is empty', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: ' ' }).database).toEqual({ driver: 'pglite', dataDir: '/tmp/x/pglite' });
  });

  it('moves the clock by CLOCK_OFFSET_DAYS for demos', () => {
    const before = Date.now();
    const now = loadConfig({ CLOCK_OFFSET_DAYS: '-3' }).clock.now();
    expect(now).toBeGreaterThanOrEqual(before - 3 * 86_400_000);
    expect(now).toBeLessThan(before - 3 * 86_400_000 + 60_000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, not "eighty".'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, not "70000".'],
    [{ RATE_LIMIT_MAX: '0' }, `RATE_LIMIT_MAX must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, not "0".`],
    [{ CLOCK_OFFSET_DAYS: '1.5' }, 'CLOCK_OFFSET_DAYS must be a whole number from -36500 to 36500, not "1.5".'],
    [{ DATABASE_URL: 'mysql://db/borrower' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database).'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud".'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true or false, not "yes".'],
    [{ PASSWORD_HASH_LOG_N: '10' }, 'PASSWORD_HASH_LOG_N must be a whole number from 14 to 20, not "10".'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to keep mail in the outbox at /dev/outbox).'],
    [{ ACCOUNT_ADDRESS_LIMIT: '0' }, 'ACCOUNT_ADDRESS_LIMIT must be a whole number from 1 to 1000000, not "0".'],
    [{ LOGIN_CODE_MAIL_LIMIT: '0' }, 'LOGIN_CODE_MAIL_LIMIT must be a whole number from 1 to 1000000, not "0".'],
    [{ SANDBOX_REPORT_DELAY_MS: '-1' }, 'SANDBOX_REPORT_DELAY_MS must be a whole number from 0 to 600000, not "-1".'],
    [
      { NODE_ENV: 'production', DATA_KEY: Buffer.alloc(32, 7).toString('base64'), CLOCK_OFFSET_DAYS: '-3' },
      'CLOCK_OFFSET_DAYS moves the clock for demos only: unset it when NODE_ENV is production.',
    ],
  ])('stops the start on a bad value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
