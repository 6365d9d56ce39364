/**
 * Texts of the 404, More and coming-soon pages (spec §2 Static pages) in English, French, and
 * machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"), with Contact Us and the Help Center and
 * its FAQ. The long legal pages (privacy, terms, cookies) are `legalMessages.ts`.
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The pages' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'pages/messages');
