/**
 * Kiswahili texts of `shared/retryMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './retryMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  tryAgain: 'Jaribu tena',
} satisfies Translation<typeof en>;
