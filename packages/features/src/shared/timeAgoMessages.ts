/**
 * How long ago something happened (a fuel price's age, a session's last use; issue #16 "Locale"): the
 * texts of {@link useTimeAgo} in English, French, and machine-made Kinyarwanda and Kiswahili (to be
 * reviewed). English keeps the short forms of `formatTimeAgo` ('Just now', '35m ago', '3h ago', '2d ago').
 */
import { createTranslator } from './messages';
import texts from './timeAgoMessages.en.json';

/**
 * The English texts, compiled from `timeAgoMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `timeAgoMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The time-ago texts, in every language. */
export const timeAgoT = createTranslator({ en }, 'shared/timeAgoMessages');
