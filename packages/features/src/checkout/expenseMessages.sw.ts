/**
 * Kiswahili texts of `checkout/expenseMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './expenseMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  promptTitle: 'Andika vipuri hivi kwenye gharama za gari lako?',
  loggedTitle: 'Imeandikwa kama gharama',
  loggedText: (v) => `Vipuri · ${v.amount} kwenye gharama za `,
  addCar: 'Ongeza gari lako',
  addCarThen: ' kwanza, kisha andika oda hii kama gharama yake.',
  summary: (v) => `Vipuri · ${v.amount} · ${v.date} · ${v.note}`,
  forCar: (v) => ` · kwa ${v.name}`,
  logParts: 'Andika gharama ya vipuri',
  logging: 'Inaandika gharama ya vipuri…',
  tryAgain: 'Jaribu tena',
  anotherCar: 'Gari jingine',
  logFailed: 'Imeshindwa kuandika gharama.',
  whichCar: 'Vipuri hivi ni vya gari gani?',
  fits: ' (inafaa)',
  carN: (v) => `gari ${v.id}`,
} satisfies Translation<typeof en>;
