/**
 * Column builders the Drizzle tables share (`schema.ts`, `marketplace.ts`, `gas.ts`, `convoys.ts`,
 * `contact.ts`, `reminders.ts`), so each rule of the database is written once: every table's own key
 * is a `serial` named `id` (`serialTable`), every instant is a `timestamptz`, every calendar day a
 * `date` read as text, rows say when they were made and changed the same way, a row owned by another
 * goes with it, and an optional link to another row is cleared when that row goes. Money columns are
 * in `./money`.
 */
import { type BuildExtraConfigColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** `id serial primary key`: the row's own key, numbered by PostgreSQL. */
export const serialId = () => serial('id').primaryKey();

/**
 * `pgTable(name, columns, extraConfig)` of a table whose own key is {@link serialId}: `id serial primary
 * key` comes first, then `columns` in their order (indexes and checks in `extraConfig` may use `t.id`).
 */
export function serialTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: (
    self: BuildExtraConfigColumns<TName, { id: ReturnType<typeof serialId> } & TColumns, 'pg'>,
  ) => PgTableExtraConfigValue[],
) {
  return pgTable<TName, { id: ReturnType<typeof serialId> } & TColumns>(
    name,
    { id: serialId(), ...columns },
    extraConfig,
  );
}

/**
 * `<name> timestamptz`: an instant (stored in UTC, read back as a `Date`); nullable until the caller
 * adds `.notNull()` or a default.
 */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `<name> date`: a calendar day, read and written as 'YYYY-MM-DD' text (never a `Date`, so no time
 * zone moves it); nullable until the caller adds `.notNull()`.
 */
export const calendarDate = (name: string) => date(name, { mode: 'string' });

/** `created_at timestamptz not null default now()`: when the row was made. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `updated_at timestamptz not null default now()`: when the row last changed (each update sets it). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * `created_at, updated_at timestamptz not null default now()`: {@link createdAt} and {@link updatedAt} of
 * a row that changes, spread last into the table (`...timestamps()`).
 */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * A required reference to the row that owns this one, deleted with it: `<name> integer not null
 * references <parent> on delete cascade` (e.g. `ownedBy('vehicle_id', () => vehicles.id)`).
 */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * An optional link to another row, cleared when that row is deleted: `<name> integer references <parent>
 * on delete set null` (e.g. `optionalRef('make_id', () => makes.id)`).
 */
export const optionalRef = (name: string, parent: () => AnyPgColumn) =>
  integer(name).references(parent, { onDelete: 'set null' });

/** `<name> text[] not null default '{}'`: a list of texts (tags, brands, origins…), empty by default. */
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * `source text not null, key text not null`: a picture's files: `upload` (WebP sizes on disk,
 * `<key>-<size>.webp`) or `generated` (an SVG illustration named by `key`).
 */
export const pictureFile = () => ({
  source: text('source').$type<'upload' | 'generated'>().notNull(),
  key: text('key').notNull(),
});
