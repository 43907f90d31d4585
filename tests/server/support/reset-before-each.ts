// Set up before every server test file. The server project runs its files in one module cache per worker
// (isolate: false, decision 0004): the per-test hooks are registered here, once per file, not at the top of
// a shared module that is evaluated only once per worker.
import { beforeEach } from 'vitest';
// Not through helper.ts: that imports the server, which must load after a file's vi.mock (sign-in-work.test.ts).
import { testDatabase } from './test-database.ts';

beforeEach(async () => {
  await (await testDatabase()).reset();
});
