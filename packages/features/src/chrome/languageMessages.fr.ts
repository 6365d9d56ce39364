/**
 * French texts of `chrome/languageMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './languageMessages';

export const fr = {
  language: 'Langue',
} satisfies Translation<typeof en>;
