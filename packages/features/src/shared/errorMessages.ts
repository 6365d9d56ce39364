/**
 * Texts of a failed call by its kind (issue #16 Locale): the API and the client write their messages in
 * English; in another language a view shows these instead (`useErrorText`). French, Kinyarwanda and
 * Kiswahili are in `errorMessages.<lang>.ts`.
 */

import texts from './errorMessages.en.json';
import { createTranslator } from './messages';

/**
 * The English texts, compiled from `errorMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `errorMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The failed-call texts' translator (English: tests and stories); views use `useErrorText()`. */
export const t = createTranslator({ en }, 'shared/errorMessages');
