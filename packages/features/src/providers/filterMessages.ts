/**
 * Texts of the Advanced Filters panels' shared parts (spec §2 Advanced Filters panel; §5 filter inputs:
 * the price range, Reset / Apply Filters, the dialog's title) in English, French, and machine-made
 * Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  title: 'Advanced Filters',
  minPrice: (v: { currency: string }) => `Min price (${v.currency})`,
  maxPrice: (v: { currency: string }) => `Max price (${v.currency})`,
  priceRangeError: 'The maximum price must be at least the minimum price.',
  reset: 'Reset',
  apply: 'Apply Filters',
  close: 'Close',
} satisfies Record<string, CatalogText>;

const fr = {
  title: 'Filtres avancés',
  minPrice: (v) => `Prix min. (${v.currency})`,
  maxPrice: (v) => `Prix max. (${v.currency})`,
  priceRangeError: 'Le prix maximum doit être au moins égal au prix minimum.',
  reset: 'Réinitialiser',
  apply: 'Appliquer',
  close: 'Fermer',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  title: 'Iyungurura ryimbitse',
  minPrice: (v) => `Igiciro gito (${v.currency})`,
  maxPrice: (v) => `Igiciro kinini (${v.currency})`,
  priceRangeError: 'Igiciro kinini kigomba kuba nibura kingana n’igiciro gito.',
  reset: 'Subiza uko byari',
  apply: 'Yungurura',
  close: 'Funga',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  title: 'Vichujio vya kina',
  minPrice: (v) => `Bei ya chini (${v.currency})`,
  maxPrice: (v) => `Bei ya juu (${v.currency})`,
  priceRangeError: 'Bei ya juu lazima iwe angalau sawa na bei ya chini.',
  reset: 'Weka upya',
  apply: 'Tumia vichujio',
  close: 'Funga',
} satisfies Translation<typeof en>;

/** The filter parts' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
