/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the convoy page, posts, comments, the composer and the feed (issue #12; spec §2
 * Convoy detail / Feeds, §5 Convoy posts, §8 like/unlike/comment/post/share toasts verbatim). Keys the
 * `postComposer` and `postComments` machines produce must all be here (`t.message` reads them); the
 * §5 texts are the contract's own.
 */
import type { PostCommentsMessageKey } from '@gari/machines/postComments';
import type { PostComposerMessageKey } from '@gari/machines/postComposer';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<PostComposerMessageKey | PostCommentsMessageKey, string>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'convoys/messages');
