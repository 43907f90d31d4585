import { describe, expect, it } from 'vitest';
import { dateFormat } from '#src/api/contract/calendar.ts';
import { API_ROOTS } from '#server/http/api-paths.ts';
import { build, captureLogs } from '../helper.ts';
import { EXPLOSION, explode, registerTestCalls, saveNote, savedNote } from '../support/test-calls.ts';

const json = { 'content-type': 'application/json' };

describe('envelope errors', () => {
  it.each(API_ROOTS)('answers 404 -10404 for an unknown path under %s, whatever the method', async (root) => {
    const app = await build();
    for (const method of ['GET', 'POST'] as const) {
      const reply = await app.inject({ method, url: `${root}/no-such-call?x=1`, headers: json, payload: method === 'POST' ? {} : undefined });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: -10404, message: 'This service does not exist.', data: null });
    }
  });

  it('answers 405 -10405 with Allow for a known path and the wrong method', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const post = await app.inject({ method: 'POST', url: dateFormat.path, headers: json, payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET');
    expect(post.json()).toEqual({ code: -10405, message: 'This method is not allowed here.', data: null });
    const get = await app.inject({ method: 'GET', url: saveNote.path });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('answers 400 -10400 "The request body is not valid JSON." for malformed or empty JSON, and writes nothing', async () => {
    const app = await build({}, { extend: registerTestCalls });
    for (const payload of ['{"title": "rent", ', '']) {
      const reply = await app.inject({ method: 'POST', url: saveNote.path, headers: json, payload });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: -10400, message: 'The request body is not valid JSON.', data: null });
    }
    expect(await savedNote(app)).toBeUndefined();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('answers 415 -10415 to a %s body', async (contentType) => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({ method: 'POST', url: saveNote.path, headers: { 'content-type': contentType }, payload: 'title=rent&amountCents=1' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toEqual({ code: -10415, message: 'Requests must be sent as JSON.', data: null });
    expect(await savedNote(app)).toBeUndefined();
  });

  it('answers 413 -10413 to a body over the limit (100 kB by default)', async () => {
    const app = await build({}, { extend: registerTestCalls });
    const reply = await app.inject({
      method: 'POST',
      url: saveNote.path,
      headers: json,
      payload: JSON.stringify({ title: 'x'.repeat(101 * 1024), amountCents: 1 }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ code: -10413, message: 'The request is too large.', data: null });
    expect(await savedNote(app)).toBeUndefined();
  });

  it('answers a thrown error with 500 -10500, the generic message and the request id: no stack, no detail', async () => {
    const logs = captureLogs();
    const app = await build({ logLevel: 'info' }, { extend: registerTestCalls, logDestination: logs.destination });
    const reply = await app.inject({ method: 'POST', url: explode.path, headers: json, payload: {} });
    expect(reply.statusCode).toBe(500);
    const requestId = reply.headers['x-request-id'];
    expect(reply.json()).toEqual({ code: -10500, message: 'Something went wrong on our side. Please try again.', data: { requestId } });
    expect(reply.body).not.toContain(EXPLOSION);
    expect(reply.body).not.toMatch(/at .*\.ts:\d+/);

    const logged = logs.lines().find((line) => line.msg === 'Request failed');
    expect(logged).toMatchObject({ level: 50, reqId: requestId, err: { message: EXPLOSION } });
  });

  it('gives every answer a request id, keeping a sane one sent by a proxy', async () => {
    const app = await build();
    const fresh = await app.inject({ method: 'GET', url: dateFormat.path });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ method: 'GET', url: dateFormat.path, headers: { 'x-request-id': 'edge-7f3a9c21' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    const replaced = await app.inject({ method: 'GET', url: dateFormat.path, headers: { 'x-request-id': 'bad id\nforged log line' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a URL that cannot be decoded with 400 -10400', async () => {
    const app = await build();
    const reply = await app.inject({ method: 'GET', url: '/dolphin-config/get-portfolio%E0%A4%A' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: -10400, message: 'The request is not valid.', data: null });
  });

  it('answers 404 -10404 to other methods on app pages and to unknown server paths', async () => {
    const app = await build();
    for (const [method, url] of [
      ['POST', '/sign-in'],
      ['GET', '/brand/118/unknown.png'],
      ['GET', '/healthz/extra'],
    ] as const) {
      const reply = await app.inject({ method, url });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json().code).toBe(-10404);
    }
  });
});
