/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the newsletter's confirm and unsubscribe pages (issue #12; spec §2 Global chrome
 * "a newsletter email box with Subscribe"). The server's own texts (`NEWSLETTER_MESSAGES` of the
 * contract) are shown as they come; these are the pages' titles and links, and the
 * contact and subscribe forms' own failure texts.
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'contact/messages');
