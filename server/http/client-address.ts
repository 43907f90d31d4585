// The key every per-address limit counts under (decision 0212): an IPv4 address is one client, but one IPv6
// client is handed a whole /64 (2^64 addresses) and can take a fresh one for every request, so an IPv6 address
// counts under its /64. An IPv4-mapped IPv6 address (::ffff:192.0.2.1, a dual-stack socket's view of an IPv4
// client) is that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An upgrade injected in tests has no socket address; every real request has one. */
const UNKNOWN = 'unknown';

/** The eight 16-bit groups of an IPv6 address (a zone id dropped, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(plain)) return undefined;
  const [head = '', tail] = plain.split('::');
  const parts = (text: string): number[] =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [Number.parseInt(part, 16)];
          const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const missing = 8 - front.length - back.length;
  return [...front, ...Array<number>(Math.max(0, missing)).fill(0), ...back];
}

/**
 * Keys already worked out: every API request asks, and parsing an IPv6 address (Node's isIPv6 is one long
 * regular expression) was 6% of a no-database call (decision 0214). Cleared when full, so an attacker
 * rotating addresses costs no more memory than this many short strings.
 */
const knownKeys = new Map<string, string>();
const KNOWN_KEYS_MAX = 10_000;

/** The limit key of a client address: IPv4 as it is, IPv4-mapped IPv6 as its IPv4, other IPv6 as its /64. */
export function addressKey(address: string | undefined): string {
  if (address === undefined || address === '') return UNKNOWN;
  const known = knownKeys.get(address);
  if (known !== undefined) return known;
  const key = keyOf(address);
  // An address is at most 45 characters (and a zone id); anything longer is not kept.
  if (address.length <= 64) {
    if (knownKeys.size >= KNOWN_KEYS_MAX) knownKeys.clear();
    knownKeys.set(address, key);
  }
  return key;
}

function keyOf(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The limit key of the client making this request (its address as Fastify sees it, after TRUST_PROXY). */
export function clientKey(request: Pick<FastifyRequest, 'ip'>): string {
  return addressKey(request.ip);
}
