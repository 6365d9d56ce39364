/**
 * Texts of the Advanced Filters panels' shared parts (spec §2 Advanced Filters panel; §5 filter inputs:
 * the price range, Reset / Apply Filters, the dialog's title) in English, French, and machine-made
 * Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { createTranslator } from '../shared/messages';
import texts from './filterMessages.en.json';

/**
 * The English texts, compiled from `filterMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `filterMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The filter parts' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'providers/filterMessages');
