// The realtime channel's socket in the browser: the callback actor the realtime machine invokes. It reports
// the socket's opening, each message the contract knows and the close code; the machine decides the rest.
import * as v from 'valibot';
import { fromCallback } from 'xstate';
import { serverMessageSchema } from '#src/api/contract/realtime.ts';
import type { SocketCommand, SocketEvent, SocketInput } from '#machines/realtime/realtime.machine.ts';

/** The channel's path on the page's own host, as a ws: or wss: address like the page's scheme. */
export function socketAddress(path: string, page: string): string {
  const url = new URL(path, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export const browserSocket = fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
  const socket = new WebSocket(socketAddress(input.url, window.location.href));
  const report = (event: SocketEvent) => sendBack(event);
  socket.addEventListener('open', () => report({ type: 'socket.open' }));
  socket.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.data);
    } catch {
      return;
    }
    const checked = v.safeParse(serverMessageSchema, parsed);
    if (checked.success) report({ type: 'socket.message', message: checked.output });
  });
  // An error is always followed by a close, which carries the code the machine decides on.
  socket.addEventListener('close', (event) => report({ type: 'socket.closed', code: event.code }));
  receive((command) => {
    if (command.type === 'socket.ping' && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
  });
  return () => {
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000, 'page left'); // a reason for the server's logs, never shown
  };
});
