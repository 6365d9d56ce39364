/**
 * Kinyarwanda texts of `marketplace/categoryMessages.ts` (issue #16 Locale), in the chunk
 * `loadLanguage('rw')` fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './categoryMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  cat_all: 'Byose',
  cat_engine: 'Moteri',
  cat_brakes: 'Feri',
  cat_suspension: 'Amortisseur',
  cat_wheels: 'Amapine',
  cat_interior: 'Imbere',
  cat_exterior: 'Inyuma',
  cat_electrical: 'Amashanyarazi',
  cat_vehicles: 'Imodoka igurishwa',
  cat_fuel: 'Lisansi',
} satisfies Translation<typeof en>;
