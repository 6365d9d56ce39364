/**
 * JSON Schema side of the fuzz suite (issue #9): the schema and operation shapes read from the app's
 * OpenAPI document (generated from the zod contract), and fast-check arbitraries of values that match a
 * schema.
 */
import fc from 'fast-check';

/** The JSON Schema subset the OpenAPI document uses (from zod via fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
}

/** One parameter of an operation. */
export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/v1/vehicles/{id}`. */
  path: string;
  params: Param[];
  /** JSON body schema, when the operation takes one. */
  body?: JsonSchema | undefined;
  bodyRequired: boolean;
  /** True when the operation declares bearer security. */
  secured: boolean;
}

/** A request to send with `inject`. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | undefined;
  /** Which credentials to send: none, the member's, the partner staff's, or a forged token. */
  auth: 'none' | 'member' | 'staff' | 'forged';
  /** What was made malformed (for the failure report). */
  mutation: string;
}

/** Resolves a local `$ref` (`#/components/schemas/X`) against the document. */
export function resolveRef(schema: JsonSchema, doc: unknown): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth++) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    let target: unknown = doc;
    for (const part of parts) target = (target as Record<string, unknown> | undefined)?.[part];
    current = (target as JsonSchema | undefined) ?? {};
  }
  return current;
}

const ISO_DATE = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Strings valid for a string schema: format, pattern, enum-free; lengths respected where possible. */
function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const fit = (s: string) =>
    s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.format === 'email') return fc.emailAddress().filter(fit);
  if (schema.format === 'date-time') return ISO_DATE;
  if (schema.format === 'date') return ISO_DATE.map((s) => s.slice(0, 10));
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    try {
      const regex = new RegExp(schema.pattern);
      return fc
        .stringMatching(regex)
        .filter(fit)
        .map((s) => s);
    } catch {
      // An ECMAScript-incompatible pattern: fall back to plain strings.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** Numbers valid for a number/integer schema (bounds and exclusive bounds honoured). */
function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : schema.minimum;
  const upper = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : schema.maximum;
  if (integer) {
    const min = Math.max(
      Number.MIN_SAFE_INTEGER,
      lower === undefined
        ? -1_000_000
        : Math.ceil(lower + (schema.exclusiveMinimum !== undefined ? 1e-9 : 0)),
    );
    const max = Math.min(
      Number.MAX_SAFE_INTEGER,
      upper === undefined
        ? 1_000_000
        : Math.floor(upper - (schema.exclusiveMaximum !== undefined ? 1e-9 : 0)),
    );
    if (min > max) return fc.constant(min);
    // Small values are the meaningful ones (ids, years, counts); also the edges of the range.
    const small = fc.integer({
      min: Math.max(min, -50),
      max: Math.max(Math.min(max, 50), Math.max(min, -50)),
    });
    return fc.oneof(small, fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  const min = lower ?? -1e9;
  const max = upper ?? 1e9;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum),
    );
}

/**
 * Values that match `schema` (best effort: what the contract accepts is the server's business; the
 * fuzzer only needs values that usually pass validation so the handlers run). `hints` supply real ids
 * by property name (e.g. `id`, `vehicle_id`).
 */
export function validOf(
  schema: JsonSchema,
  doc: unknown,
  hints: Record<string, fc.Arbitrary<unknown>> = {},
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolveRef(schema, doc);
  const hint = hints[name];
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((a) => validOf(a, doc, hints, name, depth + 1)));
  if (s.allOf?.length) return validOf(s.allOf[0] ?? {}, doc, hints, name, depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validOf({ ...s, type }, doc, hints, name, depth + 1)));
  switch (types[0]) {
    case 'string':
      return hint ? fc.oneof(hint.map(String), stringOf(s)) : stringOf(s);
    case 'integer':
      return hint
        ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: numberOf(s, true) })
        : numberOf(s, true);
    case 'number':
      return hint ? fc.oneof(hint, numberOf(s, false)) : numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 3, 3));
      return fc.array(validOf(s.items ?? {}, doc, hints, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = s.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(props))
        record[key] = validOf(value, doc, hints, key, depth + 1);
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return hint ?? fc.jsonValue({ maxDepth: 2 });
  }
}
