/**
 * Kiswahili texts of `marketplace/categoryMessages.ts` (issue #16 Locale), in the chunk
 * `loadLanguage('sw')` fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './categoryMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  cat_all: 'Zote',
  cat_engine: 'Injini',
  cat_brakes: 'Breki',
  cat_suspension: 'Suspensheni',
  cat_wheels: 'Magurudumu',
  cat_interior: 'Ndani',
  cat_exterior: 'Nje',
  cat_electrical: 'Umeme',
  cat_vehicles: 'Gari linauzwa',
  cat_fuel: 'Mafuta',
} satisfies Translation<typeof en>;
