/**
 * Kiswahili texts of `booking/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  stepService: 'Huduma',
  stepDateTime: 'Tarehe na Saa',
  stepContact: 'Mawasiliano',
  stepReview: 'Hakiki',
  noSlots: 'Hakuna nafasi',
  pickDateFirst: 'Chagua tarehe kwanza.',
  slotsFailed: 'Imeshindwa kupakia nafasi za muda. Tafadhali jaribu tena.',
  nameRequired: 'Jina kamili linahitajika.',
  phoneRequired: 'Simu inahitajika.',
  phoneInvalid: 'Weka namba sahihi ya simu ya mkononi, k.m. +250 788 123 456.',
  slotTaken: 'Muda huu haupatikani tena. Tafadhali chagua nafasi nyingine.',
  failed: 'Imeshindwa kutuma nafasi yako. Tafadhali jaribu tena.',
  smsNote: 'Tutakutumia SMS ya uthibitisho mtoa huduma atakapokubali ombi lako.',
  stepOf: (v: { step: number }) => `Hatua ${v.step} kati ya 4`,
  stepOfNamed: (v: { step: number; name: string }) => `Hatua ${v.step} kati ya 4: ${v.name}`,
  service: 'Huduma',
  date: 'Tarehe',
  time: 'Saa',
  previousMonth: 'Mwezi uliopita',
  nextMonth: 'Mwezi ujao',
  loadingSlots: 'Inapakia nafasi za muda…',
  timeOn: (v: { date: string }) => `Saa tarehe ${v.date}`,
  fullName: 'Jina kamili',
  phone: 'Simu',
  phoneHint: 'k.m. 0788 123 456 au +250 788 123 456',
  notes: 'Maelezo',
  bookingAt: 'Nafasi katika',
  back: 'Rudi',
  next: 'Endelea',
  confirm: 'Thibitisha',
  summaryTitle: 'Muhtasari wa Nafasi',
  confirmedTitle: 'Ombi la Nafasi Limetumwa',
  confirmedText: (v: { service: string; provider: string; date: string; time: string }) =>
    `${v.service} katika ${v.provider} tarehe ${v.date} saa ${v.time}.`,
  yourService: 'Huduma yako',
  reference: 'Kumbukumbu',
  addToCalendar: 'Ongeza kwenye Kalenda',
  close: 'Funga',
} satisfies Translation<typeof en>;
