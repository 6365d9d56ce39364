/**
 * Date rules of refuels and expenses (spec §5): a date may not be in the future. "Future" is judged
 * against the latest calendar date anywhere on earth (UTC+14), so no member is refused today's date
 * whatever their time zone. Shared by the API and the fakes.
 */

/** Message when a refuel or expense date is after today (422 on `date`). */
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';

/**
 * The latest calendar date anywhere on earth at `now` (UTC+14), `YYYY-MM-DD`: a date after it is in
 * the future for every member.
 */
export const latestAllowedDate = (now: Date = new Date()): string =>
  new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

/** True when `date` (`YYYY-MM-DD`) is after {@link latestAllowedDate} at `now`. */
export const isFutureDate = (date: string, now: Date = new Date()): boolean => date > latestAllowedDate(now);
