/**
 * SQL filter pieces the lists share (providers, gas stations, spareshop listings, convoys, search), so
 * each is written once, and the trigram index their substring matches read.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

/**
 * `%text%` with `%`, `_` and `\` escaped, for an ILIKE "contains" match (PostgreSQL's default escape
 * character `\`). Pure; no errors.
 */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `<column> @> array[...values]::text[]`: true when the `text[]` column holds every one of `values`
 * (the "all of" filters: provider certifications, station amenities, listing features). Each value is a
 * bound parameter; `values` should not be empty (the callers skip the filter then).
 */
export function containsAll(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} @> array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * `<name> using gin (<column> gin_trgm_ops)`: a pg_trgm index on a text column, so substring matches
 * (`ilike '%…%'`) and trigram similarity (`<%`, `word_similarity`) read the index (the top-bar search,
 * issue #12; the spareshop's search text).
 */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));
