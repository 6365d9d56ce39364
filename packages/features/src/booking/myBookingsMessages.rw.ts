/**
 * Kinyarwanda texts of `booking/myBookingsMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './myBookingsMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  myTitle: 'Ibyo nabikishije',
  mySubtitle: "Ibyo wabikishije kuri garaje no ku kinamba, n'uko bihagaze uko utanga serivisi asubiza.",
  myLoading: 'Turimo gufungura ibyo wabikishije...',
  myFailed: 'Ntibyashobotse gufungura ibyo wabikishije',
  retry: 'Ongera ugerageze',
  myEmpty: 'Nta byo urabikisha',
  myEmptyText: 'Bikisha serivisi kuri garaje cyangwa ku kinamba, ukurikirane uko bihagaze hano.',
  findGarage: 'Shaka garaje',
  upcoming: 'Ibiri imbere',
  past: 'Ibyashize',
  noUpcoming: 'Nta kintu cyabikishijwe imbere.',
  statusPending: 'Bitegereje utanga serivisi',
  statusAccepted: 'Byemewe',
  statusDeclined: 'Byanzwe',
  statusCancelled: 'Byahagaritswe',
  statusCompleted: 'Byarangiye',
  finalPrice: (v: { price: string }) => `Igiciro cya nyuma: ${v.price}`,
  providerMessage: (v: { provider: string }) => `Ubutumwa bwa ${v.provider}`,
  diagnosisLink: "Reba raporo y'isuzuma",
  logNotFound: (v: { id: string }) => `Ibyabikishijwe ${v.id} ntibiri mu byo wabikishije.`,
  addToCalendar: 'Shyira kuri kalendari',
  cancelBooking: 'Hagarika ibyabikishijwe',
  cancelConfirm: 'Guhagarika ibi wabikishije? Umwanya usubizwa utanga serivisi.',
  cancelYes: 'Yego, bihagarike',
  cancelKeep: 'Bireke',
  cancelling: 'Birimo guhagarikwa...',
  cancelledTitle: 'Byahagaritswe',
  cancelledText: (v: { id: string }) => `Ibyo wabikishije ${v.id} byahagaritswe.`,
  cancelFailedTitle: 'Ntibyashobotse guhagarika',
} satisfies Translation<typeof en>;
