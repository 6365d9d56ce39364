/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the cart (issue #10 "Cart"; spec §2 Global chrome cart). Keys the `cart` machine
 * produces ({@link CartMessageKey}) must all be here — `t.message` checks it. 'Only N left in stock.'
 * and 'This item is sold out.' are the API's own texts for the same refusals.
 */
import type { CartMessageKey } from '@gari/machines/cart';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<CartMessageKey, string>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'cart/messages');
