import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { WebSocket } from 'ws';
import { fail } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import {
  clientMessageSchema,
  REALTIME_PATH,
  SILENCE_LIMIT_MS,
  pushMessageSchema,
  realtimeSessionIdSchema,
  realtimeSystemCodeSchema,
  type PushMessage,
  type SignStatusMessage,
} from '#src/api/contract/realtime.ts';
import type { Clock } from './clock.ts';
import { DEFAULT_REALTIME_SOCKETS_PER_ADDRESS } from './config.ts';
import type { AppDatabase, Database } from './db/database.ts';
import { clientKey } from './http/client-address.ts';

const SWEEP_EVERY_MS = 10_000;
/** Tabs of one borrower's session; more would be a loop or an abuse, not a borrower. */
export const MAX_SOCKETS_PER_SESSION = 8;
/** Seconds an address over its socket limit is told to wait (sockets close when their pages do). */
const ADDRESS_RETRY_AFTER_SECONDS = 60;
/** Close code for a socket over the session's limit: a policy refusal, which the client does not retry. */
export const POLICY_CLOSE_CODE = 1008;
/** Close code sent to every socket when the server shuts down: the client reconnects to the next instance. */
export const GOING_AWAY_CLOSE_CODE = 1001;
/** Close code sent to a socket dropped for silence (4000-4999 are the application's own). */
export const SILENT_CLOSE_CODE = 4000;
const NOTIFY_CHANNEL = 'realtime';

const socketParams = v.object({ systemCode: realtimeSystemCodeSchema, sessionId: realtimeSessionIdSchema });
const notification = v.object({ sessionId: realtimeSessionIdSchema, message: pushMessageSchema });

/** The NOTIFY payload of a message to one session, checked: ids and codes only (decision 0710). */
const payloadOf = (sessionId: string, message: PushMessage) => JSON.stringify(v.parse(notification, { sessionId, message }));

/**
 * Sends the message to the session's sockets when the caller's transaction commits, and never if it rolls back:
 * PostgreSQL holds a NOTIFY until the commit. For what a decision or a job changes (a loan's new status, an
 * agreement re-dated after its cut-off), so the message and the change it announces stand or fall together.
 */
export async function notifyIn(db: Pick<AppDatabase, 'execute'>, sessionId: string, message: PushMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payloadOf(sessionId, message)})`);
}

export type RealtimeHub = {
  /** Sends the message to every socket of this session, on whichever server instance it is connected. */
  publish(sessionId: string, message: SignStatusMessage): Promise<void>;
  /** Drops sockets silent for longer than SILENCE_LIMIT_MS; returns how many. Runs on a timer too. */
  sweep(): number;
  /** Open sockets of a session on this instance. */
  connectionCount(sessionId: string): number;
  /** Open sockets from this client address's limit key (server/http/client-address.ts) on this instance. */
  addressCount(addressKey: string): number;
  close(): Promise<void>;
};

type Connection = { socket: WebSocket; lastHeardAt: number; address: string };

/**
 * The realtime channel: a WebSocket per system code and session id. Client heartbeat {"type":"ping"} is
 * answered {"type":"pong"}; published messages arrive as {"type":"sign-status", ticket, signStatus} and
 * {"type":"loan-status", loanNo, loanStatus, tracker}.
 * Publishing goes through the database (NOTIFY), and every instance LISTENs and delivers to its own
 * sockets, so instances sharing one PostgreSQL reach each other's borrowers.
 */
export type RealtimeOptions = {
  clock: Clock;
  /** Whether a page of this origin may open the channel: one of the portfolios' domains (checked before the
   * upgrade, so another site's page cannot ride on the borrower's connection). */
  originAllowed: (origin: string) => Promise<boolean>;
  /** Open sockets one address may hold on this instance (decision 0212); past it the upgrade is answered 429. */
  socketsPerAddress?: number;
};

export async function registerRealtime(
  app: FastifyInstance,
  db: Database,
  { clock, originAllowed, socketsPerAddress = DEFAULT_REALTIME_SOCKETS_PER_ADDRESS }: RealtimeOptions,
): Promise<RealtimeHub> {
  const sessions = new Map<string, Set<Connection>>();
  const addresses = new Map<string, number>();
  const addressCount = (key: string) => addresses.get(key) ?? 0;

  const deliver = (id: string, message: PushMessage): void => {
    const text = JSON.stringify(message);
    for (const { socket } of sessions.get(id) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  };

  const stopListening = await db.listen(NOTIFY_CHANNEL, (payload) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = undefined;
    }
    const checked = v.safeParse(notification, parsed);
    if (checked.success) deliver(checked.output.sessionId, checked.output.message);
    else app.log.warn('Ignored a realtime notification that is not ours');
  });

  const forget = (id: string, connection: Connection): void => {
    const set = sessions.get(id);
    if (!set?.delete(connection)) return;
    if (set.size === 0) sessions.delete(id);
    const left = addressCount(connection.address) - 1;
    if (left > 0) addresses.set(connection.address, left);
    else addresses.delete(connection.address);
  };

  // A server shutting down says "going away" (1001), after which the client reconnects. The plugin's own close
  // sends no code (1005), which the client took for a deliberate end: a page waiting to hear of a signature went
  // deaf after a restart (found by e2e/signing-restart.spec.ts). Added before the plugin, so it runs before the
  // plugin's own preClose, which then closes the server.
  app.addHook('preClose', async () => {
    for (const set of sessions.values()) for (const { socket } of set) socket.close(GOING_AWAY_CLOSE_CODE, 'Server restarting');
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // Refused before the upgrade: a bad path never becomes a socket.
      preValidation: async (request, reply) => {
        if (!v.is(socketParams, request.params)) return reply.code(400).send(fail(RESULT.badRequest));
        const origin = request.headers.origin;
        if (!origin || !(await originAllowed(origin))) return reply.code(403).send(fail(RESULT.forbidden));
        // Every address's sockets are bounded, as its requests are: refused before the upgrade, as the rate limit answers.
        if (addressCount(clientKey(request)) >= socketsPerAddress) {
          const retryAfterSeconds = ADDRESS_RETRY_AFTER_SECONDS;
          return reply.code(429).header('retry-after', String(retryAfterSeconds)).send(fail(RESULT.tooManyRequests, { retryAfterSeconds }));
        }
      },
    },
    (socket, request) => {
      const { sessionId: id } = v.parse(socketParams, request.params);
      const address = clientKey(request);
      const set = sessions.get(id) ?? new Set<Connection>();
      if (set.size >= MAX_SOCKETS_PER_SESSION) {
        socket.close(POLICY_CLOSE_CODE, 'Too many connections for this session');
        return;
      }
      // Upgrades that passed the check together: the last ones over the limit are closed.
      if (addressCount(address) >= socketsPerAddress) {
        socket.close(POLICY_CLOSE_CODE, 'Too many connections from this address');
        return;
      }
      const connection: Connection = { socket, lastHeardAt: clock.now(), address };
      set.add(connection);
      sessions.set(id, set);
      addresses.set(address, addressCount(address) + 1);

      socket.on('message', (data, isBinary) => {
        connection.lastHeardAt = clock.now();
        if (isBinary) return;
        if (isPing(data.toString())) socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('close', () => forget(id, connection));
    },
  );

  const sweep = (): number => {
    const now = clock.now();
    let dropped = 0;
    for (const [id, set] of sessions) {
      for (const connection of set) {
        if (now - connection.lastHeardAt <= SILENCE_LIMIT_MS) continue;
        connection.socket.close(SILENT_CLOSE_CODE, 'No heartbeat for 60 seconds');
        forget(id, connection);
        dropped += 1;
      }
    }
    return dropped;
  };
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    async publish(id, message) {
      await db.notify(NOTIFY_CHANNEL, payloadOf(id, { type: 'sign-status', ...message }));
    },
    sweep,
    connectionCount: (id) => sessions.get(id)?.size ?? 0,
    addressCount,
    async close() {
      clearInterval(sweeper);
      await stopListening();
    },
  };
}

function isPing(text: string): boolean {
  try {
    return v.is(clientMessageSchema, JSON.parse(text));
  } catch {
    return false;
  }
}
