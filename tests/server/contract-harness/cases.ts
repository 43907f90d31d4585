// The cases the harness sends to one call, made from its request schema: a valid request per shape, then one
// thing wrong at a time. A case the contract itself accepts is not sent (it would be a real call and write): an
// odd value the contract accepts is reported as a problem instead, unless this file says why it is allowed.
import * as v from 'valibot';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import {
  dotPath,
  fieldAt,
  fieldsOf,
  isRecord,
  queryText,
  REMOVE,
  shapesOf,
  unwrap,
  validObject,
  withField,
  type AnySchema,
  type Candidates,
  type Field,
  type FieldKind,
} from './schema-walk.ts';
import { OWNED_KEYS, type OwnedKey } from './world.ts';

/** Whose headers a case is sent with. */
export type Who = 'owner' | 'none' | 'garbage' | 'other';

export type Expected =
  /** 400 -10400 whose issues name the field (or the body). */
  | { kind: 'invalid'; path?: string; unknown?: string[] }
  | { kind: 'status'; status: number; code: number }
  /** Too large to be read (413 -10413), or read and refused by the field's length (400 -10400): a file upload's limit is larger. */
  | { kind: 'large'; path: string }
  | { kind: 'code'; code: number }
  /** Any refusal (code not 1, no 5xx), with none of A's data in the answer. */
  | { kind: 'refused' };

export type Case = {
  name: string;
  /** A request body as sent (POST), or the query's entries (GET). */
  payload?: string;
  query?: Array<[string, string]>;
  contentType?: string;
  who: Who;
  owner?: OwnedKey;
  expected: Expected;
  /** Tables a refusal may write to (a wrong answer counted against a limit). */
  mayWrite?: readonly string[];
};

export type CallCases = { cases: Case[]; problems: string[] };

export const NUL = '\u0000';
export const BELL = '\u0007';
export const C1 = '\u0085';
export const LONE_SURROGATE = '\uD800';
export const LONG_TEXT_LENGTH = 10_000;
export const ONE_MEGABYTE = 1024 * 1024;

/**
 * Fields where -1 is a value, not a mistake: payday codes (-1 the last day of the month, -11 to -13 for business
 * days), as the payday rules define them.
 */
const NEGATIVE_ALLOWED = /(^|\.)(semiMonthlyDays\.\d+|monthDay)$/;

/** Text only compared with a hash, never stored nor shown: a current password is left as it was (decision 0211). */
const ODD_TEXT_ALLOWED = new Set(['/dolphin-customer/sign-in password', '/dolphin-customer/change-password currentPassword']);

/** Fields whose wrong value the spec answers with a code of its own (section 8), not -10400. */
const SPEC_CODES: Record<string, Expected> = {
  '/dolphin-customer/sign-in grantType': { kind: 'code', code: -79050004 },
};

/** Fields that take long text by design: a bank statement file, as base64 (its size has a limit of its own). */
const LONG_TEXT_ALLOWED = new Set(['contentBase64']);

/** Calls whose refusal of another customer's thing counts as a wrong answer (a limit against guessing). */
const REFUSAL_COUNTED: Record<string, readonly string[]> = {
  // attach-loan counts wrong answers per customer, address and loan (decisions 0211, 0212).
  '/dolphin-loan/attach-loan': ['throttle_event'],
};

const WRONG_TYPES: Record<FieldKind, unknown[]> = {
  string: [42, null, { nested: [1] }],
  number: ['42', null, [1]],
  boolean: ['true', null],
  array: [{}, 'text'],
  object: ['text', []],
  other: [{ nested: [1] }, null],
};

function accepts(call: CallDefinition, value: unknown): boolean {
  return v.safeParse(call.request, call.method === 'GET' ? queryText(value) : value).success;
}

function queryEntries(value: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(value).flatMap(([key, item]) =>
    Array.isArray(item) ? item.map((each) => [key, String(each)] as [string, string]) : [[key, String(item)] as [string, string]],
  );
}

function ownedKeysIn(value: unknown): OwnedKey[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [...(OWNED_KEYS.includes(key as OwnedKey) ? [key as OwnedKey] : []), ...ownedKeysIn(item)]);
}

/** One text of the body, or the query entries, for a request value. */
function request(call: CallDefinition, value: unknown): Pick<Case, 'payload' | 'query'> {
  return call.method === 'GET' ? { query: queryEntries(value as Record<string, unknown>) } : { payload: JSON.stringify(value) };
}

/** The valid requests of a call: one per shape its schema takes (a shape without one is a problem). */
export function validRequests(call: CallDefinition, candidates: Candidates): { bases: Array<Record<string, unknown>>; problems: string[] } {
  const bases: Array<Record<string, unknown>> = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [index, entries] of shapesOf(call.request as AnySchema).entries()) {
    const base = validObject(entries, candidates, call.method === 'GET');
    if (!base) {
      problems.push(`shape ${index}: the harness found no valid value for some field of ${Object.keys(entries).join(', ')}`);
      continue;
    }
    if (!accepts(call, base)) {
      const issues = v.safeParse(call.request, call.method === 'GET' ? queryText(base) : base).issues ?? [];
      problems.push(`shape ${index}: the request built is not valid: ${issues.map((issue) => `${v.getDotPath(issue)} ${issue.message}`).join('; ')}`);
      continue;
    }
    const key = JSON.stringify(base);
    if (!seen.has(key)) bases.push(base);
    seen.add(key);
  }
  return { bases, problems };
}

/** Every case for one call. */
export function casesFor(call: CallDefinition, candidates: Candidates): CallCases {
  const { bases, problems } = validRequests(call, candidates);
  const cases: Case[] = [];
  const isGet = call.method === 'GET';
  const first = bases[0];

  if (!isGet) {
    const malformed = (name: string, payload: string, contentType = 'application/json'): Case => ({
      name,
      payload,
      contentType,
      who: 'owner',
      expected: { kind: 'status', status: 400, code: -10400 },
    });
    cases.push(malformed('malformed JSON', '{"broken": '), malformed('an empty body', ''));
    for (const payload of ['[]', '"text"', '42', 'true', 'null']) cases.push(malformed(`a body that is not an object (${payload})`, payload));
    cases.push({
      name: 'a body that is not JSON (text/plain)',
      payload: 'a=b',
      contentType: 'text/plain',
      who: 'owner',
      expected: { kind: 'status', status: 415, code: -10415 },
    });
    if (first) {
      const rest = JSON.stringify(first).slice(1);
      cases.push(malformed('a __proto__ key', `{"__proto__":{"polluted":true},${rest}`));
      cases.push(malformed('a constructor.prototype key', `{"constructor":{"prototype":{"polluted":true}},${rest}`));
    }
  }

  if (first) {
    // An unknown field is dropped, never refused nor seen by a handler: sent with a required field missing, the
    // answer names only that field.
    const required = Object.keys(first).find((key) => !accepts(call, withField(first, [key], REMOVE)));
    const unknown = {
      ...(withField(first, [required ?? ''], REMOVE) as Record<string, unknown>),
      harnessUnknownField: 'x',
      customerId: '00000000-0000-4000-8000-000000000000',
    };
    // A contract of strict objects refuses the unknown field too, and may name it.
    const strict = !accepts(call, { ...first, harnessUnknownField: 'x' });
    const expected: Expected = { kind: 'invalid', path: required, ...(strict ? {} : { unknown: ['harnessUnknownField', 'customerId'] }) };
    if (required) cases.push({ name: `an unknown field, with ${required} missing`, ...request(call, unknown), who: 'owner', expected });
    const stripped = v.safeParse(call.request, isGet ? queryText({ ...first, harnessUnknownField: 'x' }) : { ...first, harnessUnknownField: 'x' });
    if (stripped.success && isRecord(stripped.output) && 'harnessUnknownField' in stripped.output) problems.push('an unknown field reaches the handler');

    const signInNeeded = call.authenticated || ownedKeysIn(first).includes('requestId');
    if (signInNeeded) {
      const owner = ownedKeysIn(first)[0];
      cases.push({ name: 'no token', ...request(call, first), who: 'none', owner, expected: { kind: 'code', code: -82030001 } });
      cases.push({ name: 'a garbage token', ...request(call, first), who: 'garbage', owner, expected: { kind: 'code', code: -82030002 } });
    }
  }

  const tried = new Map<AnySchema, Set<string>>();
  for (const [index, base] of bases.entries()) {
    const label = bases.length > 1 ? `[shape ${index}] ` : '';
    const owner = ownedKeysIn(base)[0];
    if (owner && (call.authenticated || owner === 'requestId')) {
      cases.push({
        name: `${label}another customer's token with A's ${ownedKeysIn(base).join(', ')}`,
        ...request(call, base),
        who: 'other',
        owner,
        expected: { kind: 'refused' },
        mayWrite: REFUSAL_COUNTED[call.path] ?? [],
      });
    }
    const shape = shapesOf(call.request as AnySchema).find((entries) => v.safeParse(v.object(entries), isGet ? queryText(base) : base).success) ?? {};
    for (const field of fieldsOf(shape, base)) {
      // A field shared by several shapes (the same schema at the same place) is tried once.
      const core = unwrap(field.schema);
      const seen = tried.get(core);
      if (seen?.has(dotPath(field.path))) continue;
      tried.set(core, (seen ?? new Set()).add(dotPath(field.path)));
      cases.push(...fieldCases(call, base, field, label, owner, problems));
    }
  }
  return { cases, problems };
}

function fieldCases(call: CallDefinition, base: Record<string, unknown>, field: Field, label: string, owner: OwnedKey | undefined, problems: string[]): Case[] {
  const isGet = call.method === 'GET';
  const path = dotPath(field.path);
  const cases: Case[] = [];
  const current = fieldAt(base, field.path);
  const refusal = SPEC_CODES[`${call.path} ${path}`] ?? { kind: 'invalid', path };
  /** A bad value: sent when the contract refuses it, a problem when it accepts a value it must not. */
  const bad = (name: string, value: unknown, acceptable = false, expected: Expected = refusal, refused = false): boolean => {
    const mutated = withField(base, field.path, value);
    if (!refused && accepts(call, mutated)) {
      if (!acceptable) problems.push(`${label}${path}: the contract accepts ${name}`);
      return false;
    }
    cases.push({ name: `${label}${path}: ${name}`, ...request(call, mutated), who: 'owner', owner, expected });
    return true;
  };

  // An item of a list cannot be missing (the next one takes its place); a choice left out may select another
  // option of a variant, which then names its own fields.
  if (field.required && typeof field.path.at(-1) === 'string') {
    const mutated = withField(base, field.path, REMOVE);
    const expected: Expected = field.choice ? { kind: 'invalid' } : refusal;
    if (!accepts(call, mutated)) cases.push({ name: `${label}${path}: missing`, ...request(call, mutated), who: 'owner', owner, expected });
  }

  if (isGet) {
    // A query string carries text: a wrong type is the key given twice (an array).
    if (field.path.length === 1) bad('the key twice', [String(current), String(current)]);
  } else {
    for (const wrong of WRONG_TYPES[field.kind]) {
      // null where the contract says "not chosen yet" (nullable) is a value; Valibot reads [] as an object with
      // nothing in it where every entry is optional, and the handler gets {}.
      if (wrong === null && v.safeParse(field.schema, null).success) continue;
      if (Array.isArray(wrong) && wrong.length === 0 && field.kind === 'object' && v.safeParse(field.schema, {}).success) continue;
      bad(`a wrong type (${JSON.stringify(wrong)})`, wrong);
    }
  }

  if (field.kind === 'number' && !field.choice) {
    bad('1e308', 1e308);
    bad('-1', -1, NEGATIVE_ALLOWED.test(path));
    bad('2^31', 2 ** 31);
    bad('"NaN"', 'NaN');
    bad('a fraction (1.5)', 1.5);
  }

  if (field.kind === 'string' && !field.choice && typeof current === 'string') {
    const inside = (odd: string) => `${current.slice(0, 1)}${odd}${current.slice(1)}`;
    const oddAllowed = ODD_TEXT_ALLOWED.has(`${call.path} ${path}`);
    bad('a NUL byte', inside(NUL), oddAllowed);
    bad('a control character (BEL)', inside(BELL), oddAllowed);
    bad('a C1 control character (NEL)', inside(C1), oddAllowed);
    // A query string cannot carry a lone surrogate: it arrives as U+FFFD (decision 0211).
    if (!isGet) bad('a lone surrogate', inside(LONE_SURROGATE), oddAllowed);
    const long = bad(`a ${LONG_TEXT_LENGTH}-character string`, inside('x'.repeat(LONG_TEXT_LENGTH)), LONG_TEXT_ALLOWED.has(path));
    // Over the body limit a POST is refused unread (413 -10413); a query is checked by the field's length. What
    // refuses 10,000 characters refuses a million: the contract is not asked again (it would read the megabyte).
    const large: Expected = isGet ? { kind: 'invalid', path } : { kind: 'large', path };
    bad('a 1 MB string', inside('x'.repeat(ONE_MEGABYTE)), LONG_TEXT_ALLOWED.has(path), large, long);
  }
  return cases;
}
