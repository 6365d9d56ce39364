/**
 * French texts of `shared/retryMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from './messages';
import type { en } from './retryMessages';

export const fr = {
  tryAgain: 'Réessayer',
} satisfies Translation<typeof en>;
