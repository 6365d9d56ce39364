/**
 * Texts of the garage and carwash lists, cards and provider page (spec §2 Garages, Carwashes) in English, French, and
 * machine-made Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The garage and carwash lists' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'providers/messages');
