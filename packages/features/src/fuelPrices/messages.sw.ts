/**
 * Kiswahili texts of `fuelPrices/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  stationLabel: (v) => `Bei za mafuta katika ${v.station}`,
  boardLabel: (v) => `${v.fuel} ya bei nafuu zaidi ${v.city}`,
  boardTitle: (v) => `${v.fuel} ya bei nafuu zaidi · ${v.city}`,
  boardSummary: (v) => `Wastani ${v.average} · ${v.count === 1 ? 'Kituo 1' : `Vituo ${v.count}`}`,
  boardEmpty: (v) => `Bado hakuna bei za ${v.fuel} ${v.city}.`,
  pricesList: 'Bei za mafuta',
  stationsList: 'Vituo vya bei nafuu zaidi',
  perLitre: '/L',
  sourceStation: 'kituo',
  sourceDrivers: (v) => (v.count === 1 ? 'dereva 1' : `madereva ${v.count}`),
  noPrice: 'Bado hakuna bei',
  notSold: 'Haiuzwi hapa',
  ceiling: (v) => `Bei elekezi ${v.price} (${v.regulator})`,
  noCeiling: 'Hakuna bei elekezi',
  aboveCeiling: 'Juu ya bei elekezi',
  thisStation: 'Kituo hiki',
  open: 'Kipo wazi',
  closed: 'Kimefungwa',
  open24h: 'Wazi saa 24',
  updated: (v) => `Imesasishwa ${v.age}`,
  notUpdated: 'Bado hakuna bei',
  stale: 'Imeshindikana kusasisha: tunaonyesha bei za mwisho.',
  credit: 'Bei kutoka Gari',
  loading: 'Tunapakia bei za mafuta…',
  errorTitle: 'Bei za mafuta',
  unknownKey: 'Ufunguo wa wijeti haujulikani. Angalia ufunguo kwenye dashibodi ya washirika wa Gari.',
  originRefused: 'Wijeti hii ya bei hairuhusiwi kwenye tovuti hii.',
  unavailable: 'Bei za mafuta hazikuweza kupakiwa. Tafadhali jaribu tena baadaye.',
} satisfies Translation<typeof en>;
