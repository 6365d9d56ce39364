/**
 * How long ago something happened (a fuel price's age, a session's last use; issue #16 "Locale"): the
 * texts of {@link useTimeAgo} in English, French, and machine-made Kinyarwanda and Kiswahili (to be
 * reviewed). English keeps the short forms of `formatTimeAgo` ('Just now', '35m ago', '3h ago', '2d ago').
 */
import { type CatalogText, createTranslator, type Translation } from './messages';

const en = {
  justNow: 'Just now',
  minutesAgo: (v: { n: number }) => `${v.n}m ago`,
  hoursAgo: (v: { n: number }) => `${v.n}h ago`,
  daysAgo: (v: { n: number }) => `${v.n}d ago`,
} satisfies Record<string, CatalogText>;

const fr = {
  justNow: 'à l’instant',
  minutesAgo: (v) => `il y a ${v.n} min`,
  hoursAgo: (v) => `il y a ${v.n} h`,
  daysAgo: (v) => `il y a ${v.n} j`,
} satisfies Translation<typeof en>;

const rw = {
  justNow: 'Nonaha',
  minutesAgo: (v) => `hashize iminota ${v.n}`,
  hoursAgo: (v) => `hashize amasaha ${v.n}`,
  daysAgo: (v) => `hashize iminsi ${v.n}`,
} satisfies Translation<typeof en>;

const sw = {
  justNow: 'Sasa hivi',
  minutesAgo: (v) => `dakika ${v.n} zilizopita`,
  hoursAgo: (v) => `saa ${v.n} zilizopita`,
  daysAgo: (v) => `siku ${v.n} zilizopita`,
} satisfies Translation<typeof en>;

/** The time-ago texts, in every language. */
export const timeAgoT = createTranslator({ en, fr, rw, sw });
