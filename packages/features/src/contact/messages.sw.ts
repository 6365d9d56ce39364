/**
 * Kiswahili texts of `contact/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  confirmTitle: 'Usajili wa jarida',
  unsubscribeTitle: 'Jiondoe kwenye jarida',
  confirming: 'Tunathibitisha usajili wako…',
  unsubscribing: 'Tunakuondoa…',
  confirmedTitle: 'Usajili umethibitishwa',
  confirmed: 'Usajili wako umethibitishwa. Karibu kwenye jarida la Gari!',
  alreadyTitle: 'Tayari umethibitishwa',
  alreadyConfirmed: 'Usajili wako ulishathibitishwa. Uko kwenye orodha ya jarida la Gari.',
  unsubscribedTitle: 'Umejiondoa',
  unsubscribed: 'Umejiondoa na hutapokea tena majarida kutoka Gari.',
  invalidTitle: 'Kiungo hiki hakifanyi kazi',
  badConfirmLink: 'Kiungo hiki cha uthibitisho si sahihi au kimeisha muda. Jisajili tena upate kingine.',
  badUnsubscribeLink: 'Kiungo hiki cha kujiondoa si sahihi.',
  noToken:
    'Kiungo hiki hakijakamilika: hakina tokeni. Fungua tena kiungo kutoka kwenye barua pepe, au kinakili chote.',
  failedTitle: 'Kuna kitu kimeenda vibaya',
  failed: 'Hatukuweza kufikia Gari. Angalia muunganisho wako na ujaribu tena.',
  subscribeAgain: 'Jisajili tena kutoka chini ya ukurasa wowote, au tuandikie.',
  home: 'Rudi mwanzo',
  contact: 'Wasiliana nasi',
  sendFailed: 'Hitilafu imetokea. Tafadhali jaribu tena.',
  tryAgainIn: (v) => ` Jaribu tena baada ya ${v.wait}.`,
  waitSeconds: (v) => (v.count === 1 ? 'sekunde 1' : `sekunde ${v.count}`),
  waitMinutes: (v) => `dakika ${v.count}`,
} satisfies Translation<typeof en>;
