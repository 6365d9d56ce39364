/**
 * Kiswahili texts of `marketplace/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  title: 'Duka la vipuri',
  subtitle: 'Vipuri na magari kutoka maduka na wamiliki wa Afrika Mashariki',
  searchLabel: 'Tafuta kwenye duka la vipuri',
  placeholder: 'Tafuta vipuri, misimbo ya OEM, maneno',
  empty:
    'Hakuna tangazo linalolingana na utafutaji wako. Jaribu maneno mengine, aina nyingine au vichujio vichache.',
  emptyFits: 'Bado hakuna vipuri vya gari hili. Jaribu "Gari lolote" au aina nyingine.',
  failed: 'Imeshindikana kupakia',
  loadMore: 'Onyesha zaidi',
  loadingMore: 'Tunapakia zaidi…',
  fitsLabel: 'Inafaa gari langu',
  anyCar: 'Gari lolote',
  signInToFit: 'Ingia ili kuona vipuri vinavyofaa gari lako',
  addCar: 'Ongeza gari lako ili kuona vipuri vinavyolifaa',
  loadingListings: 'Tunapakia matangazo…',
  count: (v) => `${v.count === 1 ? 'Tangazo' : 'Matangazo'} ${v.total}`,
  forCar: (v) => ` ya ${v.car} yako`,
  clear: 'Futa utafutaji na vichujio',
  listings: 'Matangazo',
  showing: (v) => `Inaonyesha ${v.shown} kati ya ${v.total}`,
  categories: 'Aina',
} satisfies Translation<typeof en>;
