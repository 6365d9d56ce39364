/**
 * Texts of "Log these parts as a car expense" on an order's page (issue #13 Close the loop; issue #16
 * "every UI string from the catalogs"). English and French; Kinyarwanda and Kiswahili are
 * machine-made, to be reviewed. The expense's stored note ("Parts order #… from …") stays as saved.
 */
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  promptTitle: "Log these parts in your car's costs?",
  loggedTitle: 'Logged as expense',
  loggedText: (v: { amount: string }) => `Parts · ${v.amount} in the costs of `,
  addCar: 'Add your car',
  addCarThen: ' first, then log this order as its expense.',
  summary: (v: { amount: string; date: string; note: string }) =>
    `Parts · ${v.amount} · ${v.date} · ${v.note}`,
  forCar: (v: { name: string }) => ` · for ${v.name}`,
  logParts: 'Log parts expense',
  logging: 'Logging the parts expense...',
  tryAgain: 'Try again',
  anotherCar: 'Another car',
  logFailed: 'Could not log the expense.',
  whichCar: 'Which car are these parts for?',
  fits: ' (fits)',
  carN: (v: { id: number }) => `car ${v.id}`,
} satisfies Record<string, CatalogText>;

const fr = {
  promptTitle: 'Ajouter ces pièces aux coûts de votre voiture ?',
  loggedTitle: 'Enregistré comme dépense',
  loggedText: (v) => `Pièces · ${v.amount} dans les coûts de `,
  addCar: 'Ajoutez votre voiture',
  addCarThen: " d'abord, puis enregistrez cette commande comme sa dépense.",
  summary: (v) => `Pièces · ${v.amount} · ${v.date} · ${v.note}`,
  forCar: (v) => ` · pour ${v.name}`,
  logParts: 'Enregistrer la dépense',
  logging: 'Enregistrement de la dépense…',
  tryAgain: 'Réessayer',
  anotherCar: 'Une autre voiture',
  logFailed: "Impossible d'enregistrer la dépense.",
  whichCar: 'Pour quelle voiture sont ces pièces ?',
  fits: ' (compatible)',
  carN: (v) => `voiture ${v.id}`,
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
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

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
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

/** The order expense prompt's translator (English: tests and stories); views read it with `useT(expenseT)`. */
export const expenseT = createTranslator({ en, fr, rw, sw });
