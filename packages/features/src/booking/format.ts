import { useLocale } from '../shared/locale';

/**
 * Display helpers of the booking views: dates `YYYY-MM-DD` → 'Tue, 24 Nov 2026' (the provider's
 * local date, formatted without shifting time zones); '—' for null, the input as is when unreadable.
 */
export function formatBookingDate(date: string | null, locale = 'en-GB'): string {
  if (!date) return '—';
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/**
 * {@link formatBookingDate} in the member's locale (issue #16 "Locale": 'mar. 24 nov. 2026' in
 * French); English, and a locale `Intl` does not know (day-first British order rather than the
 * runtime's default), read as 'en-GB'.
 */
export function useFormatBookingDate(): (date: string | null) => string {
  const { language, locale } = useLocale();
  const known = language !== 'en' && Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  const chosen = known ? locale : 'en-GB';
  return (date) => formatBookingDate(date, chosen);
}
