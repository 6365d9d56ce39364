/**
 * Texts of the AI mechanic chat (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) (spec §4, §5, §8; ours where the spec gives none): the
 * messages the `aiMechanic` machine produces ({@link AiMechanicMessageKey}, all required here) and the
 * chat page's. The replies about the member's own vehicle take the machine's values: `hasName`
 * ('yes'/'no': whether `vehicle` is known), `vowel` ('yes' when the transmission or engine starts
 * with a vowel: 'an' in English), `topic` (what the profile lacks); the greeting takes `name` and
 * `hasName` likewise.
 */
import type { AiMechanicMessageKey } from '@gari/machines/aiMechanic';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<AiMechanicMessageKey, string>;

/**
 * The chat catalog in the four languages and its typed `t(key, values)` (English: tests and stories);
 * views read it with `useT(t)`; `t.message(m)` for the machine's messages.
 */
export const t = createTranslator({ en }, 'aiMechanic/messages');
