// Redaction by the contract (issue 17): the parts of a request that a call's schema marks sensitive
// (src/api/contract/fields.ts, `sensitive`) are replaced before a request body reaches a log line.
import * as v from 'valibot';
import { REDACTED } from '../logger.ts';

/** The parts of a Valibot schema this walk looks into, whatever the schema's kind. */
type SchemaNode = v.GenericSchema & {
  type: string;
  wrapped?: v.GenericSchema;
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  items?: v.GenericSchema[];
  options?: v.GenericSchema[];
};

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const TUPLES = new Set(['tuple', 'loose_tuple', 'strict_tuple', 'tuple_with_rest']);
const CHOICES = new Set(['union', 'variant', 'intersect']);
const MAX_DEPTH = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isSensitive(schema: v.GenericSchema): boolean {
  return (v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as { sensitive?: unknown }).sensitive === true;
}

/**
 * A copy of `value` with every part the schema marks sensitive replaced by REDACTED; what the schema does not
 * know is kept (the logger's secret field names still apply to it). Of a union, variant or intersection, a
 * part is redacted when any option marks it.
 */
export function redactByContract(schema: v.GenericSchema, value: unknown, depth = 0): unknown {
  if (value === undefined || depth > MAX_DEPTH) return value;
  if (isSensitive(schema)) return REDACTED;
  const node = schema as SchemaNode;
  if (WRAPPERS.has(node.type) && node.wrapped) return redactByContract(node.wrapped, value, depth + 1);
  if (CHOICES.has(node.type) && node.options) return node.options.reduce<unknown>((current, option) => redactByContract(option, current, depth + 1), value);
  if (OBJECTS.has(node.type) && node.entries && isRecord(value)) {
    const entries = node.entries;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, entries[key] ? redactByContract(entries[key], item, depth + 1) : item]));
  }
  if (node.type === 'array' && node.item && Array.isArray(value)) return value.map((item) => redactByContract(node.item!, item, depth + 1));
  if (TUPLES.has(node.type) && node.items && Array.isArray(value)) {
    return value.map((item, index) => (node.items![index] ? redactByContract(node.items![index], item, depth + 1) : item));
  }
  return value;
}
