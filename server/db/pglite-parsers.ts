// Drizzle hands PGlite the same parsers with every query (timestamps, dates, intervals and their arrays as text,
// which Drizzle maps itself), and PGlite merges them by copying its whole parser table, one entry per type and
// array type: about 130 µs a query, a quarter of a signed-in read's CPU (decision 0214). The client's own table
// takes those parsers once; a query that asks for exactly them goes without, so no copy is made and the rows
// are the same. A query asking for other parsers (a Drizzle upgrade) passes as it came.
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { namedStatements } from './pglite-statements.ts';

const asText = (value: string) => value;

/** The types Drizzle 0.45 reads as text on PGlite (drizzle-orm/pglite/session.js). */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const PROBE = '2026-01-01 00:00:00+00';
const checked = new WeakSet<object>();

/** Whether a query's parsers are exactly the text ones the client already has. */
function onlyTextParsers(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  if (checked.has(parsers)) return true;
  const oids = Object.keys(parsers).map(Number);
  const same = oids.length === TEXT_TYPES.length && TEXT_TYPES.every((oid) => parsers[oid]?.(PROBE) === PROBE);
  if (same) checked.add(parsers);
  return same;
}

type Queryable = Pick<PGlite | Transaction, 'query'>;

function queryWithoutCopy(target: Queryable): PGlite['query'] {
  return (text, params, options) => {
    if (options?.parsers && onlyTextParsers(options.parsers)) {
      const { parsers: _same, ...rest } = options;
      return target.query(text, params, rest);
    }
    return target.query(text, params, options);
  };
}

/**
 * The client Drizzle gets: the two methods its session calls, each query's repeated parsers dropped. Outside a
 * transaction a statement is parsed once under a name (pglite-statements.ts); a transaction's statements go
 * through PGlite's own query, inside the transaction it holds.
 */
export function clientForDrizzle(client: PGlite): PGlite {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  const forDrizzle: Pick<PGlite, 'query' | 'transaction'> = {
    query: queryWithoutCopy({ query: namedStatements(client) }),
    // The transaction keeps its own methods and getters (its prototype); only its query goes without the copy.
    transaction: (callback) => client.transaction((tx) => callback(Object.assign(Object.create(tx) as Transaction, { query: queryWithoutCopy(tx) }))),
  };
  // Drizzle's PGlite session calls only these two (drizzle-orm/pglite/session.js); listen, close and the rest stay on the client.
  return forDrizzle as PGlite;
}
