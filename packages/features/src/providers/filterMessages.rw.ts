/**
 * Kinyarwanda texts of `providers/filterMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './filterMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  title: 'Iyungurura ryimbitse',
  minPrice: (v) => `Igiciro gito (${v.currency})`,
  maxPrice: (v) => `Igiciro kinini (${v.currency})`,
  priceRangeError: 'Igiciro kinini kigomba kuba nibura kingana n’igiciro gito.',
  reset: 'Subiza uko byari',
  apply: 'Yungurura',
  close: 'Funga',
} satisfies Translation<typeof en>;
