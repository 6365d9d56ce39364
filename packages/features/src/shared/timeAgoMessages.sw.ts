/**
 * Kiswahili texts of `shared/timeAgoMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './timeAgoMessages';

export const sw = {
  justNow: 'Sasa hivi',
  minutesAgo: (v) => `dakika ${v.n} zilizopita`,
  hoursAgo: (v) => `saa ${v.n} zilizopita`,
  daysAgo: (v) => `siku ${v.n} zilizopita`,
} satisfies Translation<typeof en>;
