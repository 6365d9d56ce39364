/**
 * Texts of "Log these parts as a car expense" on an order's page (issue #13 Close the loop; issue #16
 * "every UI string from the catalogs"). English and French; Kinyarwanda and Kiswahili are
 * machine-made, to be reviewed. The expense's stored note ("Parts order #… from …") stays as saved.
 */
import { createTranslator } from '../shared/messages';
import texts from './expenseMessages.en.json';

/**
 * The English texts, compiled from `expenseMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `expenseMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The order expense prompt's translator (English: tests and stories); views read it with `useT(expenseT)`. */
export const expenseT = createTranslator({ en }, 'checkout/expenseMessages');
