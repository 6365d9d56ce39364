/**
 * The language picker's own texts (issue #16 Locale). Kinyarwanda and Swahili are machine-made, for
 * review by a fluent speaker (`REVIEW_LANGUAGES`).
 */
import { createTranslator } from '../shared/messages';

export const en = {
  language: 'Language',
};

/** The picker's translator (English); the picker reads it with `useT(languageT)`. */
export const languageT = createTranslator({ en }, 'chrome/languageMessages');
