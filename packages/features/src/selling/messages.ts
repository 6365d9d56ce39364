/**
 * English texts of selling (issue #10 "Selling": the listing form, my listings, the seller's orders).
 * Every key the `listingForm` machine produces ({@link SellingMessageKey}) is here — `t.message` reads
 * them; rule texts match the contract's (`ListingCreate`) where it has one.
 */
import type { SellingMessageKey } from '@gari/machines/selling';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<SellingMessageKey, string>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/messages');
