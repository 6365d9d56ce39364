/**
 * Whole fuzz requests for one operation (issue #9): valid, or malformed in one place (hostile values,
 * wrong content types, broken JSON).
 */
import fc from 'fast-check';
import { hostileSegment, hostileValue } from './hostile';
import { type FuzzRequest, type Operation, resolveRef, validOf } from './schema';
import { asText, buildUrl } from './url';

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
