/**
 * Kiswahili texts of `search/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  dialogTitle: 'Tafuta kwenye Gari',
  label: 'Tafuta',
  placeholder: 'Vipuri, gereji, vituo, misafara, wanachama',
  hint: 'Andika angalau herufi 2 kutafuta vipuri, gereji, sehemu za kuosha magari, vituo vya mafuta, misafara na wanachama.',
  loading: 'Inatafuta…',
  results: 'Matokeo',
  empty: (v) => `Hakuna matokeo ya '${v.q}'.`,
  emptyHint: 'Angalia tahajia au jaribu jina la kipuri, msimbo wa OEM, jiji au jina la mwanachama.',
  failed: 'Utafutaji umeshindikana',
  failedText: 'Hatukuweza kutafuta sasa. Angalia muunganisho wako na ujaribu tena.',
  seeAllParts: (v) => `Tazama vipuri vyote vya '${v.q}'`,
  found: (v) => (v.count === 1 ? 'Tokeo 1' : `Matokeo ${v.count}`),
  kind_listing: 'Vipuri',
  kind_garage: 'Gereji',
  kind_carwash: 'Sehemu za kuosha magari',
  kind_gas_station: 'Vituo vya mafuta',
  kind_convoy: 'Misafara',
  kind_member: 'Wanachama',
} satisfies Translation<typeof en>;
