// PGlite's `query` parses and plans every statement again, in six trips into its WebAssembly Postgres (Parse,
// Describe, Bind, Describe, Execute, Sync). Planning was most of what was left of a signed-in read (decision
// 0214). Here a statement is parsed once under a name, as node-postgres does for a named query, and each run is one
// trip (Bind, Execute, Sync); Postgres keeps its plan once a generic one costs no more than planning afresh.
// The locks, the file-system sync, the parsers and the errors are PGlite's own, as its `query` uses them.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** How many statements stay parsed; past it, the one used longest ago is closed (the server's statement texts are far fewer). */
export const MAX_STATEMENTS = 500;

type Statement = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

/**
 * Parsed again and run once more: a statement whose result's columns a migration changed since it was parsed
 * (Postgres refuses to run it), or one a `DEALLOCATE ALL` or `DISCARD ALL` closed behind our back.
 */
const parseAgain = (error: unknown) =>
  error instanceof protocol.messages.DatabaseError &&
  ((error.code === '0A000' && error.message === 'cached plan must not change result type') || error.code === '26000');

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** PGlite's own error, with what its `query` adds to it (makePGliteError). */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

const ofClient = new WeakMap<PGlite, PGlite['query']>();

/**
 * A `query` for the client that parses each statement text once; what it cannot do (files, own types) goes to the
 * client's. One per client: the names are the client's session's, however many wrappers ask.
 */
export function namedStatements(client: PGlite, maxStatements = MAX_STATEMENTS): PGlite['query'] {
  let query = ofClient.get(client);
  if (!query) {
    query = statementsOf(client, maxStatements);
    ofClient.set(client, query);
  }
  return query;
}

function statementsOf(client: PGlite, maxStatements: number): PGlite['query'] {
  const statements = new Map<string, Statement>();
  const toClose: string[] = [];
  let made = 0;

  async function parsed(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the one closed when full is the one used longest ago.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    made += 1;
    const name = `borrower_${made}`;
    const messages = await client.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
    const parameters = messages.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription: messages.find((message) => message.name === 'rowDescription') };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldest] = statements;
      statements.delete(oldest![0]);
      toClose.push(oldest![1].name);
    }
    return statement;
  }

  function values(statement: Statement, params: unknown[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function run(statement: Statement, params: unknown[], options: QueryOptions | undefined): Promise<BackendMessage[]> {
    const closing = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    const bound = serialize.bind({ statement: statement.name, values: values(statement, params, options) });
    const messages = await client.execProtocolStream(joined([...closing, bound, serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
    return statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
  }

  return async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // A file to copy, or parameter types of its own: PGlite's query, as it came.
    if (options?.blob || options?.paramTypes) return client.query<T>(text, params, options);
    await client._checkReady();
    // The same locks as PGlite's query: never inside another caller's transaction, one statement at a time.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let messages: BackendMessage[];
        try {
          const statement = await parsed(text, options);
          try {
            messages = await run(statement, params, options);
          } catch (error) {
            if (!parseAgain(error) || statements.get(text) !== statement) throw error;
            statements.delete(text);
            toClose.push(statement.name);
            messages = await run(await parsed(text, options), params, options);
          }
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  };
}
