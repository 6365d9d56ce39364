/**
 * Texts of "Log these parts as a car expense" on an order's page (issue #13 Close the loop; issue #16
 * "every UI string from the catalogs"). English and French; Kinyarwanda and Kiswahili are
 * machine-made, to be reviewed. The expense's stored note ("Parts order #… from …") stays as saved.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
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

/** The order expense prompt's translator (English: tests and stories); views read it with `useT(expenseT)`. */
export const expenseT = createTranslator({ en }, 'checkout/expenseMessages');
