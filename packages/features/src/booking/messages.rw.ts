/**
 * Kinyarwanda texts of `booking/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  stepService: 'Serivisi',
  stepDateTime: 'Itariki n’isaha',
  stepContact: 'Aho tukubona',
  stepReview: 'Isuzuma',
  noSlots: 'Nta mwanya uhari',
  pickDateFirst: 'Banza uhitemo itariki.',
  slotsFailed: 'Ntibyashobotse gufungura amasaha. Ongera ugerageze.',
  nameRequired: 'Amazina yombi arakenewe.',
  phoneRequired: 'Telefone irakenewe.',
  phoneInvalid: 'Andika nimero ya telefone igendanwa nyayo, urugero +250 788 123 456.',
  slotTaken: 'Iyi saha ntikiboneka. Hitamo undi mwanya.',
  failed: 'Ntibyashobotse kohereza ibyo wafashe. Ongera ugerageze.',
  smsNote: 'Tuzakoherereza SMS yemeza igihe utanga serivisi yemeye icyifuzo cyawe.',
  stepOf: (v: { step: number }) => `Intambwe ${v.step} kuri 4`,
  stepOfNamed: (v: { step: number; name: string }) => `Intambwe ${v.step} kuri 4: ${v.name}`,
  service: 'Serivisi',
  date: 'Itariki',
  time: 'Isaha',
  previousMonth: 'Ukwezi gushize',
  nextMonth: 'Ukwezi gutaha',
  loadingSlots: 'Amasaha ari gufunguka…',
  timeOn: (v: { date: string }) => `Isaha ku wa ${v.date}`,
  fullName: 'Amazina yombi',
  phone: 'Telefone',
  phoneHint: 'urugero 0788 123 456 cyangwa +250 788 123 456',
  notes: 'Icyitonderwa',
  bookingAt: 'Gufata umwanya kwa',
  back: 'Subira inyuma',
  next: 'Komeza',
  confirm: 'Emeza',
  summaryTitle: 'Incamake y’ibyo wafashe',
  confirmedTitle: 'Icyifuzo cyoherejwe',
  confirmedText: (v: { service: string; provider: string; date: string; time: string }) =>
    `${v.service} kwa ${v.provider} ku wa ${v.date} saa ${v.time}.`,
  yourService: 'Serivisi yawe',
  reference: 'Nimero y’icyifuzo',
  addToCalendar: 'Shyira kuri kalendari',
  close: 'Funga',
} satisfies Translation<typeof en>;
