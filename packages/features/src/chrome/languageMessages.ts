/**
 * The language picker's own texts (issue #16 Locale). Kinyarwanda and Swahili are machine-made, for
 * review by a fluent speaker (`REVIEW_LANGUAGES`).
 */
import { createTranslator } from '../shared/messages';
import texts from './languageMessages.en.json';

/**
 * The English texts, compiled from `languageMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `languageMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The picker's translator (English); the picker reads it with `useT(languageT)`. */
export const languageT = createTranslator({ en }, 'chrome/languageMessages');
