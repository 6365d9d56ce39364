/**
 * Kiswahili texts of `booking/myBookingsMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './myBookingsMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  myTitle: 'Nafasi zangu',
  mySubtitle:
    'Nafasi zako za gereji na sehemu ya kuosha magari, na hali yake kulingana na jibu la mtoa huduma.',
  myLoading: 'Inapakia nafasi zako...',
  myFailed: 'Imeshindwa kupakia nafasi zako',
  retry: 'Jaribu tena',
  myEmpty: 'Bado hakuna nafasi',
  myEmptyText: 'Weka nafasi ya huduma kwenye gereji au sehemu ya kuosha magari na ufuatilie hali yake hapa.',
  findGarage: 'Tafuta gereji',
  upcoming: 'Zijazo',
  past: 'Zilizopita',
  noUpcoming: 'Hakuna nafasi iliyowekwa mbele.',
  statusPending: 'Inasubiri mtoa huduma',
  statusAccepted: 'Imekubaliwa',
  statusDeclined: 'Imekataliwa',
  statusCancelled: 'Imeghairiwa',
  statusCompleted: 'Imekamilika',
  finalPrice: (v: { price: string }) => `Bei ya mwisho: ${v.price}`,
  providerMessage: (v: { provider: string }) => `Ujumbe kutoka ${v.provider}`,
  diagnosisLink: 'Tazama ripoti ya uchunguzi',
  logNotFound: (v: { id: string }) => `Nafasi ${v.id} haimo kwenye nafasi zako.`,
  addToCalendar: 'Ongeza kwenye kalenda',
  cancelBooking: 'Ghairi nafasi',
  cancelConfirm: 'Ghairi nafasi hii? Muda unarudishwa kwa mtoa huduma.',
  cancelYes: 'Ndiyo, ghairi',
  cancelKeep: 'Iache',
  cancelling: 'Inaghairi...',
  cancelledTitle: 'Nafasi imeghairiwa',
  cancelledText: (v: { id: string }) => `Nafasi yako ${v.id} imeghairiwa.`,
  cancelFailedTitle: 'Imeshindwa kughairi nafasi',
} satisfies Translation<typeof en>;
