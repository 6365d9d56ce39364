/**
 * Texts of the offline notice (issue #8 point 4) in English, French, and machine-made Kinyarwanda and
 * Kiswahili (issue #16 "Locale").
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The offline notice's translator (English: tests and stories); the notice reads it with `useT(t)`. */
export const t = createTranslator({ en }, 'offline/messages');
