/**
 * `formatTimeAgo` of `@gari/ui/format` in the member's language (issue #16 "Locale"): 'Just now' under
 * a minute, then minutes, hours and days ({@link timeAgoT}), and from 7 days the day itself through
 * `formatDate` in the locale; '—' for a missing or invalid value.
 */
import { DEFAULT_LANGUAGE, localeOf } from '@gari/contract/locale';
import { formatDate } from '@gari/ui/format';
import { useMemo } from 'react';
import { useLocale } from './locale';
import { timeAgoT } from './timeAgoMessages';

type DateValue = Date | string | number | null | undefined;

/** `timeAgo(value, now?)`: how long before `now` (default the current time) `value` was. */
export type TimeAgo = (value: DateValue, now?: Date | number) => string;

/**
 * The time-ago texts in `locale` (BCP 47, default English in Rwanda) outside React: the price
 * widget's server render and plain helpers (`priceAgeText`) default to it; views use {@link useTimeAgo}.
 */
export function timeAgoIn(locale: string = localeOf(DEFAULT_LANGUAGE)): TimeAgo {
  const t = timeAgoT.in(locale);
  return (value, now = Date.now()) => {
    const date = value instanceof Date ? value : value == null ? null : new Date(value);
    if (!date || Number.isNaN(date.getTime())) return '—';
    const diff = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
    const minutes = Math.floor(diff / 60_000);
    if (minutes < 1) return t('justNow');
    if (minutes < 60) return t('minutesAgo', { n: minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return t('hoursAgo', { n: hours });
    const days = Math.floor(hours / 24);
    if (days < 7) return t('daysAgo', { n: days });
    return formatDate(date, locale);
  };
}

/** {@link timeAgoIn} the member's locale (English outside a `LocaleProvider`). */
export function useTimeAgo(): TimeAgo {
  const { locale } = useLocale();
  return useMemo(() => timeAgoIn(locale), [locale]);
}
