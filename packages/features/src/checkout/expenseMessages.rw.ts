/**
 * Kinyarwanda texts of `checkout/expenseMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './expenseMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  promptTitle: 'Andika ibi byuma mu mafaranga y’imodoka yawe?',
  loggedTitle: 'Byanditswe nk’amafaranga yakoreshejwe',
  loggedText: (v) => `Ibyuma · ${v.amount} mu mafaranga ya `,
  addCar: 'Ongeraho imodoka yawe',
  addCarThen: ' mbere, hanyuma wandike iyi komande nk’amafaranga yayo.',
  summary: (v) => `Ibyuma · ${v.amount} · ${v.date} · ${v.note}`,
  forCar: (v) => ` · ya ${v.name}`,
  logParts: 'Andika amafaranga y’ibyuma',
  logging: 'Turimo kwandika amafaranga y’ibyuma…',
  tryAgain: 'Ongera ugerageze',
  anotherCar: 'Indi modoka',
  logFailed: 'Ntibishobotse kwandika amafaranga.',
  whichCar: 'Ibi byuma ni iby’iyihe modoka?',
  fits: ' (birayikwiriye)',
  carN: (v) => `imodoka ${v.id}`,
} satisfies Translation<typeof en>;
