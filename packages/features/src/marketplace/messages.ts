/**
 * Texts of the spareshop list (spec §2 Marketplace list; §8 'Failed to load'; issue #10) in English,
 * French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"). The category tabs' names are
 * `categoryMessages.ts`.
 */

import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The spareshop list's translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'marketplace/messages');
