/**
 * Kiswahili texts of `cart/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  soldOut: 'Bidhaa hii imeisha.',
  stockLimit: (v) => `Zimebaki ${v.stock} tu.`,
  loadFailed: 'Imeshindikana kupakia kikapu chako. Tafadhali jaribu tena.',
  mergeFailed:
    'Imeshindikana kuhamishia kikapuni bidhaa ulizochagua kabla ya kuingia. Tafadhali jaribu tena.',
  saveFailed: 'Imeshindikana kusasisha kikapu chako. Tafadhali jaribu tena.',
  title: 'Kikapu',
  loading: 'Tunapakia kikapu chako…',
  empty: 'Kikapu chako ni tupu.',
  emptyHint: 'Tafuta kipuri kinachofaa gari lako kwenye duka la vipuri.',
  browse: 'Vinjari duka la vipuri',
  addedTitle: 'Imeongezwa kikapuni',
  mergedTitle: 'Kikapu kimesasishwa',
  merged: 'Bidhaa ulizochagua kabla ya kuingia ziko kwenye kikapu chako.',
  merging: 'Tunaongeza bidhaa ulizochagua kabla ya kuingia…',
  items: (v) => (v.count === 1 ? 'Bidhaa 1' : `Bidhaa ${v.count}`),
  total: 'Jumla',
  totals: 'Jumla kuu',
  remove: 'Ondoa',
  quantity: 'Idadi',
  unavailable: 'Haipatikani kwa idadi hii',
  inStock: (v) => `${v.stock} zipo stoo`,
  checkout: 'Endelea kulipa',
  signInToCheckout: 'Utaingia kabla ya kulipa; kikapu chako kitakufuata.',
  tryAgain: 'Jaribu tena',
  failedTitle: 'Imeshindikana kupakia',
  continueShopping: 'Endelea kununua',
  quantityOf: (v) => `Idadi ya ${v.item}`,
  decreaseOf: (v) => `Punguza idadi ya ${v.item}`,
  increaseOf: (v) => `Ongeza idadi ya ${v.item}`,
} satisfies Translation<typeof en>;
