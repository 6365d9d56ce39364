/**
 * Column builders the Drizzle tables share (`schema.ts`, `marketplace.ts`), so each rule of the
 * database is written once.
 */
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** `created_at timestamptz not null default now()`: when the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A required reference to the row that owns this one, deleted with it: `<name> integer not null
 * references <parent> on delete cascade` (e.g. `ownedBy('vehicle_id', () => vehicles.id)`).
 */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
