/**
 * Local time of a provider (issue #3: opening hours in Africa/Kigali unless the provider says otherwise)
 * and the time slots of a day (spec §9 local time slots). Pure functions on IANA time zones through
 * `Intl`; nothing here reads the clock (callers pass `now`).
 */
import type { OpeningHours } from '@gari/contract/providers';

/** The clock routes read; tests replace `now` to pin "now" (reset it in `afterEach`). */
export const clock = { now: (): Date => new Date() };

/** A wall-clock reading in some time zone. */
export interface LocalTime {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`. */
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes since midnight of `HH:MM`. */
export const toMinutes = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** `HH:MM` of minutes since midnight. */
export const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Weekday (0 = Sunday) of a calendar date `YYYY-MM-DD`. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** `date` plus `days` calendar days (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The wall clock in `timeZone` at instant `at`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(at)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { date, time, minutes: toMinutes(time), weekday: weekdayOf(date) };
}

/** Offset of `timeZone` from UTC at instant `at`, in ms (Kigali: +2 h). */
function offsetMs(at: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(at)) parts[p.type] = p.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant of local `date` `time` in `timeZone` (e.g. 2026-05-12 09:00 in Africa/Kigali =
 * 2026-05-12T07:00:00Z). Around a DST change the offset is re-read once at the first guess.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const naive = Date.UTC(y, mo - 1, d) + toMinutes(time) * 60_000;
  const first = naive - offsetMs(new Date(naive), timeZone);
  return new Date(naive - offsetMs(new Date(first), timeZone));
}

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
export const DEFAULT_OPENING_HOURS: OpeningHours[] = [
  { day: 0, open: '10:00', close: '13:00' },
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '17:00' })),
  { day: 6, open: '09:00', close: '14:00' },
];

/** The hours a provider keeps: its own, or {@link DEFAULT_OPENING_HOURS} when it set none. */
export const effectiveHours = (hours: OpeningHours[] | null | undefined): OpeningHours[] =>
  hours ?? DEFAULT_OPENING_HOURS;

/**
 * Slot start times of a weekday: hourly from opening while the hour fits before closing (08:00–12:00
 * gives 08:00…11:00); the §9 default slots when `hours` is null. A weekday absent from `hours` has none.
 */
export function slotTimes(hours: OpeningHours[] | null | undefined, weekday: number): string[] {
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
export function isOpenAt(hours: OpeningHours[] | null | undefined, timeZone: string, at: Date): boolean {
  const local = localTime(at, timeZone);
  return effectiveHours(hours).some(
    (h) =>
      h.day === local.weekday && local.minutes >= toMinutes(h.open) && local.minutes < toMinutes(h.close),
  );
}
