import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of spec section 7: its method, its full path, the shape of what is sent (query for GET,
 * body for POST) and the shape of the `data` answered. The client parses answers with `response`;
 * the server validates requests with `request`. One source of truth for both.
 */
export type CallDefinition<Req extends v.GenericSchema = v.GenericSchema, Res extends v.GenericSchema = v.GenericSchema, Auth extends boolean = boolean> = {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
  /** False for calls a visitor makes before signing in; the server then skips the token check. Kept as a literal
   * (true or false), so the server's handler of a signed-in call is typed with its customer. */
  authenticated: Auth;
};

export type CallRequest<C extends CallDefinition> = v.InferInput<C['request']>;
export type CallResponse<C extends CallDefinition> = v.InferOutput<C['response']>;

export function defineCall<Req extends v.GenericSchema, Res extends v.GenericSchema, Auth extends boolean>(
  call: CallDefinition<Req, Res, Auth>,
): CallDefinition<Req, Res, Auth> {
  return call;
}
