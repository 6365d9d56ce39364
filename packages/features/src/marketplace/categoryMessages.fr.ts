/**
 * French texts of `marketplace/categoryMessages.ts` (issue #16 Locale), in the chunk
 * `loadLanguage('fr')` fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './categoryMessages';

export const fr = {
  cat_all: 'Tout',
  cat_engine: 'Moteur',
  cat_brakes: 'Freins',
  cat_suspension: 'Suspension',
  cat_wheels: 'Roues',
  cat_interior: 'Intérieur',
  cat_exterior: 'Extérieur',
  cat_electrical: 'Électricité',
  cat_vehicles: 'Voiture à vendre',
  cat_fuel: 'Carburant',
} satisfies Translation<typeof en>;
