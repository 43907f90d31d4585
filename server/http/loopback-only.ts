// Development pages show every login code and link the server kept. Outside production the server listens
// on every interface (HOST '::'), so they answer this machine only: to anyone else they do not exist.
import { isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';

const IPV4_MAPPED = '::ffff:';

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().startsWith(IPV4_MAPPED) ? address.slice(IPV4_MAPPED.length) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * An onRequest hook: the socket's own address decides, never X-Forwarded-For (TRUST_PROXY would let a client
 * write it), and a request a proxy relayed is not this machine's even when the proxy runs on it.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (relayed || !isLoopbackAddress(request.socket.remoteAddress)) {
    // The same answer as an unknown path (the production server's, where these pages are absent).
    await reply.code(404).send(fail(RESULT.notFound));
  }
}
