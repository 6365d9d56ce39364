/**
 * Kinyarwanda texts of `shared/retryMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './retryMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  tryAgain: 'Ongera ugerageze',
} satisfies Translation<typeof en>;
