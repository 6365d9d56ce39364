/**
 * Service reminders (issue #13 "Service reminders"): per car, by distance (km) and time (months),
 * whichever comes first. Pure rules shared by the API (status, notification, reset), the fake backend
 * and the views: the default schedule (oil every 5,000 km or 6 months…), the make's schedule where Gari
 * has one, the status of a reminder from its last service and the car's current odometer, and which
 * reminders a logged expense completes.
 *
 * Units: distances and odometer in km, intervals in km and whole calendar months, dates `YYYY-MM-DD`
 * (UTC days).
 */

/** The reminder kinds Gari tracks for every car. */
export const REMINDER_KINDS = ['oil_change', 'tyre_rotation', 'brake_inspection', 'air_filter'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Owner-facing names of the kinds. */
export const REMINDER_LABELS: Record<ReminderKind, string> = {
  oil_change: 'Oil change',
  tyre_rotation: 'Tyre rotation',
  brake_inspection: 'Brake inspection',
  air_filter: 'Air filter',
};

/** One interval: every `km` (null = not by distance) or every `months` (null = not by time). */
export interface ReminderInterval {
  /** km between services; null when only time counts. */
  km: number | null;
  /** Calendar months between services; null when only distance counts. */
  months: number | null;
}

/**
 * Gari's default schedule, for rough and dusty roads (the "severe service" column of most owner's
 * manuals): oil every 5,000 km or 6 months (issue #13), tyres rotated every 10,000 km or 12 months,
 * brakes checked every 20,000 km or 12 months, air filter every 15,000 km or 12 months.
 */
export const DEFAULT_SCHEDULE: Record<ReminderKind, ReminderInterval> = {
  oil_change: { km: 5_000, months: 6 },
  tyre_rotation: { km: 10_000, months: 12 },
  brake_inspection: { km: 20_000, months: 12 },
  air_filter: { km: 15_000, months: 12 },
};

/**
 * Makes whose own severe-service schedule differs from {@link DEFAULT_SCHEDULE} (keyed by the
 * reference data's make name, lower-case). Only the kinds that differ are listed.
 */
export const MAKE_SCHEDULES: Record<string, Partial<Record<ReminderKind, ReminderInterval>>> = {
  // Toyota's severe-service table: tyres rotated every 5,000 miles (8,000 km) or 6 months.
  toyota: { tyre_rotation: { km: 8_000, months: 6 } },
  // Long-life oils of the German makers: service every 10,000 km or 12 months under hard use.
  'mercedes-benz': { oil_change: { km: 10_000, months: 12 } },
  bmw: { oil_change: { km: 10_000, months: 12 } },
  volkswagen: { oil_change: { km: 10_000, months: 12 } },
};

/** The schedule of a car of `make` (its make's where Gari has one, else the default), every kind. */
export function scheduleFor(make: string | null | undefined): Record<ReminderKind, ReminderInterval> {
  const own = make ? MAKE_SCHEDULES[make.trim().toLowerCase()] : undefined;
  return { ...DEFAULT_SCHEDULE, ...own };
}

/** Where a reminder stands. */
export const REMINDER_STATUSES = ['ok', 'due_soon', 'due', 'overdue'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** "Due soon" starts this many days before the due date. */
export const DUE_SOON_DAYS = 30;
/** "Due soon" starts this share of the km interval before the due odometer (at least 500 km). */
export const DUE_SOON_SHARE = 0.1;
/** "Overdue" once past the due date by this many days. */
export const OVERDUE_DAYS = 30;

/** What the status rule reads of a reminder. */
export interface ReminderState extends ReminderInterval {
  /** Date of the last service (or the day tracking started), YYYY-MM-DD. */
  last_done_date: string;
  /** Odometer at the last service (or when tracking started), km; null unknown. */
  last_done_km: number | null;
}

/** The computed standing of one reminder. */
export interface ReminderStanding {
  status: ReminderStatus;
  /** Odometer at which the next service is due, km; null when not by distance or unknown. */
  next_due_km: number | null;
  /** Date the next service is due, YYYY-MM-DD; null when not by time. */
  next_due_date: string | null;
  /** km left before `next_due_km` (negative = past it); null when unknown. */
  km_left: number | null;
  /** Days left before `next_due_date` (negative = past it); null when not by time. */
  days_left: number | null;
  /**
   * Names this due occurrence: the last service it counts from (`date@km`). A reminder is sent once
   * per key; a reset (service done) makes a new key.
   */
  due_key: string;
}

/** `date` (YYYY-MM-DD) plus `months` calendar months, clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The due key of a last service (see {@link ReminderStanding.due_key}). */
export const dueKeyOf = (date: string, km: number | null) => `${date}@${km ?? '-'}`;

/**
 * The standing of `reminder` on `today` with the car at `odometer_km` (its highest known reading; null
 * unknown). Due when either the km or the date is reached; overdue when past the due date by
 * {@link OVERDUE_DAYS} days or past the due odometer by {@link DUE_SOON_SHARE} of the interval (at least
 * 500 km); due soon within {@link DUE_SOON_DAYS} days or that many km before. The worse of the distance
 * and time standings wins.
 */
export function reminderStanding(
  reminder: ReminderState,
  odometer_km: number | null,
  today: string,
): ReminderStanding {
  const next_due_km =
    reminder.km !== null && reminder.last_done_km !== null ? reminder.last_done_km + reminder.km : null;
  const next_due_date = reminder.months !== null ? addMonths(reminder.last_done_date, reminder.months) : null;
  const km_left = next_due_km !== null && odometer_km !== null ? next_due_km - odometer_km : null;
  const days_left = next_due_date !== null ? daysBetween(today, next_due_date) : null;
  const margin = reminder.km !== null ? Math.max(500, Math.round(reminder.km * DUE_SOON_SHARE)) : 0;
  const byKm: ReminderStatus =
    km_left === null
      ? 'ok'
      : km_left <= -margin
        ? 'overdue'
        : km_left <= 0
          ? 'due'
          : km_left <= margin
            ? 'due_soon'
            : 'ok';
  const byDays: ReminderStatus =
    days_left === null
      ? 'ok'
      : days_left <= -OVERDUE_DAYS
        ? 'overdue'
        : days_left <= 0
          ? 'due'
          : days_left <= DUE_SOON_DAYS
            ? 'due_soon'
            : 'ok';
  const status = REMINDER_STATUSES[Math.max(rank(byKm), rank(byDays))] ?? 'ok';
  return {
    status,
    next_due_km,
    next_due_date,
    km_left,
    days_left,
    due_key: dueKeyOf(reminder.last_done_date, reminder.last_done_km),
  };
}

const rank = (s: ReminderStatus) => REMINDER_STATUSES.indexOf(s);

/** True when a reminder in `status` should be sent (due or overdue). */
export const needsNotice = (status: ReminderStatus) => status === 'due' || status === 'overdue';

/** Expense categories whose description may complete a reminder. */
export const SERVICE_EXPENSE_CATEGORIES = ['maintenance', 'repair', 'parts', 'tyres'] as const;

/** Words of an expense description that name each kind (English, French, Kinyarwanda loan words). */
const KIND_WORDS: Record<ReminderKind, RegExp> = {
  oil_change: /\b(oil|vidange|huile|amavuta)\b/i,
  tyre_rotation:
    /\b(tyre|tire|pneu)s?\b.*\b(rotat\w*|permut\w*)|\b(rotat\w*|permut\w*)\b.*\b(tyre|tire|pneu)s?\b/i,
  brake_inspection: /\b(brake|brakes|frein|freins|pads?)\b/i,
  air_filter: /\bair[\s-]?filter\b|\bfiltre\s+[àa]\s+air\b/i,
};

/**
 * The reminder kinds a logged expense completes (issue #13 "logging a matching expense resets it"): an
 * expense of category maintenance, repair, parts or tyres whose note names the service ("oil change",
 * "new brake pads", "tyre rotation", "air filter"); a `tyres` expense that mentions rotation.
 */
export function kindsOfExpense(category: string, note: string | null | undefined): ReminderKind[] {
  if (!(SERVICE_EXPENSE_CATEGORIES as readonly string[]).includes(category) || !note) return [];
  return REMINDER_KINDS.filter((kind) => KIND_WORDS[kind].test(note));
}
