/**
 * Display helpers of the booking views: dates `YYYY-MM-DD` → 'Tue, 24 Nov 2026' (the provider's
 * local date, formatted without shifting time zones).
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
