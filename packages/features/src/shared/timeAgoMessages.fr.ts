/**
 * French texts of `shared/timeAgoMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from './messages';
import type { en } from './timeAgoMessages';

export const fr = {
  justNow: 'à l’instant',
  minutesAgo: (v) => `il y a ${v.n} min`,
  hoursAgo: (v) => `il y a ${v.n} h`,
  daysAgo: (v) => `il y a ${v.n} j`,
} satisfies Translation<typeof en>;
