/**
 * fast-check arbitraries for the fuzz suite (issue #9 "A property-based fuzz suite"): values that match
 * a JSON Schema of the app's OpenAPI document (generated from the zod contract), hostile values of every
 * kind, and whole requests — valid, or malformed in one place — for one operation.
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

const MAX = 2 ** 31;

/** Hostile scalars: boundary numbers, number-like strings, NUL and control characters, odd unicode. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1,
    1.5,
    -0,
    MAX - 1,
    MAX,
    -MAX,
    -MAX - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '-Infinity',
    '2147483648',
    '9007199254740993',
    '1e999',
    '0x10',
    'true',
    'null',
    'a\u0000b',
    '\u0000',
    '%00',
    'line\nbreak\r\n',
    '\u202Eevil',
    '\uD800',
    '\uFEFF',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚗🇷🇼',
    'Ñandú ñ ü ß 日本語 العربية',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '{{7*7}}',
    '__proto__',
    'constructor',
    '2024-02-30',
    '2024-13-01T25:61:00Z',
    'x'.repeat(10_000),
    'é'.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** Hostile values of any JSON shape: scalars, arrays, objects, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [1, 'a'], { a: { b: { c: [null] } } }) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":1}}')),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

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

/** A value's text in a URL path or query (arrays and objects as JSON). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value);
}

/** Hostile path segments: everything {@link hostileScalar} has, plus URL-level tricks. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileScalar.map(asText),
  fc.constantFrom(
    '%00',
    '%',
    '%zz',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%C0%AF',
    '%FF',
    '%E2%80%AE',
    '+',
    '*',
  ),
);

/** `encodeURIComponent` that never throws: lone surrogates become U+FFFD first. */
const encode = (value: string): string =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** Builds the URL of `op` with path values and a query (repeated keys for arrays). */
function buildUrl(
  op: Operation,
  pathValues: Record<string, string>,
  query: [string, string][],
  raw: boolean,
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, key: string) => {
    const value = pathValues[key] ?? '';
    return raw && /^%[0-9A-Za-z]{0,2}/.test(value) ? value : encode(value);
  });
  if (query.length === 0) return path;
  return `${path}?${query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
}

/** Content types tried instead of `application/json`. */
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=latin1',
  'application/jsonx',
  '',
] as const;

/** Payload texts that are not a JSON object. */
const BROKEN_JSON = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"a":1}{"b":2}',
  '\u0000',
  ' ',
  '{"a":"\\ud800"}',
];

/**
 * Requests for `op`: mostly valid ones (so handlers run with every kind of well-formed input) and ones
 * malformed in one place — a path parameter, a query value (also repeated or unknown keys), a body field
 * (hostile value, missing required field, extra field), the whole body (not an object, broken JSON, huge),
 * or the content type — each with no credentials, the member's, the staff's or a forged token.
 */
export function requestOf(
  op: Operation,
  doc: unknown,
  hints: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');

  const validPath = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, validOf(p.schema, doc, hints, p.name).map(asText)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const validQuery = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, validOf(p.schema, doc, hints, p.name)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const validBody = op.body ? validOf(op.body, doc, hints) : fc.constant(undefined);
  const auth = fc.constantFrom<FuzzRequest['auth']>(
    ...(op.secured
      ? (['member', 'member', 'member', 'staff', 'none', 'forged'] as const)
      : (['none', 'member'] as const)),
  );

  const toQuery = (q: Record<string, unknown>): [string, string][] =>
    Object.entries(q).flatMap(([k, v]) =>
      Array.isArray(v)
        ? v.map((item): [string, string] => [k, asText(item)])
        : [[k, asText(v)] as [string, string]],
    );

  type Kind =
    | 'valid'
    | 'path'
    | 'query'
    | 'query-repeat'
    | 'query-extra'
    | 'field'
    | 'missing'
    | 'extra'
    | 'body'
    | 'json'
    | 'type';
  const kinds: Kind[] = ['valid', 'valid', 'valid'];
  if (pathParams.length) kinds.push('path', 'path');
  if (queryParams.length) kinds.push('query', 'query-repeat', 'query-extra');
  if (op.body) kinds.push('field', 'field', 'missing', 'extra', 'body', 'json', 'type');
  const bodyProps = Object.keys(resolveRef(op.body ?? {}, doc).properties ?? {});

  return fc
    .record({
      kind: fc.constantFrom(...kinds),
      path: validPath,
      query: validQuery,
      body: validBody,
      auth,
      hostile: hostileValue,
      segment: hostileSegment,
      paramIndex: fc.nat(),
      propIndex: fc.nat(),
      brokenJson: fc.constantFrom(...BROKEN_JSON),
      contentType: fc.constantFrom(...WRONG_CONTENT_TYPES),
      hugeBody: fc.boolean(),
    })
    .map((r): FuzzRequest => {
      const pathValues = { ...r.path };
      let query = toQuery(r.query);
      let body: unknown = r.body;
      let payload: string | undefined;
      let contentType: string | undefined = 'application/json';
      let mutation: string = r.kind;
      let raw = false;
      switch (r.kind) {
        case 'path': {
          const p = pathParams[r.paramIndex % pathParams.length];
          if (p) {
            pathValues[p.name] = r.segment;
            raw = true;
            mutation = `path ${p.name}=${JSON.stringify(r.segment.slice(0, 60))}`;
          }
          break;
        }
        case 'query': {
          const p = queryParams[r.paramIndex % queryParams.length];
          if (p) {
            query = query.filter(([k]) => k !== p.name).concat([[p.name, asText(r.hostile)]]);
            mutation = `query ${p.name}=${JSON.stringify(asText(r.hostile).slice(0, 60))}`;
          }
          break;
        }
        case 'query-repeat': {
          const p = queryParams[r.paramIndex % queryParams.length];
          if (p) {
            query = query.concat([
              [p.name, '1'],
              [p.name, asText(r.hostile)],
            ]);
            mutation = `query ${p.name} repeated`;
          }
          break;
        }
        case 'query-extra':
          query = query.concat([['unexpected', asText(r.hostile)]]);
          break;
        case 'field': {
          const key = bodyProps[r.propIndex % Math.max(1, bodyProps.length)];
          if (key && body && typeof body === 'object' && !Array.isArray(body)) {
            body = { ...(body as object), [key]: r.hostile };
            mutation = `body.${key}=${JSON.stringify(r.hostile)?.slice(0, 60)}`;
          } else body = r.hostile;
          break;
        }
        case 'missing': {
          const key = bodyProps[r.propIndex % Math.max(1, bodyProps.length)];
          if (key && body && typeof body === 'object') {
            const copy = { ...(body as Record<string, unknown>) };
            delete copy[key];
            body = copy;
            mutation = `body without ${key}`;
          }
          break;
        }
        case 'extra':
          if (body && typeof body === 'object') body = { ...(body as object), extra_field: r.hostile, id: 1 };
          break;
        case 'body':
          body = r.hostile;
          mutation = `body=${JSON.stringify(r.hostile)?.slice(0, 60)}`;
          break;
        case 'json':
          payload = r.hugeBody ? `{"name":"${'a'.repeat(2 * 1024 * 1024)}"}` : r.brokenJson;
          mutation = r.hugeBody ? 'body of 2 MiB' : `payload ${JSON.stringify(r.brokenJson)}`;
          break;
        case 'type':
          contentType = r.contentType || undefined;
          mutation = `content-type ${JSON.stringify(r.contentType)}`;
          break;
        default:
          break;
      }
      if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
      if (payload === undefined && op.body) contentType = undefined;
      const headers: Record<string, string> = {};
      if (payload !== undefined && contentType) headers['content-type'] = contentType;
      return {
        method: op.method,
        url: buildUrl(op, pathValues, query, raw),
        headers,
        payload,
        auth: r.auth,
        mutation,
      };
    });
}

/** Where a text value goes in a request: a path or query parameter, or a body field (its path). */
export interface TextField {
  in: 'path' | 'query' | 'body';
  /** The parameter name, or the body field's path (`['items', '0', 'note']`). */
  path: string[];
}

/** True when `schema` takes free text: a string type (alone or among others) with no enum or const. */
function takesText(schema: JsonSchema, doc: unknown, depth = 0): boolean {
  const s = resolveRef(schema, doc);
  if (s.enum || s.const !== undefined || depth > 4) return false;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.some((a) => takesText(a, doc, depth + 1));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return types.includes('string');
}

/** Paths of the text fields inside a body schema (objects and arrays, four levels deep). */
function textPathsOf(schema: JsonSchema, doc: unknown, depth = 0): string[][] {
  const s = resolveRef(schema, doc);
  if (depth > 4) return [];
  if (takesText(s, doc)) return [[]];
  const out: string[][] = [];
  for (const alternative of [...(s.anyOf ?? s.oneOf ?? []), ...(s.allOf ?? [])])
    out.push(...textPathsOf(alternative, doc, depth + 1));
  for (const [key, value] of Object.entries(s.properties ?? {}))
    for (const rest of textPathsOf(value, doc, depth + 1)) out.push([key, ...rest]);
  if (s.items) for (const rest of textPathsOf(s.items, doc, depth + 1)) out.push(['0', ...rest]);
  const unique = new Map(out.map((p) => [p.join('.'), p]));
  return [...unique.values()];
}

/** Every text field of `op`: string path and query parameters, and the body's text fields. */
export function textFieldsOf(op: Operation, doc: unknown): TextField[] {
  const fields: TextField[] = op.params
    .filter((p) => (p.in === 'path' || p.in === 'query') && takesText(p.schema, doc))
    .map((p) => ({ in: p.in as 'path' | 'query', path: [p.name] }));
  if (op.body) for (const path of textPathsOf(op.body, doc)) fields.push({ in: 'body', path });
  return fields;
}

/**
 * Values valid for `schema` except at `path`, which holds `value` (created when optional; an array on
 * the path gets the value in its first item).
 */
function validWith(
  schema: JsonSchema,
  doc: unknown,
  hints: Record<string, fc.Arbitrary<unknown>>,
  path: string[],
  value: unknown,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (path.length === 0) return fc.constant(value);
  const s = resolveRef(schema, doc);
  const [head = '', ...rest] = path;
  const alternatives = [...(s.anyOf ?? s.oneOf ?? []), ...(s.allOf ?? [])];
  const holder = alternatives.find((a) => textPathsOf(a, doc).some((p) => p.join('.') === path.join('.')));
  if (holder) return validWith(holder, doc, hints, path, value, depth + 1);
  if (head === '0' && s.items) {
    return fc
      .tuple(
        validWith(s.items, doc, hints, rest, value, depth + 1),
        fc.array(validOf(s.items, doc, hints, '', depth + 1), { maxLength: 1 }),
      )
      .map(([first, others]) => [first, ...others]);
  }
  const props = s.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props))
    record[key] =
      key === head
        ? validWith(sub, doc, hints, rest, value, depth + 1)
        : validOf(sub, doc, hints, key, depth + 1);
  return fc.record(record, {
    requiredKeys: [...new Set([...(s.required ?? []), head])].filter((k) => k in props),
  });
}

/** Requests for `op` valid everywhere (as far as the generators go) except `field`, which holds `text`. */
export function requestWithText(
  op: Operation,
  doc: unknown,
  hints: Record<string, fc.Arbitrary<unknown>>,
  field: TextField,
  text: string,
): fc.Arbitrary<FuzzRequest> {
  const name = field.path[0] ?? '';
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        field.in === 'path' && p.name === name
          ? fc.constant(text)
          : validOf(p.schema, doc, hints, p.name).map(asText),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [
        p.name,
        field.in === 'query' && p.name === name ? fc.constant(text) : validOf(p.schema, doc, hints, p.name),
      ]),
    ),
    {
      requiredKeys: queryParams
        .filter((p) => p.required || (field.in === 'query' && p.name === name))
        .map((p) => p.name),
    },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const body = !op.body
    ? fc.constant(undefined)
    : field.in === 'body'
      ? validWith(op.body, doc, hints, field.path, text)
      : validOf(op.body, doc, hints);
  const label = `${field.in} ${field.path.join('.')}`;
  return fc.record({ path, query, body }).map(
    (r): FuzzRequest => ({
      method: op.method,
      url: buildUrl(
        op,
        r.path,
        Object.entries(r.query).map(([k, v]): [string, string] => [k, asText(v)]),
        false,
      ),
      headers: r.body === undefined ? {} : { 'content-type': 'application/json' },
      payload: r.body === undefined ? undefined : JSON.stringify(r.body),
      auth: op.secured ? 'member' : 'none',
      mutation: `${label}=${JSON.stringify(text)}`,
    }),
  );
}

/**
 * Where `op` takes unbounded input (issue #9 "lengths capped"): text without `maxLength` (an enum,
 * const, pattern or format bounds it too) and lists without `maxItems`, as `in:path` labels.
 */
export function uncappedOf(op: Operation, doc: unknown): string[] {
  const out: string[] = [];
  const walk = (schema: JsonSchema, where: string, depth: number) => {
    const s = resolveRef(schema, doc);
    if (depth > 6) return;
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    const bounded = s.enum || s.const !== undefined || s.pattern || s.format;
    if (types.includes('string') && !bounded && s.maxLength === undefined) out.push(where);
    if (types.includes('array') && s.maxItems === undefined) out.push(`${where}[]`);
    for (const a of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(a, where, depth + 1);
    for (const [key, value] of Object.entries(s.properties ?? {})) walk(value, `${where}.${key}`, depth + 1);
    if (s.items) walk(s.items, `${where}.0`, depth + 1);
  };
  for (const p of op.params) walk(p.schema, `${p.in}:${p.name}`, 0);
  if (op.body) walk(op.body, 'body', 0);
  return [...new Set(out)];
}
