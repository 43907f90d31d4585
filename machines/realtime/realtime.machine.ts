// The realtime channel's client (spec section 7, issue 12): one WebSocket per system code and session id,
// a heartbeat every 30 s, a reconnect when no reply came for more than 60 s, and after a dropped connection a
// reconnect with full-jitter backoff. Every timer is a delayed transition, so a simulated clock drives it in
// tests. The machine runs invoked by the page that waits for a message; it tells its parent each message and
// each reconnect (a notification is delivered at most once, so the parent asks again for what it may have missed).
import { assign, enqueueActions, sendParent, sendTo, setup } from 'xstate';
import { HEARTBEAT_INTERVAL_MS, SILENCE_LIMIT_MS, type PushMessage, type ServerMessage } from '#src/api/contract/realtime.ts';
import { callbackProvidedByApp } from '../kit/provided-by-app.ts';

/** The backoff's first ceiling and its cap: random(0, min(cap, base x 2^attempt)). */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;

/** Close codes after which the client tries again: going away, abnormal, server error, restart, try later, and
 * the server's own drop of a socket it did not hear from (4000). A normal close (1000) or a policy refusal
 * (1008: the origin or the socket limit) is final: trying again would be refused again. */
export const RETRY_CLOSE_CODES: readonly number[] = [1001, 1006, 1011, 1012, 1013, 4000];

export type RealtimeInput = {
  /** The channel's path (realtimeUrlPath); the socket resolves it on the page's host. */
  url: string;
  /** A number in [0, 1): Math.random in the browser, a fixed sequence in tests. */
  random?: () => number;
};

export type RealtimeContext = {
  url: string;
  random: () => number;
  /** Reconnects tried since the last open socket. */
  attempt: number;
  /** Whether a socket was open before: the next open is a reconnect. */
  wasOpen: boolean;
  /** The close code that stopped the channel for good. */
  closeCode: number | null;
};

/** What the socket actor reports. */
export type SocketEvent = { type: 'socket.open' } | { type: 'socket.message'; message: ServerMessage } | { type: 'socket.closed'; code: number };
export type RealtimeEvent = SocketEvent;

/** What the channel tells the machine that invoked it. */
/** `reconnect`: the channel was down before this open (a socket closed, or attempts failed), so a message may have been missed. */
export type RealtimeParentEvent = { type: 'realtime.message'; message: PushMessage } | { type: 'realtime.connected'; reconnect: boolean };

/** Why the channel stopped for good (its output, in the parent's done event). */
export type RealtimeOutput = { closeCode: number };

/** The socket actor's input, and what it is asked to send. */
export type SocketInput = { url: string };
export type SocketCommand = { type: 'socket.ping' };

/** Full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"): spreads reconnecting clients apart. */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

export const realtimeMachine = setup({
  types: {
    input: {} as RealtimeInput,
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
  },
  actors: {
    socket: callbackProvidedByApp<SocketInput, SocketCommand>('socket'),
  },
  delays: {
    heartbeat: HEARTBEAT_INTERVAL_MS,
    silence: SILENCE_LIMIT_MS,
    backoff: ({ context }) => backoffDelay(context.attempt, context.random),
  },
  guards: {
    retryable: ({ event }) => event.type === 'socket.closed' && RETRY_CLOSE_CODES.includes(event.code),
  },
  actions: {
    ping: sendTo('socket', { type: 'socket.ping' } satisfies SocketCommand),
    // A reconnect is any open that follows a gap: after an open socket, or after failed attempts (a first handshake
    // refused while the server restarted): what was published meanwhile reached no socket, so the parent asks again.
    announceOpen: enqueueActions(({ context, enqueue }) => {
      enqueue(sendParent({ type: 'realtime.connected', reconnect: context.wasOpen || context.attempt > 0 } satisfies RealtimeParentEvent));
      enqueue(assign({ attempt: 0, wasOpen: true }));
    }),
    forwardMessage: sendParent(({ event }) => {
      if (event.type !== 'socket.message' || event.message.type === 'pong') throw new Error('forwardMessage takes a pushed message, not a pong');
      return { type: 'realtime.message', message: event.message } satisfies RealtimeParentEvent;
    }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    recordClose: assign({ closeCode: ({ event }) => (event.type === 'socket.closed' ? event.code : null) }),
  },
}).createMachine({
  id: 'realtime',
  output: ({ context }): RealtimeOutput => ({ closeCode: context.closeCode ?? 1000 }),
  context: ({ input }) => ({ url: input.url, random: input.random ?? Math.random, attempt: 0, wasOpen: false, closeCode: null }),
  initial: 'online',
  states: {
    // A socket exists while here; leaving the state closes it.
    online: {
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ url: context.url }) },
      on: {
        'socket.closed': [
          { guard: 'retryable', target: 'waiting' },
          { target: 'stopped', actions: 'recordClose' },
        ],
      },
      initial: 'connecting',
      states: {
        // A handshake that hangs is given up like a silent socket.
        connecting: {
          on: { 'socket.open': { target: 'open', actions: 'announceOpen' } },
          after: { silence: { target: '#realtime.waiting' } },
        },
        open: {
          type: 'parallel',
          states: {
            heartbeat: {
              initial: 'idle',
              states: { idle: { after: { heartbeat: { target: 'idle', reenter: true, actions: 'ping' } } } },
            },
            // Any message from the server (the pong, a notification) shows the socket is alive; notifications (a
            // signature's status, a watched loan's) go to the parent.
            listening: {
              initial: 'heard',
              states: {
                heard: {
                  after: { silence: { target: '#realtime.waiting' } },
                  on: {
                    'socket.message': [
                      { guard: ({ event }) => event.message.type !== 'pong', target: 'heard', reenter: true, actions: 'forwardMessage' },
                      { target: 'heard', reenter: true },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    // Between two sockets: a random wait that grows with each failed attempt.
    waiting: {
      after: { backoff: { target: 'online', actions: 'countAttempt' } },
    },
    stopped: { type: 'final' },
  },
});
