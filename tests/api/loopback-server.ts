// A real HTTP server on 127.0.0.1 for the client tests: each test says how it answers, and every request
// it receives is recorded.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
export type Answer = { status?: number; json?: unknown; text?: string; contentType?: string };

export async function startLoopbackServer() {
  const received: Received[] = [];
  let answer: (request: Received) => Answer = () => ({ json: { code: 1, message: 'Success', data: null } });
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      const { status = 200, json, text, contentType } = answer(entry);
      response.writeHead(status, { 'content-type': contentType ?? (json === undefined ? 'text/plain' : 'application/json') });
      response.end(json === undefined ? (text ?? '') : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answerWith(next: (request: Received) => Answer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
