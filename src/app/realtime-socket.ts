// The realtime channel's socket in the browser: the callback actor the realtime machine invokes. It reports
// the socket's opening, each message the contract knows and the close code; the machine decides the rest.
import * as v from 'valibot';
import { fromCallback } from 'xstate';
import { realtimeUrlPath, serverMessageSchema } from '#src/api/contract/realtime.ts';
import type { SocketCommand, SocketEvent, SocketInput } from '#machines/realtime/realtime.machine.ts';

/** The channel's address on the page's own host (ws: or wss: as the page). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, systemCode: string, sessionId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${realtimeUrlPath(systemCode, sessionId)}`;
}

export const browserSocket = fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
  const socket = new WebSocket(input.url);
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
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000, 'Page left');
  };
});
