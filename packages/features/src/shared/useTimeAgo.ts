/**
 * `formatTimeAgo` of `@gari/ui/format` in the member's language (issue #16 "Locale"): 'Just now' under
 * a minute, then minutes, hours and days ({@link timeAgoT}), and from 7 days the day itself through
 * `useFormat().date`; '—' for a missing or invalid value.
 */
import { useCallback } from 'react';
import { useT } from './locale';
import { timeAgoT } from './timeAgoMessages';
import { useFormat } from './useFormat';

type DateValue = Date | string | number | null | undefined;

/** `timeAgo(value, now?)`: how long before `now` (default the current time) `value` was. */
export function useTimeAgo(): (value: DateValue, now?: Date | number) => string {
  const t = useT(timeAgoT);
  const f = useFormat();
  return useCallback(
    (value, now = Date.now()) => {
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
      return f.date(date);
    },
    [t, f],
  );
}
