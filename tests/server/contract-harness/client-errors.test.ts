// What app.inject cannot reach: Node's own limits before Fastify has a request. A query over Node's 16 KB of
// request line and headers, or bytes that are not HTTP, are answered with the envelope like every other answer.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { getPortfolioByDomain } from '#src/api/contract/portfolio.ts';
import { build } from '../helper.ts';

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function split(answer: string): { status: string; headers: string; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  const [statusLine, ...headers] = head!.split('\r\n');
  return { status: statusLine!, headers: headers.join('\n').toLowerCase(), body: JSON.parse(body!) };
}

describe('answers before a request is read', () => {
  it('a request line over 16 KB: 431 with the envelope, not Fastify body', async () => {
    const app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = split(await raw(port, `GET ${getPortfolioByDomain.path}?domain=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(answer.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.body).toEqual({ code: -10413, message: 'The request is too large.', data: null });
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('cache-control: no-store');
  });

  it('bytes that are not HTTP: 400 with the envelope', async () => {
    const app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = split(await raw(port, 'this is not HTTP\r\n\r\n'));
    expect(answer.status).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({ code: -10400, message: 'The request is not valid.', data: null });
  });
});
