/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the checkout and of the buyer's orders (spec §8 'Error' / 'Item information is
 * missing'; issue #10). Keys the `checkout` machine produces ({@link CheckoutMessageKey}) must all be
 * here — `t.message` checks it. The API's own messages (422 field errors, 409 stock) are shown as sent.
 */
import type { CheckoutMessageKey } from '@gari/machines/checkout';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<CheckoutMessageKey, string>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'checkout/messages');
