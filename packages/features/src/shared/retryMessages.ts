/**
 * The text of {@link RetryAlert}'s button (issue #16 "Locale": English, French, Kinyarwanda, Kiswahili).
 * Apart from `sharedMessages.ts` so that a bundle showing a retry alert alone (the booking widget)
 * does not carry the other shared controls' texts (issue #7 size).
 */
import { createTranslator } from './messages';
import texts from './retryMessages.en.json';

/**
 * The English texts, compiled from `retryMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `retryMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The retry alert's translator (English); `RetryAlert` reads it with `useT(retryT)`. */
export const retryT = createTranslator({ en }, 'shared/retryMessages');
