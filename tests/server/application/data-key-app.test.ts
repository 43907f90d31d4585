import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { listSection } from '#src/api/contract/application.ts';
import { buildApp } from '#server/app.ts';
import { ConfigError } from '#server/config.ts';
import { application } from '#server/db/schema.ts';
import { testConfig } from '../helper.ts';
import { testDatabase } from '../support/test-database.ts';
import { ok } from '../support/accounts.ts';
import { borrower, buildWithKey } from './support.ts';

describe('buildApp and the data key', () => {
  it('refuses to start in production without a data key, before opening anything', async () => {
    const { db } = await testDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-nokey-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    // The test config carries a key; this start has none.
    const { dataKey: _key, ...withoutKey } = testConfig({ production: true, dataDir });
    await expect(buildApp(withoutKey, { database: db })).rejects.toThrow(ConfigError);
  });
});

describe('opening the application', () => {
  it('opens one application when the first calls arrive together', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => ok<{ applicationNo: string }>(app, listSection, {}, headers)));
    expect(new Set(answers.map((answer) => answer.applicationNo)).size).toBe(1);
    expect(await app.database.orm.select().from(application)).toHaveLength(1);
  });
});
