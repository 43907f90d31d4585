import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { fail, type Envelope } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { isApiPath, isServerPath, pathOf } from './api-paths.ts';
import { contractCallAt } from './contract-calls.ts';
import type { Result } from './refusal.ts';
import { redactByContract } from './sensitive-fields.ts';

/** Answers a browser asking for a page of the app (the client router decides what it shows). */
export type AppPageHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

type Answer = { status: number; result: Result };

const INVALID_JSON: Result = { code: RESULT.badRequest.code, message: 'The request body is not valid JSON.' };
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Paths a browser asks for as files (scripts, styles, images): a missing one is a 404, never the app page,
// so a stale chunk fails as a failed chunk load instead of parsing HTML as JavaScript.
const FILE_LIKE = /\.(?:js|mjs|cjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|wasm|br|gz|html?)$/i;

/** Every failure becomes an envelope with the right HTTP status; a thrown error never shows its stack. */
export function installErrorHandling(app: FastifyInstance, appPage: AppPageHandler): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, result } = classify(error);
    if (status >= 500) {
      // The body helps to reproduce: without what the call's contract marks sensitive (the borrower's personal
      // data), and the logger redacts secret field names in it too.
      const call = contractCallAt(request.method, request.routeOptions.url);
      const body = call ? redactByContract(call.request, request.body) : request.body;
      request.log.error({ err: error, body }, 'Request failed');
      return reply.code(status).send(fail(result, { requestId: request.id }));
    }
    request.log.info({ code: error.code, statusCode: status }, error.message);
    if (status === 429 && 'retryAfterMs' in error && typeof error.retryAfterMs === 'number') {
      // Password hashing at capacity (decision 0212): the same 429 as the server's other limits (too-many-requests.ts).
      const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1_000));
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send(fail(result, { retryAfterSeconds: seconds }));
    }
    return reply.code(status).send(fail(result));
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      const allowed = METHODS.filter((method) => app.hasRoute({ method, url: path }));
      if (allowed.length > 0) return reply.code(405).header('allow', allowed.join(', ')).send(fail(RESULT.methodNotAllowed));
      return reply.code(404).send(fail(RESULT.notFound));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPage(path)) return appPage(request, reply);
    return reply.code(404).send(fail(RESULT.notFound));
  });
}

function isAppPage(path: string): boolean {
  return !isServerPath(path) && !path.startsWith('/assets/') && !FILE_LIKE.test(path);
}

function classify(error: FastifyError): Answer {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, result: INVALID_JSON };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, result: RESULT.unsupportedMediaType };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, result: RESULT.payloadTooLarge };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, result: RESULT.tooManyRequests };
  if (status === 403) return { status, result: RESULT.forbidden };
  if (status === 404) return { status, result: RESULT.notFound };
  if (status >= 400 && status < 500) return { status, result: RESULT.badRequest };
  return { status: 500, result: RESULT.internalError };
}

/** For errors Fastify meets before routing (a malformed URL): the same envelope. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer: Envelope<unknown> = fail(RESULT.badRequest);
  request.log.info({ code: error.code }, error.message);
  // Sent before any hook runs, so the API's no-store (plugins/security.ts) is set here: an error is never kept.
  void reply.code(400).header('cache-control', 'no-store').send(answer);
}

/**
 * For errors Node meets before Fastify has a request (a request line and headers over Node's 16 KB, a request
 * that is not HTTP, a client too slow): the same envelope as every answer, not Fastify's own body (issue 17's
 * harness found a long query answered `{"error":…,"statusCode":431}`).
 */
export function clientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, result] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, RESULT.payloadTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, RESULT.badRequest]
        : [400, RESULT.badRequest];
  this.log.info({ code: error.code, statusCode: status }, error.message);
  const body = JSON.stringify(fail(result));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
