/**
 * French texts of `gasStations/stationMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './stationMessages';

export const fr = {
  open24Hours: 'Ouvert 24 h sur 24',
  ceilingRef: (v) => `Plafond (${v.regulator})`,
  colService: 'Service',
  colPriceFrom: 'Prix à partir de',
} satisfies Translation<typeof en>;
