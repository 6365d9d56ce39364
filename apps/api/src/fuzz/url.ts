/**
 * URLs of fuzz requests (issue #9): values as path/query text and the URL of an operation.
 */
import type { Operation } from './schema';

/** A value's text in a URL path or query (arrays and objects as JSON). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value);
}

/** `encodeURIComponent` that never throws: lone surrogates become U+FFFD first. */
const encode = (value: string): string =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** Builds the URL of `op` with path values and a query (repeated keys for arrays). */
export function buildUrl(
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
