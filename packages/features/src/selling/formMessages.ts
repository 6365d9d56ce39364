/**
 * Texts of the listing form (issue #10 "Selling": /marketplace/sell and /marketplace/mine/{id}/edit —
 * the Part / Listing, Price and stock and Contact sections, the saved and photos-failed panels; spec §9
 * countries) in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"). The
 * Car, Fits these vehicles and Photos sections are `sectionMessages.ts`; the machine's rule texts are
 * `messages.ts`; the category names `../marketplace/categoryMessages.ts` and the conditions
 * `../marketplace/listingMessages.ts`, as the spareshop shows them.
 */
import type { MarketCountry } from '@gari/contract/marketplace';
import { createTranslator } from '../shared/messages';
import texts from './formMessages.en.json';

/**
 * The English texts, compiled from `formMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `formMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<`country_${MarketCountry}`, string>;

/** The listing form's translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/formMessages');
