/**
 * Text-field requests of the fuzz suite (issue #9): every free-text field of an operation, requests
 * valid except for one text, and the text fields without a length cap.
 */
import fc from 'fast-check';
import { type FuzzRequest, type JsonSchema, type Operation, resolveRef, validOf } from './schema';
import { asText, buildUrl } from './url';

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
