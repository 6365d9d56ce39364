/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the top-bar search (spec §2 Global chrome "search button"; issue #12 `GET /search`).
 * The kind headings name each section of results in the contract's order.
 */
import type { SearchKind } from '@gari/contract/search';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'search/messages');

/** Heading of the section of `kind` ('Parts', 'Garages', …) in `tr`'s language (default English). */
export const kindLabel = (kind: SearchKind, tr: typeof t = t): string => tr(`kind_${kind}`);
