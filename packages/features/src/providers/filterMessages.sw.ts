/**
 * Kiswahili texts of `providers/filterMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './filterMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  title: 'Vichujio vya kina',
  minPrice: (v) => `Bei ya chini (${v.currency})`,
  maxPrice: (v) => `Bei ya juu (${v.currency})`,
  priceRangeError: 'Bei ya juu lazima iwe angalau sawa na bei ya chini.',
  reset: 'Weka upya',
  apply: 'Tumia vichujio',
  close: 'Funga',
} satisfies Translation<typeof en>;
