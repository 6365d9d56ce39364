/**
 * Drizzle table of the service reminders (issue #13 "Service reminders"). Re-exported by `./schema`.
 * Units: km, calendar months, dates YYYY-MM-DD.
 */
import type { ReminderKind } from '@gari/contract/rules/reminders';
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { calendarDate, ownedBy, timestamptz } from './columns';
import { vehicles } from './schema';

/**
 * One reminder per car and kind (`oil_change`, `tyre_rotation`, `brake_inspection`, `air_filter`),
 * made with the make's schedule the first time the car's reminders are read. `last_done_*` is the
 * last service (or the day tracking started, `done_recorded` false). `notified_key` is the due
 * occurrence (`date@km` of the last service) a reminder was sent for, so each is sent once.
 */
export const serviceReminders = pgTable(
  'service_reminders',
  {
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    /** km between services; null = not by distance. */
    intervalKm: integer('interval_km'),
    /** Calendar months between services; null = not by time. */
    intervalMonths: integer('interval_months'),
    lastDoneDate: calendarDate('last_done_date').notNull(),
    /** Odometer (km) at the last service; null unknown. */
    lastDoneKm: integer('last_done_km'),
    doneRecorded: boolean('done_recorded').notNull().default(false),
    /** The due key the last reminder was sent for, and when. */
    notifiedKey: text('notified_key'),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.kind] })],
);
