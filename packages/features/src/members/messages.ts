/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the member profile (issue #12; spec §2 Member profile, §4 Follow, §8 follow toasts
 * and 'User not found'). Keys the `follow` machine produces ({@link FollowMessageKey}) must all be here.
 */
import type { FollowMessageKey } from '@gari/machines/follow';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<FollowMessageKey, string>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'members/messages');
