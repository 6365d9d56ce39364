/**
 * Kinyarwanda texts of `gasStations/stationMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './stationMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  open24Hours: 'Irakora amasaha 24',
  ceilingRef: (v) => `Igiciro ntarengwa (${v.regulator})`,
  colService: 'Serivisi',
  colPriceFrom: 'Igiciro uhereye',
} satisfies Translation<typeof en>;
