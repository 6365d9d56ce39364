/**
 * Texts of the legal pages — Privacy Policy, Terms of Service and Cookie Policy (spec §2 Static pages) —
 * in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"): each page's
 * title, lead, headings and paragraphs. `privacyChoices` ends where the contact email link goes.
 */
import { createTranslator } from '../shared/messages';
import texts from './legalMessages.en.json';

/**
 * The English texts, compiled from `legalMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `legalMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The legal pages' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'pages/legalMessages');
