import type { Envelope } from './contract/envelope.ts';

/**
 * Why a call did not give its data:
 * - business: the server answered with a code other than 1; `body` is the whole answer (spec section 7);
 * - http: an HTTP status other than 200;
 * - network: no answer at all (offline, refused, timed out);
 * - invalid-response: an answer that does not fit the contract.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly body?: Envelope<unknown>,
    readonly status?: number,
  ) {
    super(message);
  }

  /** The result code of the answer, when there was one. */
  get code(): number | undefined {
    return this.body?.code;
  }
}
