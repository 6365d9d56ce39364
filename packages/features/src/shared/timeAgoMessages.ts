/**
 * How long ago something happened (a fuel price's age, a session's last use; issue #16 "Locale"): the
 * texts of {@link useTimeAgo} in English, French, and machine-made Kinyarwanda and Kiswahili (to be
 * reviewed). English keeps the short forms of `formatTimeAgo` ('Just now', '35m ago', '3h ago', '2d ago').
 */
import { type CatalogText, createTranslator } from './messages';

export const en = {
  justNow: 'Just now',
  minutesAgo: (v: { n: number }) => `${v.n}m ago`,
  hoursAgo: (v: { n: number }) => `${v.n}h ago`,
  daysAgo: (v: { n: number }) => `${v.n}d ago`,
} satisfies Record<string, CatalogText>;

/** The time-ago texts, in every language. */
export const timeAgoT = createTranslator({ en }, 'shared/timeAgoMessages');
