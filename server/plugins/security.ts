import type { IncomingMessage } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { fail } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { isApiPath, pathOf } from '../http/api-paths.ts';
import { clientKey } from '../http/client-address.ts';

const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The WebSocket origins of the host the page came from (ws in development, wss behind TLS). */
function sameHostSocket(scheme: 'ws' | 'wss') {
  return (request: IncomingMessage): string => {
    const host = request.headers.host ?? '';
    // A forged Host header must not write into the policy; 'self' again is harmless.
    return HOST.test(host) ? `${scheme}://${host}` : "'self'";
  };
}

/**
 * The headers of every API answer, fixed at start (OWASP's REST security headers): JSON is never a document, so
 * the page's policy (sources of scripts, styles and sockets, computed per request) has nothing to govern there;
 * what matters is that no cache keeps an answer (they carry tokens and personal data, issue 17), that no
 * browser sniffs it into something else, and that no page frames it. Setting these directly instead of running
 * helmet's chain was most of the security share of a no-database call (decision 0214).
 */
function apiHeaders(production: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['cache-control', 'no-store'],
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-resource-policy', 'same-origin'],
    ...(production ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

/**
 * Security headers on every answer (the page's policy on the app and its files, the API's own on API answers)
 * and a per-address rate limit on the API (not on the app's files, which a page load fetches by the dozen).
 */
export async function registerSecurity(app: FastifyInstance, options: { production: boolean; rateLimitMax: number }): Promise<void> {
  // Helmet's middleware is built once: @fastify/helmet built a new one, parsing every directive, on each request
  // (a tenth of a no-database call's time, decision 0214). Only the socket origins are computed per request.
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        // Chakra (Emotion) injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", sameHostSocket('ws'), sameHostSocket('wss')],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Only over HTTPS in production: on http://p110.localhost it would pin browsers to an HTTPS that is not there.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Links carry one-time resources (/application/{resource}); they must not leak to other sites.
    referrerPolicy: { policy: 'no-referrer' },
  });
  const forApi = apiHeaders(options.production);
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(pathOf(request.url))) return pageHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    for (const [name, value] of forApi) reply.raw.setHeader(name, value);
    done();
  });

  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: 60_000,
    // One key per IPv4 address and per IPv6 /64, as every other per-address limit (decision 0212).
    keyGenerator: clientKey,
    allowList: (request) => !isApiPath(pathOf(request.url)),
    // The limit's figures only on the answer that refuses (with Retry-After): the app does not pace itself by
    // them, and three more headers on every answer cost every call.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({ ...fail(RESULT.tooManyRequests), statusCode: context.statusCode }),
  });
}
