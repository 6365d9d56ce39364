/**
 * Kinyarwanda texts of `fuelPrices/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  stationLabel: (v) => `Ibiciro bya lisansi kuri ${v.station}`,
  boardLabel: (v) => `${v.fuel} ihendutse i ${v.city}`,
  boardTitle: (v) => `${v.fuel} ihendutse · ${v.city}`,
  boardSummary: (v) => `Impuzandengo ${v.average} · Sitasiyo ${v.count}`,
  boardEmpty: (v) => `Nta biciro bya ${v.fuel} biraboneka i ${v.city}.`,
  pricesList: 'Ibiciro bya lisansi',
  stationsList: 'Sitasiyo zihendutse',
  perLitre: '/L',
  sourceStation: 'sitasiyo',
  sourceDrivers: (v) => (v.count === 1 ? 'umushoferi 1' : `abashoferi ${v.count}`),
  noPrice: 'Nta giciro kirahaboneka',
  notSold: 'Ntibigurishwa hano',
  ceiling: (v) => `Igiciro ntarengwa ${v.price} (${v.regulator})`,
  noCeiling: 'Nta giciro ntarengwa cyashyizweho',
  aboveCeiling: 'Kirenze igiciro ntarengwa',
  thisStation: 'Iyi sitasiyo',
  open: 'Irafunguye',
  closed: 'Irafunze',
  open24h: 'Ifungura amasaha 24',
  updated: (v) => `Byavuguruwe ${v.age}`,
  notUpdated: 'Nta biciro biraboneka',
  stale: 'Ntibyashobotse kuvugurura: turerekana ibiciro biheruka.',
  credit: 'Ibiciro bitangwa na Gari',
  loading: 'Turimo gufungura ibiciro bya lisansi…',
  errorTitle: 'Ibiciro bya lisansi',
  unknownKey: 'Urufunguzo rwa widget ntiruzwi. Reba urufunguzo muri konsole y’abafatanyabikorwa ba Gari.',
  originRefused: 'Iyi widget y’ibiciro ntiyemewe kuri uru rubuga.',
  unavailable: 'Ibiciro bya lisansi ntibyashoboye gufunguka. Ongera ugerageze nyuma.',
} satisfies Translation<typeof en>;
