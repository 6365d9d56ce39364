/**
 * Kinyarwanda texts of `shared/timeAgoMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './timeAgoMessages';

export const rw = {
  justNow: 'Nonaha',
  minutesAgo: (v) => `hashize iminota ${v.n}`,
  hoursAgo: (v) => `hashize amasaha ${v.n}`,
  daysAgo: (v) => `hashize iminsi ${v.n}`,
} satisfies Translation<typeof en>;
