import { formatDate } from '@gari/ui/format';
import { useCallback } from 'react';
import { useLocale } from '../shared/locale';

/**
 * Display helpers of the booking views: dates `YYYY-MM-DD` → 'Tue, 24 Nov 2026' (the provider's
 * local date, formatted without shifting time zones); with the member's `locale` (issue #16 Locale)
 * 'mar. 24 nov. 2026' (fr-RW), 'Kab., 24 Ugu. 2026' (rw-RW). '—' for null; unreadable text as is.
 */
export function formatBookingDate(date: string | null, locale = 'en-GB'): string {
  if (!date) return '—';
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return formatDate(d, locale, { weekday: true, timeZone: 'UTC' });
}

/**
 * {@link formatBookingDate} in the member's locale (issue #16 Locale: 'mar. 24 nov. 2026' in French,
 * 'Kab., 24 Ugu. 2026' in Kinyarwanda, the same on the server and in every browser).
 */
export function useFormatBookingDate(): (date: string | null) => string {
  const { locale } = useLocale();
  return useCallback((date: string | null) => formatBookingDate(date, locale), [locale]);
}
