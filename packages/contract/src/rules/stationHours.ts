/**
 * Opening hours of gas stations (issue #11 "open_now in the station's time zone"): unlike garages, a
 * station may close after midnight and many never close. One entry `{ day, open, close }` (local
 * `HH:MM`, `day` 0 = Sunday … 6 = Saturday) opens on `day` at `open` and closes at `close` — the same
 * day when `close` > `open`, else the NEXT day (`22:00`–`02:00`); `00:00`–`00:00` is 24 hours. Pure and
 * zod-free: the API computes the same rule in SQL (`gas/sql.ts`), the fakes call these functions.
 */
import { localTime, toMinutes } from './time';

/** One opening of a station: local `HH:MM`; `close` ≤ `open` closes the next day. */
export interface StationHours {
  day: number;
  open: string;
  close: string;
}

const DAY = 24 * 60;

/** Minutes the entry stays open (1 … 1440); `00:00`–`00:00` and equal times are 24 hours. */
export function openMinutes(h: StationHours): number {
  const span = toMinutes(h.close) - toMinutes(h.open);
  return span > 0 ? span : span + DAY;
}

/**
 * True when the station is open at local weekday `weekday` and minute `minutes` (0 … 1439): an entry of
 * that day has opened and not yet closed, or an entry of the day before runs past midnight into it.
 */
export function isOpenAtLocal(hours: readonly StationHours[], weekday: number, minutes: number): boolean {
  return hours.some((h) => {
    const open = toMinutes(h.open);
    const end = open + openMinutes(h);
    if (h.day === weekday && minutes >= open && minutes < end) return true;
    const yesterday = (weekday + 6) % 7;
    return h.day === yesterday && end > DAY && minutes < end - DAY;
  });
}

/** True when the station is open at instant `at` in its time zone `timeZone`. */
export function isStationOpenAt(hours: readonly StationHours[], timeZone: string, at: Date): boolean {
  const local = localTime(at, timeZone);
  return isOpenAtLocal(hours, local.weekday, local.minutes);
}

/** True when every day of the week has a 24-hour entry (the card's "Open 24h"). */
export function isAlwaysOpen(hours: readonly StationHours[]): boolean {
  return [0, 1, 2, 3, 4, 5, 6].every((day) => hours.some((h) => h.day === day && openMinutes(h) === DAY));
}
