// Reads a call's Valibot request schema as data (entries, wrapped, options, item, pipe) to build what the
// harness sends: a valid request per shape the schema takes (one per variant or union option), and every field
// of it with its kind, so each field can be left out, given a wrong type, an out-of-range number or an odd string.
import * as v from 'valibot';

export type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  options?: unknown[];
  item?: AnySchema;
  items?: AnySchema[];
  literal?: unknown;
  pipe?: ReadonlyArray<{ kind: string; type: string }>;
};

export type Path = ReadonlyArray<string | number>;

/** What a field holds, as far as the cases go: they differ for text, numbers, yes/no, lists and objects. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';

export type Field = { path: Path; kind: FieldKind; required: boolean; schema: AnySchema; choice: boolean };

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const WRAPPER_TYPES = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);
const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

export class UnsupportedSchemaError extends Error {
  override name = 'UnsupportedSchemaError';
}

export function dotPath(path: Path): string {
  return path.length === 0 ? 'body' : path.join('.');
}

/** The schema under optional/nullable wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  while (WRAPPER_TYPES.has(current.type) && current.wrapped) current = current.wrapped;
  return current;
}

function isOptional(schema: AnySchema): boolean {
  let current = schema;
  while (WRAPPER_TYPES.has(current.type)) {
    if (OPTIONAL_TYPES.has(current.type)) return true;
    if (!current.wrapped) break;
    current = current.wrapped;
  }
  return false;
}

/**
 * Every object shape a request schema takes: an object is one, a variant or union one per option (nested
 * variants flattened), an intersection each combination of its parts' shapes, merged.
 */
export function shapesOf(schema: AnySchema): Array<Record<string, AnySchema>> {
  const core = unwrap(schema);
  if (OBJECT_TYPES.has(core.type)) return [core.entries ?? {}];
  if (core.type === 'variant' || core.type === 'union') return (core.options as AnySchema[]).flatMap((option) => shapesOf(option));
  if (core.type === 'intersect') {
    return (core.options as AnySchema[]).reduce<Array<Record<string, AnySchema>>>(
      (combined, part) => combined.flatMap((left) => shapesOf(part).map((right) => ({ ...left, ...right }))),
      [{}],
    );
  }
  throw new UnsupportedSchemaError(`a request schema of type '${core.type}' is not an object, a variant, a union or an intersection of them`);
}

function kindOf(schema: AnySchema): FieldKind {
  const core = unwrap(schema);
  switch (core.type) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'tuple':
      return 'array';
    case 'picklist':
    case 'literal': {
      const values = core.type === 'picklist' ? (core.options as unknown[]) : [core.literal];
      if (values.every((value) => typeof value === 'string')) return 'string';
      if (values.every((value) => typeof value === 'number')) return 'number';
      if (values.every((value) => typeof value === 'boolean')) return 'boolean';
      return 'other';
    }
    case 'union': {
      // A query value taken as text or number and made a number (portfolioIdParam): a number to the cases.
      const options = (core.options as AnySchema[]).map((option) => kindOf(option));
      const piped = core.pipe?.some((step) => step.kind === 'schema' && step.type === 'number');
      if (piped || options.includes('number')) return 'number';
      if (options.every((kind) => kind === 'object')) return 'object';
      return options[0] ?? 'other';
    }
    default:
      return OBJECT_TYPES.has(core.type) || core.type === 'variant' ? 'object' : 'other';
  }
}

/** Every field of a value built for a shape, depth first, with the schema that checks it. */
export function fieldsOf(entries: Record<string, AnySchema>, value: Record<string, unknown>, prefix: Path = []): Field[] {
  const fields: Field[] = [];
  for (const [key, schema] of Object.entries(entries)) {
    if (!(key in value)) continue;
    const path = [...prefix, key];
    const core = unwrap(schema);
    const choice = core.type === 'picklist' || core.type === 'literal';
    fields.push({ path, kind: kindOf(schema), required: !isOptional(schema), schema, choice });
    fields.push(...fieldsInside(core, value[key], path));
  }
  return fields;
}

function fieldsInside(core: AnySchema, value: unknown, path: Path): Field[] {
  if (OBJECT_TYPES.has(core.type) && isRecord(value)) return fieldsOf(core.entries ?? {}, value, path);
  if ((core.type === 'variant' || core.type === 'union' || core.type === 'intersect') && isRecord(value)) {
    const shape = shapesOf(core).find((entries) => v.safeParse(v.object(entries), value).success);
    return shape ? fieldsOf(shape, value, path) : [];
  }
  if (core.type === 'array' && core.item && Array.isArray(value) && value.length > 0) {
    const item = unwrap(core.item);
    const itemPath = [...path, 0];
    return [
      { path: itemPath, kind: kindOf(core.item), required: true, schema: core.item, choice: item.type === 'picklist' || item.type === 'literal' },
      ...fieldsInside(item, value[0], itemPath),
    ];
  }
  if (core.type === 'tuple' && core.items && Array.isArray(value)) {
    return core.items.flatMap((itemSchema, index) => {
      const item = unwrap(itemSchema);
      const itemPath = [...path, index];
      return [
        { path: itemPath, kind: kindOf(itemSchema), required: true, schema: itemSchema, choice: item.type === 'picklist' || item.type === 'literal' },
        ...fieldsInside(item, value[index], itemPath),
      ];
    });
  }
  return [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Candidate values a field may take, by its name first, then generic ones; the first its schema accepts is used. */
export type Candidates = { byKey: Record<string, unknown[]>; strings: string[]; numbers: number[] };

/**
 * A valid value for a schema (the first candidate it accepts), or undefined when none is found. `asQuery`:
 * the value must also be accepted as text, as a query string carries it.
 */
export function validValue(schema: AnySchema, key: string, candidates: Candidates, asQuery: boolean): { value: unknown } | undefined {
  const accepts = (value: unknown) => v.safeParse(schema, value).success && (!asQuery || v.safeParse(schema, queryText(value)).success);
  const core = unwrap(schema);
  const byKey = candidates.byKey[key] ?? [];
  for (const value of byKey) if (accepts(value)) return { value };
  if (core.type === 'literal' && accepts(core.literal)) return { value: core.literal };
  if (core.type === 'picklist') {
    const option = (core.options as unknown[]).find(accepts);
    if (option !== undefined) return { value: option };
  }
  if (OBJECT_TYPES.has(core.type) || core.type === 'variant' || core.type === 'union' || core.type === 'intersect') {
    if (kindOf(core) === 'number' || kindOf(core) === 'string') return firstAccepted(candidates, accepts);
    for (const entries of shapesOf(core)) {
      const built = validObject(entries, candidates, asQuery);
      if (built && accepts(built)) return { value: built };
    }
    return undefined;
  }
  if (core.type === 'array' && core.item) {
    const item = validValue(core.item, key, candidates, asQuery);
    if (item && accepts([item.value])) return { value: [item.value] };
    return accepts([]) ? { value: [] } : undefined;
  }
  if (core.type === 'tuple' && core.items) {
    const items = core.items.map((itemSchema) => validValue(itemSchema, key, candidates, asQuery));
    if (items.every(Boolean)) {
      const value = items.map((item) => item!.value);
      if (accepts(value)) return { value };
    }
    return undefined;
  }
  if (core.type === 'boolean') return [true, false].filter(accepts).map((value) => ({ value }))[0];
  return firstAccepted(candidates, accepts);
}

function firstAccepted(candidates: Candidates, accepts: (value: unknown) => boolean): { value: unknown } | undefined {
  for (const value of [...candidates.numbers, ...candidates.strings]) if (accepts(value)) return { value };
  return undefined;
}

/** An object with a valid value for every entry (optional ones too, so their bad values are tried as well). */
export function validObject(entries: Record<string, AnySchema>, candidates: Candidates, asQuery: boolean): Record<string, unknown> | undefined {
  const value: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(entries)) {
    const found = validValue(schema, key, candidates, asQuery);
    if (found) value[key] = found.value;
    else if (!isOptional(schema)) return undefined;
  }
  return value;
}

/** How a value travels in a query string. */
export function queryText(value: unknown): unknown {
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, queryText(item)]));
  return Array.isArray(value) ? value.map(queryText) : String(value);
}

/** A copy of the value with the field at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
export function withField(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === REMOVE && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = withField(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (replacement === REMOVE && rest.length === 0) delete copy[head as string];
  else copy[head as string] = withField(copy[head as string], rest, replacement);
  return copy;
}

export function fieldAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value);
}
