/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the convoy list /communities (issue #12; spec §2 Convoys list, Advanced Filters
 * panel communities variant, §9 categories and sorts). The convoy page's texts are in `messages.ts`.
 */
import { createTranslator } from '../shared/messages';
import texts from './listMessages.en.json';

/**
 * The English texts, compiled from `listMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `listMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'convoys/listMessages');
