import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { pino, stdSerializers, type DestinationStream } from 'pino';
import type { LogLevel } from './config.ts';

export const REDACTED = '[redacted]';

// Headers that carry who the borrower is: never in a log line.
const SECRET_HEADERS = ['access-token', 'user-credential', 'authorization', 'cookie'];

// Field names (compared lower-case, without - and _) whose values never reach a log line, in a body or a query.
// `rn` is the routing number as the spec's get-bank-info query names it; the one-time codes of sign-in and
// e-mail links go by several names. A link's `resource`, a login `challengeId` and a remembered `deviceId`
// each let their holder in (issue 4).
const SECRET_FIELDS = new Set([
  'password',
  'token',
  'code',
  'ssn',
  'accountnumber',
  'routingnumber',
  'rn',
  'otp',
  'verifycode',
  'verificationcode',
  'logincode',
  'mfacode',
  'resource',
  'challengeid',
  'deviceid',
  'requestcode',
  'answer',
  'accountid',
  // A coupon link's identity answers (decision 0750).
  'ssnlast4',
  'dateofbirth',
  // The realtime session id: whoever knows it hears the session's signing news (decision 0212).
  'sessionid',
]);

// App pages whose last path segment is an e-mailed or shared one-time resource: /create-account/{resource};
// and the loan agreement's capability URL, /documents/loan-agreement/{token}.pdf (decision 0700).
const RESOURCE_PAGES =
  /^(\/(?:create-account|reset-password|application|returning|complete-information|pending-application|signature|coupon\/verification|documents\/loan-agreement)\/)[^/?#]+/;
// A bank verification's request code opens the provider's pages and the app's status page for 30 minutes.
const REQUEST_CODE_PAGES = /^(\/(?:sandbox-ibv\/\d+|guidance\/ibv)\/)[^/?#]+/;
// The realtime channel, /realtime/{systemCode}/{sessionId}: the session id is a bearer name for the borrower's
// socket, so a log line carries a short hash of it, enough to follow one session's sockets (decision 0212).
const REALTIME_SESSION = /^(\/realtime\/[^/?#]+\/)([^/?#]+)/;

/** The name a realtime session id goes by in logs: the first 12 hex digits of its SHA-256. */
export function sessionLogId(sessionId: string): string {
  return `sha256:${createHash('sha256').update(sessionId).digest('hex').slice(0, 12)}`;
}

export function isSecretField(name: string): boolean {
  const key = name.toLowerCase().replace(/[-_]/g, '');
  return SECRET_FIELDS.has(key) || key.endsWith('password') || key.endsWith('token') || key.endsWith('ssn');
}

/** A copy with the value of every secret field replaced, at any depth. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isSecretField(key) ? REDACTED : redactSecrets(item, depth + 1)]));
}

/**
 * The URL with the values of secret query fields replaced (a routing number may travel in the query), and
 * the resource of a link page (/reset-password/{resource}) too.
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl
    .replace(RESOURCE_PAGES, `$1${REDACTED}`)
    .replace(REQUEST_CODE_PAGES, `$1${REDACTED}`)
    .replace(REALTIME_SESSION, (_match, prefix: string, id: string) => `${prefix}${sessionLogId(id)}`);
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape is logged as it came
      }
      return isSecretField(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

// What a database error carries of the values its query was given: Drizzle's `params` (also written into its
// message and stack), PostgreSQL's `detail` ("Key (email)=(...)", "Failing row contains (...)").
const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);
const PARAMS_LINE = '\nparams: ';

/**
 * For each error of a chain (causes, aggregated errors) whose message spells out its query's values (Drizzle
 * writes "Failed query: <sql>\nparams: <values>"), that message and the same without the values.
 */
function queryValueMessages(error: unknown, depth = 0): Array<[string, string]> {
  if (!(error instanceof Error) || depth > 10) return [];
  const at = error.message.indexOf(PARAMS_LINE);
  const own: Array<[string, string]> = 'params' in error && at !== -1 ? [[error.message, `${error.message.slice(0, at)}${PARAMS_LINE}${REDACTED}`]] : [];
  const inner = error instanceof AggregateError ? error.errors : [];
  return [...own, ...[error.cause, ...inner].flatMap((each) => queryValueMessages(each, depth + 1))];
}

/** Removes the query's values from a serialized error, in place, at any depth. */
function dropQueryValues(serialized: Record<string, unknown>, replacements: Array<[string, string]>): void {
  for (const [key, value] of Object.entries(serialized)) {
    if (QUERY_VALUE_FIELDS.has(key)) delete serialized[key];
    else if (typeof value === 'string') serialized[key] = replacements.reduce((text, [from, to]) => text.split(from).join(to), value);
    else if (Array.isArray(value))
      value.forEach((item) => typeof item === 'object' && item !== null && dropQueryValues(item as Record<string, unknown>, replacements));
  }
}

/**
 * pino's error serializer, minus the values a failed query was given (issue 17): they are the borrower's
 * data (a name, an SSN tail). The SQL text stays: its values are parameters, never written into it.
 */
export function serializeError(error: Error): unknown {
  const serialized = stdSerializers.err(error);
  if (typeof serialized !== 'object' || serialized === null || serialized === (error as unknown)) return serialized;
  const replacements = queryValueMessages(error);
  dropQueryValues(serialized as unknown as Record<string, unknown>, replacements);
  return serialized;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    headers: request.headers,
  };
}

function serializeReply(reply: FastifyReply) {
  return { statusCode: reply.statusCode };
}

/**
 * The server's pino logger. Secret headers are censored by path; request data logged under `body` or
 * `query` is censored field by field, whatever its depth.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: {
        paths: [...SECRET_HEADERS.map((name) => `req.headers["${name}"]`), 'res.headers["set-cookie"]'],
        censor: REDACTED,
      },
      serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
      formatters: {
        log(object) {
          if (!('body' in object) && !('query' in object)) return object;
          return { ...object, body: redactSecrets(object.body), query: redactSecrets(object.query) };
        },
      },
    },
    destination,
  );
}
