import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';
import { testDatabase } from '../support/test-database.ts';

describe('GET /healthz', () => {
  it('answers 200 { status: "ok" } once the database is open and migrated', async () => {
    const app = await build();
    const reply = await app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database stops answering', async () => {
    const { db } = await testDatabase();
    const app = await build();
    // The database goes away under a running server (a PostgreSQL restart, a full disk).
    const ping = db.ping;
    db.ping = () => Promise.reject(new Error('connection terminated'));
    try {
      const reply = await app.inject({ method: 'GET', url: '/healthz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'unavailable' });
    } finally {
      db.ping = ping;
    }
  });
});
