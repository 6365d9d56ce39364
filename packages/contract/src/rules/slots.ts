/**
 * Opening hours, "open now", bookable dates and time slots of garages and carwashes (spec §9 local time
 * slots, issue #3 booking rules). Pure and zod-free: the API computes its answers with these, and the
 * fakes of stories and tests import the same functions, so the rules exist once.
 */
import { addDays, fromMinutes, isCalendarDate, localTime, toMinutes, zonedInstant } from './time';

/** One day of opening hours: `day` 0 = Sunday … 6 = Saturday, `open`/`close` local `HH:MM`. */
export interface DayHours {
  day: number;
  open: string;
  close: string;
}

/** Bookings ahead are allowed up to this many days (issue #3 brief). */
export const MAX_BOOKING_DAYS_AHEAD = 60;

/** Slot date messages (422 on `date`). */
export const SLOT_DATE_MESSAGES = {
  past: 'The date must be today or later.',
  tooFar: `The date must be within the next ${MAX_BOOKING_DAYS_AHEAD} days.`,
} as const;

/** Message of a date that is not a real calendar date (422 on `date`). */
export const INVALID_DATE_MESSAGE = 'The date is not a valid date.';

/**
 * The spec §9 local default slots, used when a provider has no opening hours: weekdays 09:00, 10:00,
 * 11:00, 13:00, 14:00, 15:00, 16:00; Saturday 09:00 to 13:00 hourly; Sunday 10:00, 11:00, 12:00.
 */
export function defaultSlotTimes(weekday: number): string[] {
  if (weekday === 0) return ['10:00', '11:00', '12:00'];
  if (weekday === 6) return ['09:00', '10:00', '11:00', '12:00', '13:00'];
  return ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
}

/** Opening hours matching the default slots (each slot lasts an hour): shown and used for "open now". */
export const DEFAULT_OPENING_HOURS: DayHours[] = [
  { day: 0, open: '10:00', close: '13:00' },
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '17:00' })),
  { day: 6, open: '09:00', close: '14:00' },
];

/** The hours a provider keeps: its own, or {@link DEFAULT_OPENING_HOURS} when it set none. */
export const effectiveHours = (hours: DayHours[] | null | undefined): DayHours[] =>
  hours ?? DEFAULT_OPENING_HOURS;

/**
 * Slot start times of a weekday: hourly from opening while the hour fits before closing (08:00–12:00
 * gives 08:00…11:00); the §9 default slots when `hours` is null. A weekday absent from `hours` has none.
 */
export function slotTimes(hours: DayHours[] | null | undefined, weekday: number): string[] {
  if (!hours) return defaultSlotTimes(weekday);
  const times = new Set<number>();
  for (const h of hours) {
    if (h.day !== weekday) continue;
    const close = toMinutes(h.close);
    for (let start = toMinutes(h.open); start + 60 <= close; start += 60) times.add(start);
  }
  return [...times].sort((a, b) => a - b).map(fromMinutes);
}

/** True when `at` falls inside the provider's (effective) opening hours in `timeZone`. */
export function isOpenAt(hours: DayHours[] | null | undefined, timeZone: string, at: Date): boolean {
  const local = localTime(at, timeZone);
  return effectiveHours(hours).some(
    (h) =>
      h.day === local.weekday && local.minutes >= toMinutes(h.open) && local.minutes < toMinutes(h.close),
  );
}

/**
 * What is wrong with a booking or slot date, judged against "today" in the provider's zone: not a real
 * calendar date, before today, or more than {@link MAX_BOOKING_DAYS_AHEAD} days ahead; null when bookable.
 */
export function bookableDateError(date: string, timeZone: string, now: Date): string | null {
  if (!isCalendarDate(date)) return INVALID_DATE_MESSAGE;
  const today = localTime(now, timeZone).date;
  if (date < today) return SLOT_DATE_MESSAGES.past;
  if (date > addDays(today, MAX_BOOKING_DAYS_AHEAD)) return SLOT_DATE_MESSAGES.tooFar;
  return null;
}

/** What {@link openSlots} needs to know about a provider's day. */
export interface OpenSlotsInput {
  /** Start times of the day (`HH:MM`, from {@link slotTimes}). */
  times: string[];
  /** The local date `YYYY-MM-DD`. */
  date: string;
  timeZone: string;
  /** Bookings one slot takes. */
  capacity: number;
  /** Active bookings (pending or accepted) holding the slot that starts at this instant. */
  taken: (start: Date, time: string) => number;
  /** Slots starting at or before this instant are left out; null keeps every time of the day. */
  now: Date | null;
}

/** The free slots of a day, earliest first: times not past (see `now`) with room left (capacity − taken). */
export function openSlots(input: OpenSlotsInput): { time: string; available: number }[] {
  const slots: { time: string; available: number }[] = [];
  for (const time of input.times) {
    const start = zonedInstant(input.date, time, input.timeZone);
    if (input.now && start.getTime() <= input.now.getTime()) continue;
    const available = input.capacity - input.taken(start, time);
    if (available > 0) slots.push({ time, available });
  }
  return slots;
}
