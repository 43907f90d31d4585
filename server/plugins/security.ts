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
 * Security headers on every answer, no caching of API answers, and a per-address rate limit on the API (not
 * on the app's files, which a page load fetches by the dozen).
 */
export async function registerSecurity(app: FastifyInstance, options: { production: boolean; rateLimitMax: number }): Promise<void> {
  // API answers carry access tokens and personal data: no browser or proxy may keep one (issue 17). Every
  // answer of an API path, errors and refusals too; the app's files keep their own caching (static-app.ts).
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(pathOf(request.url))) reply.header('cache-control', 'no-store');
  });

  // Helmet's middleware is built once: @fastify/helmet built a new one, parsing every directive, on each request
  // (a tenth of a no-database call's time, decision 0214). Only the socket origins are computed per request.
  const securityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: 60_000,
    // One key per IPv4 address and per IPv6 /64, as every other per-address limit (decision 0212).
    keyGenerator: clientKey,
    allowList: (request) => !isApiPath(pathOf(request.url)),
    errorResponseBuilder: (_request, context) => ({ ...fail(RESULT.tooManyRequests), statusCode: context.statusCode }),
  });
}
