/**
 * Service reminders of a car (issue #13 "Service reminders"): schemas of the reminder list with each
 * reminder's standing, the interval edit and "mark done". Rules in `./rules/reminders`.
 * Units: km, calendar months, dates YYYY-MM-DD.
 */
import { z } from 'zod';
import { coercedId, dataOf, IsoDate, IsoDateTime, listOf, wholeNumbers } from './common';
import { REMINDER_KINDS, REMINDER_STATUSES } from './rules/reminders';
import { MAX_ODOMETER_KM } from './vehicleRules';

export {
  DEFAULT_SCHEDULE,
  REMINDER_KINDS,
  REMINDER_LABELS,
  REMINDER_STATUSES,
  type ReminderKind,
  type ReminderStatus,
} from './rules/reminders';

export const ReminderKindSchema = z.enum(REMINDER_KINDS);
export const ReminderStatusSchema = z.enum(REMINDER_STATUSES);

/** One reminder of a car with its standing (GET /vehicles/{id}/reminders). */
export const ServiceReminder = z.object({
  vehicle_id: z.number().int(),
  kind: ReminderKindSchema,
  /** Owner-facing name, e.g. "Oil change". */
  label: z.string(),
  /** km between services; null = not by distance. */
  interval_km: z.number().int().nullable(),
  /** Months between services; null = not by time. */
  interval_months: z.number().int().nullable(),
  /** Date of the last service, or the day Gari started tracking it. */
  last_done_date: IsoDate,
  /** Odometer at the last service (km), null unknown. */
  last_done_km: z.number().int().nullable(),
  /** True once a service was recorded (mark done, a matching expense, a completed booking). */
  done_recorded: z.boolean(),
  status: ReminderStatusSchema,
  next_due_km: z.number().int().nullable(),
  next_due_date: IsoDate.nullable(),
  km_left: z.number().int().nullable(),
  days_left: z.number().int().nullable(),
  /** When the reminder for the current due occurrence was sent (SMS/mail), else null. */
  notified_at: IsoDateTime.nullable(),
});
export type ServiceReminder = z.infer<typeof ServiceReminder>;

/** GET /vehicles/{id}/reminders: every kind, in {@link REMINDER_KINDS} order, and the odometer used. */
export const ReminderList = z.object({
  data: z.array(ServiceReminder),
  /** The car's current odometer (highest refuel reading or mileage), km; null unknown. */
  odometer_km: z.number().int().nullable(),
});
export type ReminderList = z.infer<typeof ReminderList>;

export const ReminderData = dataOf(ServiceReminder);

/** Path of one reminder: `/vehicles/{id}/reminders/{kind}`. */
export const ReminderParams = z.object({ id: coercedId(), kind: ReminderKindSchema });

/**
 * PATCH body: the interval. At least one of km and months must stay set (422 naming `interval_km`).
 * km 500..100,000, months 1..60.
 */
export const ReminderUpdate = z
  .object({
    interval_km: z.coerce
      .number()
      .int('Use whole km.')
      .min(500, 'At least 500 km.')
      .max(100_000, 'At most 100,000 km.')
      .nullable(),
    interval_months: z.coerce
      .number()
      .int('Use whole months.')
      .min(1, 'At least 1 month.')
      .max(60, 'At most 60 months.')
      .nullable(),
  })
  .refine((b) => b.interval_km !== null || b.interval_months !== null, {
    message: 'Set a distance or a time (or both).',
    path: ['interval_km'],
  });
export type ReminderUpdate = z.input<typeof ReminderUpdate>;

/** POST …/done body: when the service was done (default today) and at what odometer (km, optional). */
export const ReminderDone = z.object({
  date: IsoDate.optional(),
  odometer_km: z.coerce.number().int().min(0).max(MAX_ODOMETER_KM).nullish(),
});
export type ReminderDone = z.input<typeof ReminderDone>;

/** GET /reminders/due: how many reminders of each of the member's cars need attention (My Cars badge). */
export const ReminderBadge = wholeNumbers('vehicle_id', 'due_soon', 'due', 'overdue');
export type ReminderBadge = z.infer<typeof ReminderBadge>;
export const ReminderBadgeList = listOf(ReminderBadge);
