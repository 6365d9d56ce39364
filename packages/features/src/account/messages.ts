/**
 * Texts of /profile and /sessions (spec §2 Accounts Profile and Sessions; issue #16 Profile): the
 * account facts and form, the photo, the password change, the sessions and the auth status, in
 * English, French, and machine-made Kinyarwanda and Kiswahili (to be reviewed; issue #16 "Locale").
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The account pages' translator (`accountT.catalog.en`: the English texts, for stories). */
export const accountT = createTranslator({ en }, 'account/messages');
