import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { SILENCE_LIMIT_MS } from '#src/api/contract/realtime.ts';
import { GOING_AWAY_CLOSE_CODE, MAX_SOCKETS_PER_SESSION, notifyIn, POLICY_CLOSE_CODE, SILENT_CLOSE_CODE } from '#server/realtime.ts';
import { build, captureLogs, manualClock } from './helper.ts';

const SESSION = '0f8e2c4a-6b1d-4c3e-9a7f-1e2d3c4b5a69';
const OTHER_SESSION = '7d1c9e3b-2a4f-4e8d-b6c5-0a9f8e7d6c5b';

type Client = { socket: WebSocket; next(): Promise<unknown>; closed: Promise<{ code: number; reason: string }> };

/** Opens a socket like the app does, keeping every message it receives in order. */
/** A page of brand 110's web domain, as the browser names it in the upgrade request. */
const OUR_ORIGIN = 'http://p110.localhost:8080';

async function connect(
  app: FastifyInstance,
  sessionId = SESSION,
  systemCode = 'BORROWER',
  origin: string | null = OUR_ORIGIN,
  remoteAddress?: string,
): Promise<Client> {
  const queue: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  let onClosed: (close: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  const headers = origin === null ? {} : { origin };
  const socket = await app.injectWS(
    `/realtime/${systemCode}/${sessionId}`,
    // An injected upgrade has no socket of its own: a stand-in with the client's address, as Node's would have.
    remoteAddress === undefined ? { headers } : { headers, socket: { remoteAddress } as never },
    {
      onInit(ws) {
        ws.on('message', (data) => {
          const message: unknown = JSON.parse(data.toString());
          const waiter = waiting.shift();
          if (waiter) waiter(message);
          else queue.push(message);
        });
        ws.on('close', (code, reason) => onClosed({ code, reason: reason.toString() }));
      },
    },
  );
  return {
    socket,
    closed,
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => waiting.push(resolve))),
  };
}

describe('realtime channel /realtime/:systemCode/:sessionId', () => {
  it('answers the client heartbeat {"type":"ping"} with {"type":"pong"}', async () => {
    const app = await build();
    const client = await connect(app);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.terminate();
  });

  it('a server shutting down closes every socket with 1001 "going away", after which the client reconnects (not 1005, no code)', async () => {
    const app = await build();
    const client = await connect(app);
    await app.close();
    expect(await client.closed).toEqual({ code: GOING_AWAY_CLOSE_CODE, reason: 'Server restarting' });
    expect(GOING_AWAY_CLOSE_CODE).toBe(1001);
  });

  it('delivers a published { ticket, signStatus } to the sockets of that session only', async () => {
    const app = await build();
    const first = await connect(app);
    const second = await connect(app);
    const other = await connect(app, OTHER_SESSION);

    await app.realtime.publish(SESSION, { ticket: 'ESIGN-20260316-0001', signStatus: 1 });
    const expected = { type: 'sign-status', ticket: 'ESIGN-20260316-0001', signStatus: 1 };
    expect(await first.next()).toEqual(expected);
    expect(await second.next()).toEqual(expected);

    // Had the message reached the other session, it would come before the pong.
    other.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await other.next()).toEqual({ type: 'pong' });
    for (const client of [first, second, other]) client.socket.terminate();
  });

  it('fans out between two server instances sharing one database (LISTEN/NOTIFY)', async () => {
    const publisher = await build();
    const holder = await build();
    const client = await connect(holder);

    await publisher.realtime.publish(SESSION, { ticket: 'ESIGN-20260316-0002', signStatus: 2 });
    expect(await client.next()).toEqual({ type: 'sign-status', ticket: 'ESIGN-20260316-0002', signStatus: 2 });
    client.socket.terminate();
  });

  it('notifyIn sends with the caller’s transaction: at its commit, and never when it rolls back', async () => {
    const app = await build();
    const client = await connect(app);
    const moved = { type: 'loan-status', loanNo: 'GC-12345678', loanStatus: 104, tracker: 3 } as const;
    await app.database.orm
      .transaction(async (tx) => {
        await notifyIn(tx, SESSION, { ...moved, loanStatus: 206, tracker: null });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await app.database.orm.transaction((tx) => notifyIn(tx, SESSION, moved));
    // The rolled-back message would have come first.
    expect(await client.next()).toEqual(moved);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    client.socket.terminate();
  });

  it('drops a socket silent for more than 60 seconds, and keeps one that pings', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const silent = await connect(app);
    const chatty = await connect(app, OTHER_SESSION);

    clock.advance(SILENCE_LIMIT_MS - 10_000);
    chatty.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await chatty.next()).toEqual({ type: 'pong' });
    expect(app.realtime.sweep()).toBe(0);

    clock.advance(20_000);
    expect(app.realtime.sweep()).toBe(1);
    expect(await silent.closed).toEqual({ code: SILENT_CLOSE_CODE, reason: 'No heartbeat for 60 seconds' });
    expect(app.realtime.connectionCount(SESSION)).toBe(0);
    expect(app.realtime.connectionCount(OTHER_SESSION)).toBe(1);
    chatty.socket.terminate();
  });

  it('forgets a socket the client closes (over a real connection)', async () => {
    const app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = new WebSocket(`ws://127.0.0.1:${port}/realtime/BORROWER/${SESSION}`, { origin: `http://127.0.0.1:${port}` });
    await once(client, 'open');
    const [serverSide] = app.websocketServer.clients;
    expect(app.realtime.connectionCount(SESSION)).toBe(1);

    client.close(1000, 'page closed');
    await once(serverSide as WebSocket, 'close');
    expect(app.realtime.connectionCount(SESSION)).toBe(0);
  });

  it.each([
    ['a session id too short', 'BORROWER', 'abc'],
    ['a session id with other characters', 'BORROWER', 'abc%20def%3Cscript%3E'],
    ['a system code with other characters', 'BOR.ROWER', SESSION],
  ])('refuses the upgrade for %s', async (_case, systemCode, sessionId) => {
    const app = await build();
    await expect(connect(app, sessionId, systemCode)).rejects.toThrow('Unexpected server response: 400');
  });

  it.each([
    ['no Origin (not a browser page)', null],
    ['another site', 'https://evil.example'],
    ['a look-alike of our domain', 'http://p110.localhost.evil.example'],
    ['a scheme that is not the web', 'file://p110.localhost'],
    ['a malformed origin', 'not an origin'],
  ])('refuses the upgrade from %s before it becomes a socket', async (_case, origin) => {
    const app = await build();
    await expect(connect(app, SESSION, 'BORROWER', origin)).rejects.toThrow('Unexpected server response: 403');
    expect(app.realtime.connectionCount(SESSION)).toBe(0);
  });

  it.each([
    ['the mobile domain of brand 118', 'http://m.p118.localhost'],
    ['a development host', 'http://localhost:5173'],
  ])('accepts a page of %s', async (_case, origin) => {
    const app = await build();
    const client = await connect(app, SESSION, 'BORROWER', origin);
    expect(app.realtime.connectionCount(SESSION)).toBe(1);
    client.socket.terminate();
  });

  it('in production accepts only a brand domain over https', async () => {
    const app = await build({ production: true });
    await expect(connect(app, SESSION, 'BORROWER', 'http://localhost:5173')).rejects.toThrow('Unexpected server response: 403');
    await expect(connect(app, SESSION, 'BORROWER', 'http://p110.localhost')).rejects.toThrow('Unexpected server response: 403');
    const client = await connect(app, SESSION, 'BORROWER', 'https://p110.localhost');
    client.socket.terminate();
  });

  it(`closes a session's socket beyond ${MAX_SOCKETS_PER_SESSION} with a policy code the client does not retry`, async () => {
    const app = await build();
    const open = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => connect(app)));
    const extra = await connect(app);
    expect(await extra.closed).toEqual({ code: POLICY_CLOSE_CODE, reason: 'Too many connections for this session' });
    expect(app.realtime.connectionCount(SESSION)).toBe(MAX_SOCKETS_PER_SESSION);
    // Another session is not affected.
    const other = await connect(app, OTHER_SESSION);
    expect(app.realtime.connectionCount(OTHER_SESSION)).toBe(1);
    for (const client of [...open, other]) client.socket.terminate();
  });

  it('refuses to publish a message that is not { ticket, signStatus }', async () => {
    const app = await build();
    await expect(app.realtime.publish(SESSION, { ticket: '', signStatus: 1 })).rejects.toThrow();
    await expect(app.realtime.publish('bad id', { ticket: 'T', signStatus: 1 })).rejects.toThrow();
  });

  it('refuses an address its sockets beyond the limit before the upgrade (429), counting an IPv6 /64 as one address', async () => {
    const clock = manualClock();
    const app = await build({ realtimeSocketsPerAddress: 2, clock });
    const sessions = ['a1b2c3d4e5f6a7b8', 'b1b2c3d4e5f6a7b8', 'c1b2c3d4e5f6a7b8'];
    const first = await connect(app, sessions[0], 'BORROWER', OUR_ORIGIN, '2001:db8:7:1::10');
    const second = await connect(app, sessions[1], 'BORROWER', OUR_ORIGIN, '2001:db8:7:1:ffff::20');
    expect(app.realtime.addressCount('2001:db8:7:1::/64')).toBe(2);
    await expect(connect(app, sessions[2], 'BORROWER', OUR_ORIGIN, '2001:db8:7:1::30')).rejects.toThrow('Unexpected server response: 429');
    expect(app.realtime.connectionCount(sessions[2]!)).toBe(0);
    // Another address, and another /64, are not affected.
    const elsewhere = await connect(app, sessions[2], 'BORROWER', OUR_ORIGIN, '2001:db8:7:2::10');
    const ipv4 = await connect(app, sessions[2], 'BORROWER', OUR_ORIGIN, '198.51.100.9');
    expect(app.realtime.connectionCount(sessions[2]!)).toBe(2);
    // A socket dropped for silence gives its place back; one that pings keeps it.
    clock.advance(SILENCE_LIMIT_MS + 1);
    second.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await second.next()).toEqual({ type: 'pong' });
    expect(app.realtime.sweep()).toBe(3);
    expect(app.realtime.addressCount('2001:db8:7:1::/64')).toBe(1);
    const again = await connect(app, sessions[0], 'BORROWER', OUR_ORIGIN, '2001:db8:7:1::40');
    expect(app.realtime.addressCount('2001:db8:7:1::/64')).toBe(2);
    for (const client of [first, second, elsewhere, ipv4, again]) client.socket.terminate();
  });

  it('never writes a session id in clear in a log line', async () => {
    const logs = captureLogs();
    const app = await build({ logLevel: 'trace' }, { logDestination: logs.destination });
    const client = await connect(app);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    await app.realtime.publish(SESSION, { ticket: 'ESIGN-20260316-0003', signStatus: 1 });
    await client.next();
    client.socket.terminate();
    await expect(connect(app, 'abc')).rejects.toThrow('Unexpected server response: 400');
    const url = logs
      .lines()
      .map((line) => (line.req as { url?: string } | undefined)?.url)
      .find((logged) => logged?.startsWith('/realtime/'));
    expect(url).toMatch(/^\/realtime\/BORROWER\/sha256:[0-9a-f]{12}$/);
    expect(logs.text()).not.toContain(SESSION);
  });
});
