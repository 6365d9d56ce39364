/**
 * The text of {@link RetryAlert}'s button (issue #16 "Locale": English, French, Kinyarwanda, Kiswahili).
 * Apart from `sharedMessages.ts` so that a bundle showing a retry alert alone (the booking widget)
 * does not carry the other shared controls' texts (issue #7 size).
 */
import { type CatalogText, createTranslator } from './messages';

export const en = {
  tryAgain: 'Try again',
} satisfies Record<string, CatalogText>;

/** The retry alert's translator (English); `RetryAlert` reads it with `useT(retryT)`. */
export const retryT = createTranslator({ en }, 'shared/retryMessages');
