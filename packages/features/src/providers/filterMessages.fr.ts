/**
 * French texts of `providers/filterMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './filterMessages';

export const fr = {
  title: 'Filtres avancés',
  minPrice: (v) => `Prix min. (${v.currency})`,
  maxPrice: (v) => `Prix max. (${v.currency})`,
  priceRangeError: 'Le prix maximum doit être au moins égal au prix minimum.',
  reset: 'Réinitialiser',
  apply: 'Appliquer',
  close: 'Fermer',
} satisfies Translation<typeof en>;
