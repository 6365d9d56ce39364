/** Weekday names in English, 0 = Sunday (the API's `opening_hours.day`); views use {@link weekdayName}. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * The full name of weekday `day` (0 = Sunday) in `locale` ('Monday', 'lundi', 'Kuwa mbere'); English
 * names from {@link WEEKDAYS} for an English locale or one `Intl` does not know.
 */
export function weekdayName(day: number, locale: string): string {
  const english = WEEKDAYS[day] ?? '';
  if (locale.startsWith('en')) return english;
  try {
    // 4 January 2026 was a Sunday.
    return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  } catch {
    return english;
  }
}
