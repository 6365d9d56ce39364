/**
 * Keyset-pagination cursors shared by the lists (spareshop listings, gas stations): a cursor is the
 * base64url JSON array `[sort name, ...the last row's key values]`; the lists check the values.
 */
import type { CursorMeta } from '@gari/contract/common';
import { invalid } from './errors';

/** Encodes the position after a row of sort `name`: its key values, base64url JSON. */
export function encodeCursor(name: string, values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify([name, ...values])).toString('base64url');
}

/**
 * The key values of a cursor of sort `name` holding `count` of them (not yet checked by type).
 * @throws HttpError 422 on `cursor` when the text is not such a cursor (bad base64/JSON, another sort,
 * another count).
 */
export function cursorValues(name: string, count: number, text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(value) || value[0] !== name || value.length !== count + 1) throw badCursor();
  return value.slice(1);
}

/** The 422 on `cursor` of a cursor that does not belong to this list. */
export function badCursor() {
  return invalid({ cursor: ['The cursor is not valid for this list. Start again from the first page.'] });
}

/**
 * One keyset page out of `rows`, which the query fetched with `.limit(limit + 1)` so that an extra row
 * tells whether another page follows: `page` holds the first `limit` rows, and `meta` ({@link CursorMeta})
 * has `limit` and `next_cursor`, which is `cursorAfter(last shown row)` when the extra row came back,
 * else null (spec §7 "data … plus meta"; the cursor lists: spareshop listings, gas stations, convoy
 * posts and comments). No errors.
 */
export function cursorPage<T>(
  rows: readonly T[],
  limit: number,
  cursorAfter: (last: T) => string,
): { page: T[]; meta: CursorMeta } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    meta: { limit, next_cursor: rows.length > limit && last !== undefined ? cursorAfter(last) : null },
  };
}
