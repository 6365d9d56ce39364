/**
 * Kiswahili texts of `chrome/languageMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './languageMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  language: 'Lugha',
} satisfies Translation<typeof en>;
