/**
 * Reading the rows of one table in a stable order: the sort column, then `id` as the tie-break, so
 * rows that share a sort value (a day, an instant) always come back in the same order.
 */
import type { asc, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The rows of `table` that match `where`, ordered by `sort` then `id`, both in `order` (`asc`: oldest
 * or lowest first, `desc`: newest first); at most `limit` rows when given. E.g. a car's diagnoses
 * newest first: `sortedRows(db, diagnoses, eq(diagnoses.vehicleId, id), desc, diagnoses.createdAt)`.
 * Ownership is the caller's to check. No errors of its own (database errors reject).
 */
export async function sortedRows<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  where: SQL,
  order: typeof asc,
  sort: AnyPgColumn,
  limit?: number,
): Promise<T['$inferSelect'][]> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(order(sort), order(table.id));
  return (await (limit === undefined ? rows : rows.limit(limit))) as T['$inferSelect'][];
}
