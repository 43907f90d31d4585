/** A result code of the catalogue with its message, as RESULT holds them. */
export type Result = { readonly code: number; readonly message: string };

const refusalMark = Symbol('refusal');

/** A business "no": answered as HTTP 200 with the result's code and message (spec section 8). */
export type Refusal = { readonly [refusalMark]: true; readonly result: Result; readonly data: unknown };

export function refuse(result: Result, data: unknown = null): Refusal {
  return { [refusalMark]: true, result, data };
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && refusalMark in value;
}
