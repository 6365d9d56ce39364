/**
 * Names of the spareshop's listing categories (spec §9 categories; issue #10 "Selling"): the list's
 * category tabs (All, then the part categories), a listing's category on its detail page, and the
 * listing form's category choice (the part categories and Car for sale) — one catalog that the
 * marketplace and selling views read, in English, French, and machine-made Kinyarwanda and Kiswahili
 * (issue #16 "Locale").
 */
import type { LISTING_CATEGORIES } from '@gari/contract/marketplaceOptions';
import { createTranslator } from '../shared/messages';
import texts from './categoryMessages.en.json';
import type { CategoryTab } from './filters';

/**
 * The English texts, compiled from `categoryMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `categoryMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<`cat_${CategoryTab | (typeof LISTING_CATEGORIES)[number]}`, string>;

/** The category names' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'marketplace/categoryMessages');
