/**
 * Kinyarwanda texts of `marketplace/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  title: 'Iduka ry’ibyuma',
  subtitle: 'Ibyuma by’imodoka n’imodoka bigurishwa n’amaduka n’abantu bo muri Afurika y’Iburasirazuba',
  searchLabel: 'Shakisha mu iduka ry’ibyuma',
  placeholder: 'Shakisha ibyuma, kode za OEM, amagambo',
  empty: 'Nta bicuruzwa bihuye n’ibyo ushaka. Gerageza andi magambo, ikindi cyiciro cyangwa iyungurura rike.',
  emptyFits: 'Nta byuma by’iyi modoka biraboneka. Gerageza "Imodoka iyo ari yo yose" cyangwa ikindi cyiciro.',
  failed: 'Gufungura byanze',
  loadMore: 'Erekana ibindi',
  loadingMore: 'Turimo kuzana ibindi…',
  fitsLabel: 'Bikwiranye n’imodoka yanjye',
  anyCar: 'Imodoka iyo ari yo yose',
  signInToFit: 'Injira urebe ibyuma bikwiranye n’imodoka yawe',
  addCar: 'Ongeraho imodoka yawe urebe ibyuma biyikwiriye',
  loadingListings: 'Turimo gufungura ibicuruzwa…',
  count: (v) => `Ibicuruzwa ${v.total}`,
  forCar: (v) => ` bya ${v.car} yawe`,
  clear: 'Siba ishakisha n’iyungurura',
  listings: 'Ibicuruzwa',
  showing: (v) => `Bigaragara ${v.shown} kuri ${v.total}`,
  categories: 'Ibyiciro',
} satisfies Translation<typeof en>;
