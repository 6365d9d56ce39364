/**
 * Reading a member's own row by id (a vehicle, the buyer's order, a diagnosis of the member's vehicle):
 * a row of another member answers as if it did not exist, so ids cannot be probed.
 */
import { and, Column, eq, is } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { firstOrNotFound } from '../errors';
import type { Db } from './client';

/** How a row is owned through its parent: `table.link` = `parent.id`, and `owner` is a column of `parent`. */
export interface OwnedThrough {
  /** The row's reference to its parent (e.g. `diagnoses.vehicleId`). */
  link: AnyPgColumn;
  /** The parent table (e.g. `vehicles`). */
  parent: PgTable & { id: AnyPgColumn };
  /** The parent's owner column (e.g. `vehicles.userId`). */
  owner: AnyPgColumn;
}

/**
 * The row of `table` whose `id` is `id` and that belongs to `userId`, else 404 `{ message }`. `owner`
 * is the table's own owner column (`ownedRow(db, vehicles, vehicles.userId, id, userId,
 * VEHICLE_NOT_FOUND)`) or, for a row owned through its parent, {@link OwnedThrough} (`ownedRow(db,
 * diagnoses, { link: diagnoses.vehicleId, parent: vehicles, owner: vehicles.userId }, …)`).
 */
export async function ownedRow<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  owner: AnyPgColumn | OwnedThrough,
  id: number,
  userId: number,
  message: string,
): Promise<T['$inferSelect']> {
  const byId = eq(table.id, id);
  if (is(owner, Column)) {
    const query = db
      .select()
      .from(table as PgTable)
      .where(and(byId, eq(owner, userId)));
    return (await firstOrNotFound(query, message)) as T['$inferSelect'];
  }
  const query = db
    .select({ row: table as PgTable })
    .from(table as PgTable)
    .innerJoin(owner.parent, eq(owner.parent.id, owner.link))
    .where(and(byId, eq(owner.owner, userId)));
  const { row } = await firstOrNotFound(query, message);
  return row as T['$inferSelect'];
}
