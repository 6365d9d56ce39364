/**
 * Reading a member's own row by id (a vehicle, the buyer's order): a row of another member answers as
 * if it did not exist, so ids cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { firstOrNotFound } from '../errors';
import type { Db } from './client';

/**
 * The row of `table` whose `id` is `id` and whose `owner` column is `userId` (e.g.
 * `ownedRow(db, vehicles, vehicles.userId, id, userId, VEHICLE_NOT_FOUND)`), else 404 `{ message }`.
 */
export function ownedRow<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  owner: AnyPgColumn,
  id: number,
  userId: number,
  message: string,
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(owner, userId)));
  return firstOrNotFound(query, message) as Promise<T['$inferSelect']>;
}
