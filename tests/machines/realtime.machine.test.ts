// The realtime channel's timers and reconnects, on a simulated clock: a fake socket the test opens, answers
// and closes, and a parent that records what the channel tells it.
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, setup, SimulatedClock } from 'xstate';
import { HEARTBEAT_INTERVAL_MS, SILENCE_LIMIT_MS, type ServerMessage } from '#src/api/contract/realtime.ts';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelay,
  realtimeMachine,
  type RealtimeParentEvent,
  type SocketCommand,
  type SocketEvent,
} from '#machines/realtime/realtime.machine.ts';

type FakeSocket = { url: string; sent: SocketCommand[]; closed: boolean; send: (event: SocketEvent) => void };

function startChannel({ random = () => 0.5 }: { random?: () => number } = {}) {
  const sockets: FakeSocket[] = [];
  const heard: Array<RealtimeParentEvent | { type: string; output?: unknown }> = [];
  const socket = fromCallback<SocketCommand, { url: string }>(({ input, sendBack, receive }) => {
    const fake: FakeSocket = { url: input.url, sent: [], closed: false, send: sendBack };
    sockets.push(fake);
    receive((command) => fake.sent.push(command));
    return () => {
      fake.closed = true;
    };
  });
  const parent = setup({
    types: { events: {} as RealtimeParentEvent | { type: `xstate.done.actor.${string}`; output: unknown } },
    actors: { channel: realtimeMachine.provide({ actors: { socket } }) },
  }).createMachine({
    invoke: { id: 'channel', src: 'channel', input: { url: 'ws://localhost/realtime/web/session-0001', random } },
    on: { '*': { actions: assign(({ event }) => (heard.push(event), {})) } },
  });
  const clock = new SimulatedClock();
  const actor = createActor(parent, { clock }).start();
  const channel = () => actor.getSnapshot().children.channel!;
  const state = () => (channel().getSnapshot() as { value: unknown }).value;
  const latest = () => sockets.at(-1)!;
  const open = () => latest().send({ type: 'socket.open' });
  const message = (message: ServerMessage) => latest().send({ type: 'socket.message', message });
  const close = (code: number) => latest().send({ type: 'socket.closed', code });
  const wait = (ms: number) => clock.increment(ms);
  return { actor, sockets, heard, state, latest, open, message, close, wait };
}

const pings = (socket: FakeSocket) => socket.sent.filter((command) => command.type === 'socket.ping').length;

describe('the realtime channel', () => {
  it('opens one socket on the session url and tells the parent it is connected', () => {
    const channel = startChannel();
    expect(channel.sockets.map((socket) => socket.url)).toEqual(['ws://localhost/realtime/web/session-0001']);
    expect(channel.state()).toEqual({ online: 'connecting' });
    channel.open();
    expect(channel.heard).toEqual([{ type: 'realtime.connected', reconnect: false }]);
  });

  it('sends a heartbeat every 30 s while the server answers', () => {
    const channel = startChannel();
    channel.open();
    channel.wait(HEARTBEAT_INTERVAL_MS - 1);
    expect(pings(channel.latest())).toBe(0);
    channel.wait(1);
    expect(pings(channel.latest())).toBe(1);
    channel.message({ type: 'pong' });
    channel.wait(HEARTBEAT_INTERVAL_MS);
    channel.message({ type: 'pong' });
    channel.wait(HEARTBEAT_INTERVAL_MS);
    expect(pings(channel.latest())).toBe(3);
    expect(channel.sockets).toHaveLength(1);
  });

  it('reconnects when no reply came for more than 60 s, and says it is a reconnect', () => {
    const channel = startChannel({ random: () => 0.5 });
    channel.open();
    channel.wait(SILENCE_LIMIT_MS - 1);
    expect(channel.latest().closed).toBe(false);
    channel.wait(1);
    expect(channel.latest().closed).toBe(true);
    expect(channel.state()).toBe('waiting');
    // First attempt: half of the 1 s ceiling.
    channel.wait(BACKOFF_BASE_MS / 2 - 1);
    expect(channel.sockets).toHaveLength(1);
    channel.wait(1);
    expect(channel.sockets).toHaveLength(2);
    channel.open();
    expect(channel.heard.at(-1)).toEqual({ type: 'realtime.connected', reconnect: true });
  });

  it('calls the first open after a failed attempt a reconnect: messages published meanwhile reached no socket', () => {
    const channel = startChannel({ random: () => 0 });
    // The first handshake fails (the server restarting as the page loads), the second one opens.
    channel.close(1006);
    channel.wait(0);
    channel.open();
    expect(channel.heard).toEqual([{ type: 'realtime.connected', reconnect: true }]);
    // A hung handshake given up counts the same.
    const hung = startChannel({ random: () => 0 });
    hung.wait(SILENCE_LIMIT_MS);
    hung.wait(0);
    hung.open();
    expect(hung.heard).toEqual([{ type: 'realtime.connected', reconnect: true }]);
  });

  it('a reply within 60 s keeps the socket', () => {
    const channel = startChannel();
    channel.open();
    channel.wait(SILENCE_LIMIT_MS - 1000);
    channel.message({ type: 'pong' });
    channel.wait(SILENCE_LIMIT_MS - 1000);
    expect(channel.sockets).toHaveLength(1);
    expect(channel.latest().closed).toBe(false);
  });

  it('passes a signature status to the parent, each message once', () => {
    const channel = startChannel();
    channel.open();
    channel.message({ type: 'sign-status', ticket: 'T-1', signStatus: 1 });
    expect(channel.heard.filter((event) => event.type === 'realtime.message')).toEqual([
      { type: 'realtime.message', message: { type: 'sign-status', ticket: 'T-1', signStatus: 1 } },
    ]);
  });

  it.each([1001, 1006, 1011, 1012, 1013, 4000])('reconnects after close code %i', (code) => {
    const channel = startChannel({ random: () => 0 });
    channel.open();
    channel.close(code);
    expect(channel.state()).toBe('waiting');
    channel.wait(0);
    expect(channel.sockets).toHaveLength(2);
  });

  it.each([1000, 1008])('stops for good after close code %i and tells the parent', (code) => {
    const channel = startChannel();
    channel.open();
    channel.close(code);
    expect(channel.state()).toBe('stopped');
    expect(channel.heard.at(-1)).toMatchObject({ type: 'xstate.done.actor.channel', output: { closeCode: code } });
    channel.wait(10 * BACKOFF_CAP_MS);
    expect(channel.sockets).toHaveLength(1);
  });

  it('waits longer after each failed attempt, up to the cap, and starts again after a socket opens', () => {
    const channel = startChannel({ random: () => 0.999 });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      channel.close(1006);
      const before = channel.sockets.length;
      let waited = 0;
      while (channel.sockets.length === before) {
        channel.wait(1);
        waited += 1;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([999, 1998, 3996, 7992, 15984, 29970, 29970]);
    channel.open();
    channel.close(1006);
    let waited = 0;
    while (channel.sockets.length === 8) {
      channel.wait(1);
      waited += 1;
    }
    expect(waited).toBe(999);
  });

  it('gives up a handshake that hangs for 60 s and tries again', () => {
    const channel = startChannel({ random: () => 0 });
    channel.wait(SILENCE_LIMIT_MS);
    expect(channel.sockets[0]!.closed).toBe(true);
    channel.wait(0);
    expect(channel.sockets).toHaveLength(2);
  });

  it('closes the socket when the page that invoked it goes', () => {
    const channel = startChannel();
    channel.open();
    channel.actor.stop();
    expect(channel.latest().closed).toBe(true);
  });
});

describe('full-jitter backoff', () => {
  it('draws between 0 and min(cap, base x 2^attempt)', () => {
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(0, () => 0.5)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(20, () => 0.5)).toBe(BACKOFF_CAP_MS / 2);
  });
});
