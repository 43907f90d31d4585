// The server's share of each answer's time (issue 18, defect 11): a Server-Timing header outside production,
// read by the browser's network panel and by `npm run bench` beside what the borrower waits.
import { describe, expect, it } from 'vitest';
import { dateFormat } from '#src/api/contract/calendar.ts';
import { build } from '../helper.ts';

const SERVER_TIMING = /^app;dur=\d+(\.\d)?$/;

describe('Server-Timing', () => {
  it('says how long the server took on every answer, API calls, refusals and unknown paths alike', async () => {
    const app = await build();
    const call = await app.inject({ method: 'GET', url: dateFormat.path });
    expect(call.statusCode).toBe(200);
    expect(call.headers['server-timing']).toMatch(SERVER_TIMING);
    const unknown = await app.inject({ method: 'GET', url: '/healthz-not-here' });
    expect(unknown.headers['server-timing']).toMatch(SERVER_TIMING);
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['server-timing']).toMatch(SERVER_TIMING);
  });

  it('is not sent in production', async () => {
    const app = await build({ production: true });
    const call = await app.inject({ method: 'GET', url: dateFormat.path });
    expect(call.statusCode).toBe(200);
    expect(call.headers['server-timing']).toBeUndefined();
  });
});
