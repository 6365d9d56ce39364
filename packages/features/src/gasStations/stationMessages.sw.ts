/**
 * Kiswahili texts of `gasStations/stationMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './stationMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  open24Hours: 'Wazi saa 24',
  ceilingRef: (v) => `Bei elekezi (${v.regulator})`,
  colService: 'Huduma',
  colPriceFrom: 'Bei kuanzia',
} satisfies Translation<typeof en>;
