/**
 * The language picker's own texts (issue #16 Locale). Kinyarwanda and Swahili are machine-made, for
 * review by a fluent speaker (`REVIEW_LANGUAGES`).
 */
import { createTranslator } from '../shared/messages';

const en = {
  language: 'Language',
};

const fr: typeof en = {
  language: 'Langue',
};

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw: typeof en = {
  language: 'Ururimi',
};

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw: typeof en = {
  language: 'Lugha',
};

/** The picker's translator (English); the picker reads it with `useT(languageT)`. */
export const languageT = createTranslator({ en, fr, rw, sw });
