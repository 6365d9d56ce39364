/**
 * Texts of the shared controls (list bar, vehicle gate, make/model fields; the retry alert's are in
 * `retryMessages.ts`) in English,
 * French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { createTranslator } from './messages';
import texts from './sharedMessages.en.json';

/**
 * The English texts, compiled from `sharedMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `sharedMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The shared controls' translator (English: tests and stories); the controls read it with `useT(t)`. */
export const t = createTranslator({ en }, 'shared/sharedMessages');
