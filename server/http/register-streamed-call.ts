// A call whose body is a file (decision 0505): registered like any call (token checked before the body,
// envelope answers), but its handler gets the body unread, as a stream, and checks it as the bytes pass.
import { Readable } from 'node:stream';
import { errorCodes, type FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import type { Envelope } from '#src/api/contract/envelope.ts';
import type { Refusal } from './refusal.ts';
import { answerOf, callRoute, customerOf, invalidRequest, type CallContext, type CallRouting, type FieldIssue } from './register-call.ts';

const invalidMark = Symbol('invalid input');

/** The unread body of each request in flight on a streamed call. */
const payloads = new WeakMap<FastifyRequest, Readable>();

/** Input found bad while it was read: answered 400 -10400 with one issue per field, as registerCall does. */
export type InvalidInput = { readonly [invalidMark]: true; readonly issues: FieldIssue[] };

export function invalidInput(issues: FieldIssue[]): InvalidInput {
  return { [invalidMark]: true, issues };
}

export type StreamedCallHandler<C extends CallDefinition> = (
  body: Readable,
  context: CallContext<C> & { bodyLimit: number },
) => Promise<v.InferInput<C['response']> | Refusal | InvalidInput>;

export function registerStreamedCall<C extends CallDefinition>(
  routing: CallRouting,
  call: C,
  handler: StreamedCallHandler<C>,
  { bodyLimit }: { bodyLimit: number },
): void {
  const route = callRoute(routing, call, { bodyLimit });
  // Its own scope: JSON is handed over unread here, and parsed by Fastify everywhere else.
  void routing.app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    // Kept beside the request, not as its body: a failure logs the body, and this one's headers hold the token.
    scope.addContentTypeParser('application/json', (request, payload, done) => {
      payloads.set(request, payload);
      done(null, undefined);
    });
    scope.route({
      ...route,
      handler: async (request, reply): Promise<Envelope<unknown>> => {
        if (Number(request.headers['content-length']) > bodyLimit) {
          reply.header('connection', 'close');
          throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
        }
        // No body at all is an object with nothing in it, as for every call.
        const body = payloads.get(request) ?? Readable.from(['{}']);
        try {
          const answer = await handler(body, { request, reply, customer: customerOf(call, request), bodyLimit });
          if (typeof answer === 'object' && answer !== null && invalidMark in answer) {
            reply.code(400);
            return invalidRequest(answer.issues);
          }
          return answerOf(routing, call, answer);
        } catch (error) {
          // As Fastify does past a body limit: the rest of the body is not waited for.
          if (error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE) reply.header('connection', 'close');
          throw error;
        }
      },
    });
  });
}
