// The one way the app calls the API (spec section 7): JSON, GET sends query params and POST the body,
// Access-Token and User-Credential headers when present, success only when the code is 1, and the data
// parsed with the call's Valibot schema. Special codes and transport failures are reported to the app.
import ky from 'ky';
import * as v from 'valibot';
import type { CallDefinition, CallRequest, CallResponse } from './contract/define-call.ts';
import { envelopeSchema, SUCCESS_CODE, type Envelope } from './contract/envelope.ts';
import { RESULT } from './contract/result-codes.ts';
import type { Credentials } from '#src/storage/credentials.ts';
import { ApiError } from './api-error.ts';

/** What the app is told about, beside the caller's own error (it routes or shows the red snackbar). */
export type ApiReport =
  { type: 'api.loanStatusInvalid'; code: number } | { type: 'api.signInRequired'; code: number } | { type: 'api.transportFailed'; message: string };

export type ApiClientOptions = {
  /** Origin of the API, e.g. 'http://127.0.0.1:8081'; the page's own origin in the browser. */
  baseUrl: string;
  credentials?: () => Credentials;
  report?: (report: ApiReport) => void;
  timeoutMs?: number;
};

export type CallOptions = { signal?: AbortSignal };

export type ApiCall = <C extends CallDefinition>(definition: C, request: CallRequest<C>, options?: CallOptions) => Promise<CallResponse<C>>;

export const TRANSPORT_MESSAGES = {
  network: 'We could not reach our servers. Please check your connection and try again.',
  invalidResponse: 'We received an answer we could not read. Please try again.',
  http: RESULT.internalError.message,
} as const;

const SIGN_IN_CODES: readonly number[] = [RESULT.noIdentity.code, RESULT.tokenOutdated.code];

function queryOf(request: unknown): Record<string, string> {
  const entries = Object.entries((request ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function headersOf(credentials: Credentials | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (credentials?.accessToken) headers['Access-Token'] = credentials.accessToken;
  if (credentials?.userCredential) headers['User-Credential'] = credentials.userCredential;
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createApiClient({ baseUrl, credentials, report = () => {}, timeoutMs = 30_000 }: ApiClientOptions): ApiCall {
  const http = ky.create({ retry: 0, timeout: timeoutMs, throwHttpErrors: false });
  const origin = baseUrl.replace(/\/+$/, '');

  const transportFailure = (error: ApiError): never => {
    report({ type: 'api.transportFailed', message: error.message });
    throw error;
  };

  return async function call(definition, request, options = {}) {
    const url = `${origin}${definition.path}`;
    const init = { headers: headersOf(credentials?.()), signal: options.signal };
    let response: Response;
    try {
      response =
        definition.method === 'GET' ? await http.get(url, { ...init, searchParams: queryOf(request) }) : await http.post(url, { ...init, json: request ?? {} });
    } catch (error) {
      if (options.signal?.aborted) throw error; // the caller gave up; nothing to tell the visitor
      return transportFailure(new ApiError('network', TRANSPORT_MESSAGES.network));
    }

    const json = await readJson(response);
    // Given up while the answer was being read (a flow stopped mid-answer): the caller's business, not the visitor's.
    if (options.signal?.aborted) throw options.signal.reason;
    const envelope = v.safeParse(envelopeSchema, json);
    if (response.status !== 200) {
      const body = envelope.success ? (envelope.output as Envelope<unknown>) : undefined;
      return transportFailure(new ApiError('http', body?.message || TRANSPORT_MESSAGES.http, body, response.status));
    }
    if (!envelope.success) return transportFailure(new ApiError('invalid-response', TRANSPORT_MESSAGES.invalidResponse));

    const body = envelope.output as Envelope<unknown>;
    if (body.code !== SUCCESS_CODE) {
      if (body.code === RESULT.loanStatusInvalid.code) report({ type: 'api.loanStatusInvalid', code: body.code });
      if (SIGN_IN_CODES.includes(body.code)) report({ type: 'api.signInRequired', code: body.code });
      throw new ApiError('business', body.message, body, response.status);
    }
    const data = v.safeParse(definition.response, body.data);
    if (!data.success) return transportFailure(new ApiError('invalid-response', TRANSPORT_MESSAGES.invalidResponse, body, response.status));
    return data.output;
  };
}
