import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { fail, ok, type Envelope } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { SignedInCustomer } from '../accounts/signed-in-customer.ts';
import { isRefusal, type Refusal } from './refusal.ts';

/** Decides who is calling (server/accounts/authenticator.ts): the signed-in customer, or a refusal such as -82030001. */
export type Authenticator = (request: FastifyRequest) => Promise<{ customer: SignedInCustomer } | Refusal>;

/** Where calls are registered, and how: shared by every route module. */
export type CallRouting = {
  readonly app: FastifyInstance;
  /** Without one, calls marked `authenticated` cannot be registered: nothing is silently open. */
  readonly authenticator?: Authenticator;
  /** Check every answer against the call's response schema (development and tests): contract drift fails loudly. */
  readonly checkResponses: boolean;
};

/** The customer of a call marked `authenticated: true`; a public call has none. */
export type CustomerOf<C extends CallDefinition> = C['authenticated'] extends true ? SignedInCustomer : undefined;

export type CallContext<C extends CallDefinition = CallDefinition> = { request: FastifyRequest; reply: FastifyReply; customer: CustomerOf<C> };

/** What a handler gives back: the call's data, or a business refusal. */
export type CallHandler<C extends CallDefinition> = (
  input: v.InferOutput<C['request']>,
  context: CallContext<C>,
) => Promise<v.InferInput<C['response']> | Refusal>;

export type FieldIssue = { path: string; message: string };

export class CallNeedsAuthenticatorError extends Error {
  override name = 'CallNeedsAuthenticatorError';
}

/** Calls made before signing in carry an e-mail, a password, a code: a bigger body is refused unread (413). */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

/** Who the onRequest check found, for the handler of the same request. */
const customers = new WeakMap<FastifyRequest, SignedInCustomer>();

/** Per-call route settings. */
export type CallOptions = {
  /** A call that takes a file needs a larger body than the server's default. */
  bodyLimit?: number;
  /**
   * The grant type the call serves (a sign-in's `grantType`): a body naming another is answered -79050004 (spec
   * section 8) once it is read, before the call's schema checks it; a body that names none is the schema's to judge.
   */
  grantType?: number;
};

/**
 * Registers one call of the contract: authenticates when the call says so (before the body is read),
 * validates the query (GET) or body (POST) with its request schema, and answers the envelope. Invalid
 * input is answered with HTTP 400 and -10400 before the handler runs, so nothing is written.
 */
export function registerCall<C extends CallDefinition>(routing: CallRouting, call: C, handler: CallHandler<C>, options: CallOptions = {}): void {
  routing.app.route({
    ...callRoute(routing, call, options),
    handler: async (request, reply): Promise<Envelope<unknown>> => {
      // A call without a body is a call with nothing in it: its schema decides whether that is enough. A body
      // that is not an object (null, a list) is refused here: Valibot would read a list as an empty object.
      const input: unknown = call.method === 'GET' ? request.query : request.body;
      if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
        reply.code(400);
        return invalidRequest([{ path: 'body', message: 'is not valid: the request should be a JSON object' }]);
      }
      const checked = checkInput(call, input ?? {});
      if ('issues' in checked) {
        reply.code(400);
        return invalidRequest(checked.issues);
      }
      return answerOf(routing, call, await handler(checked.output, { request, reply, customer: customerOf(call, request) }));
    },
  });
}

/** What every call's route has: method, path, body limit, and the token check before the body is read. */
export function callRoute(routing: CallRouting, call: CallDefinition, options: CallOptions) {
  const { app, authenticator } = routing;
  if (call.authenticated && !authenticator) {
    throw new CallNeedsAuthenticatorError(`${call.method} ${call.path} needs a signed-in borrower, and no authenticator was provided.`);
  }
  // A call's own limit (a file upload), else the server's default for a signed-in borrower, else the small public one.
  const bodyLimit =
    options.bodyLimit ?? (call.authenticated ? undefined : Math.min(PUBLIC_BODY_LIMIT_BYTES, app.initialConfig.bodyLimit ?? PUBLIC_BODY_LIMIT_BYTES));
  return {
    method: call.method,
    url: call.path,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    ...(options.grantType === undefined ? {} : { preHandler: refuseOtherGrantTypes(options.grantType) }),
    // An anonymous or expired caller costs no parsing: the refusal is answered and the body never read.
    ...(call.authenticated && authenticator
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            const outcome = await authenticator(request);
            if (isRefusal(outcome)) return reply.send(fail(outcome.result, outcome.data));
            customers.set(request, outcome.customer);
          },
        }
      : {}),
  };
}

/** Answers -79050004 to a body whose `grantType` is not the call's. */
function refuseOtherGrantTypes(grantType: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body: unknown = request.body;
    const given = typeof body === 'object' && body !== null && 'grantType' in body ? body.grantType : undefined;
    if (given !== undefined && given !== grantType) return reply.send(fail(RESULT.wrongGrantType));
  };
}

/** Who the token check found for this request: always someone for an authenticated call, nobody for a public one. */
export function customerOf<C extends CallDefinition>(call: C, request: FastifyRequest): CustomerOf<C> {
  const customer = customers.get(request);
  if (call.authenticated && !customer) throw new Error(`${call.method} ${call.path} ran without its token check.`);
  return customer as CustomerOf<C>;
}

/** The input as the call's request schema has checked it, or one issue per bad field. */
export function checkInput<C extends CallDefinition>(call: C, input: unknown): { output: v.InferOutput<C['request']> } | { issues: FieldIssue[] } {
  const parsed = v.safeParse(call.request, input);
  return parsed.success ? { output: parsed.output } : { issues: parsed.issues.map(describeIssue) };
}

/** A handler's answer in the envelope: its refusal, or its data (checked against the contract outside production). */
export function answerOf(routing: CallRouting, call: CallDefinition, answer: unknown): Envelope<unknown> {
  if (isRefusal(answer)) return fail(answer.result, answer.data);
  if (routing.checkResponses) assertMatchesContract(call, answer);
  return ok(answer);
}

export function invalidRequest(issues: FieldIssue[]): Envelope<{ issues: FieldIssue[] }> {
  // Rule messages end with their own full stop (spec section 5); the sentence gets one, not two.
  const detail = issues
    .map((issue) => `${issue.path} ${issue.message}`)
    .join('; ')
    .replace(/\.$/, '');
  return fail({ code: RESULT.badRequest.code, message: `${RESULT.badRequest.message.replace(/\.$/, '')}: ${detail}.` }, { issues }) as Envelope<{
    issues: FieldIssue[];
  }>;
}

/** One line per bad field, never echoing what was sent (it may be a password or an SSN). */
function describeIssue(issue: v.BaseIssue<unknown>): FieldIssue {
  const path = v.getDotPath(issue) ?? 'body';
  // A union (get-bank-info's rn or loanNo, a signer's requestId or resource): what each option lacks, not
  // Valibot's "Expected Object" for what is an object.
  if (issue.type === 'union' && issue.issues?.length) {
    const options = issue.issues.map(describeIssue).map((each) => (each.path === path ? each.message : `${each.path} ${each.message}`));
    return { path, message: `is not valid: ${[...new Set(options)].join(', or ')}` };
  }
  if (issue.input === undefined && issue.kind === 'schema') return { path, message: 'is required' };
  if (issue.kind === 'schema' && issue.expected === 'number') return { path, message: 'must be a number' };
  return { path, message: `is not valid: ${issue.message.replace(/ but received [\s\S]*$/, '')}` };
}

function assertMatchesContract(call: CallDefinition, answer: unknown): void {
  const checked = v.safeParse(call.response, answer);
  if (!checked.success) {
    const problems = checked.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`The answer of ${call.method} ${call.path} does not match its contract: ${problems}`);
  }
}
