/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the price widget (issue #11 "The price widget"). The error texts mirror the API's:
 * 'Unknown widget key.' (404) and the origin refusal (403) of the booking widget, worded for prices.
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'fuelPrices/messages');
