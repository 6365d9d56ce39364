/**
 * Kinyarwanda texts of `search/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  dialogTitle: 'Shakisha kuri Gari',
  label: 'Shakisha',
  placeholder: 'Ibyuma, garaje, sitasiyo, amatsinda, abanyamuryango',
  hint: 'Andika nibura inyuguti 2 ushakishe ibyuma, garaje, aho boza imodoka, sitasiyo za lisansi, amatsinda n’abanyamuryango.',
  loading: 'Turimo gushakisha…',
  results: 'Ibisubizo',
  empty: (v) => `Nta bisubizo bya '${v.q}'.`,
  emptyHint:
    'Reba uko wanditse cyangwa ugerageze izina ry’igice, kode ya OEM, umujyi cyangwa izina ry’umunyamuryango.',
  failed: 'Gushakisha byanze',
  failedText: 'Ntitwashoboye gushakisha ubu. Reba interineti yawe wongere ugerageze.',
  seeAllParts: (v) => `Reba ibyuma byose bya '${v.q}'`,
  found: (v) => `Ibisubizo ${v.count}`,
  kind_listing: 'Ibyuma',
  kind_garage: 'Garaje',
  kind_carwash: 'Aho boza imodoka',
  kind_gas_station: 'Sitasiyo za lisansi',
  kind_convoy: 'Amatsinda',
  kind_member: 'Abanyamuryango',
} satisfies Translation<typeof en>;
