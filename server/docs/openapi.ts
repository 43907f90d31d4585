// The API reference (issue 16): an OpenAPI 3.0 document generated from the contract's Valibot schemas, the same
// ones the server validates requests with and the client parses answers with, so it cannot drift from either.
// Every call answers HTTP 200 with the envelope { code, message, data } (code 1: success; result-codes.ts);
// a GET sends its request as query parameters, a POST as a JSON body; a signed-in call sends Access-Token and
// User-Credential. Served at /docs/api outside production (server/routes/api-docs.ts).
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { CONTRACT_MODULES, isCallDefinition } from '../http/contract-calls.ts';

type JsonSchema = Record<string, unknown>;

/** Transforms, custom checks and metadata have no JSON Schema: the rest of the schema is kept. */
function schemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const config: ConversionConfig = { target: 'openapi-3.0', typeMode, errorMode: 'ignore' };
  const { $schema: _dialect, ...json } = toJsonSchema(schema, config) as JsonSchema;
  return json;
}

/** Every call of the contract, in path order. */
export function contractCalls(): CallDefinition[] {
  const calls = CONTRACT_MODULES.flatMap((module) => Object.values(module).filter(isCallDefinition));
  return [...new Map(calls.map((call) => [`${call.method} ${call.path}`, call])).values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
}

/** The spec section 7 group of a path: its prefix's name (infrastructure, online, customer ...). */
function tagOf(path: string): string {
  if (path.startsWith('/gateway/')) return 'infrastructure';
  if (path.startsWith('/dolphin-loan/online/payment/multi-installment/')) return 'multi-installment';
  if (path.startsWith('/dolphin-loan/online/')) return 'online';
  if (path.startsWith('/dolphin-loan/assistant/')) return 'assistant';
  if (path.startsWith('/dolphin-loan/')) return 'loan';
  if (path.startsWith('/dolphin-customer/')) return 'customer';
  if (path.startsWith('/dolphin-config/')) return 'config';
  return 'other';
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: { type: 'integer', description: '1 on success; any other code is a refusal (the whole body then goes to the error handler).' },
      message: { type: 'string' },
      data: { ...data, nullable: true },
    },
  };
}

function operationOf(call: CallDefinition): JsonSchema {
  const request = schemaOf(call.request, 'input');
  const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((request.required ?? []) as string[]);
  const input =
    call.method === 'GET'
      ? {
          parameters: Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema })),
        }
      : { requestBody: { required: true, content: { 'application/json': { schema: request } } } };
  return {
    operationId: `${call.method.toLowerCase()} ${call.path}`,
    tags: [tagOf(call.path)],
    ...input,
    ...(call.authenticated ? { security: [{ accessToken: [], userCredential: [] }] } : { security: [] }),
    responses: {
      '200': {
        description: `The envelope: data on code 1; otherwise a result code${call.authenticated ? ` (${RESULT.noIdentity.code} without a session)` : ''}.`,
        content: { 'application/json': { schema: envelope(schemaOf(call.response, 'output')) } },
      },
      '400': { description: `${RESULT.badRequest.code}: the request does not fit the schema; data.issues names each field.` },
      '429': { description: `${RESULT.tooManyRequests.code}: too many requests; Retry-After says when to try again.` },
    },
  };
}

/** The OpenAPI 3.0 document of every contract call. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of contractCalls()) (paths[call.path] ??= {})[call.method.toLowerCase()] = operationOf(call);
  return {
    openapi: '3.0.3',
    info: {
      title: 'Borrower app API',
      version: '1',
      description:
        'Every call of spec section 7 (and the few this server adds), generated from src/api/contract. Answers are HTTP 200 with { code, message, data }; code 1 is success.',
    },
    paths,
    components: {
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' },
        userCredential: { type: 'apiKey', in: 'header', name: 'User-Credential' },
      },
    },
  };
}
