/**
 * Kinyarwanda texts of `cart/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  soldOut: 'Iki gicuruzwa cyashize.',
  stockLimit: (v) => `Hasigaye ${v.stock} gusa.`,
  loadFailed: 'Ntibyashobotse gufungura igare ryawe. Ongera ugerageze.',
  mergeFailed: 'Ntibyashobotse gushyira mu gare ibyo wahisemo utarinjira. Ongera ugerageze.',
  saveFailed: 'Ntibyashobotse guhindura igare ryawe. Ongera ugerageze.',
  title: 'Igare',
  loading: 'Turimo gufungura igare ryawe…',
  empty: 'Igare ryawe ririmo ubusa.',
  emptyHint: 'Shaka igice gikwiranye n’imodoka yawe mu iduka ry’ibyuma.',
  browse: 'Reba iduka ry’ibyuma',
  addedTitle: 'Byongewe mu gare',
  mergedTitle: 'Igare ryavuguruwe',
  merged: 'Ibyo wahisemo utarinjira biri mu gare ryawe.',
  merging: 'Turimo kongeramo ibyo wahisemo utarinjira…',
  items: (v) => `Ibicuruzwa ${v.count}`,
  total: 'Igiteranyo',
  totals: 'Ibiteranyo',
  remove: 'Kuramo',
  quantity: 'Ingano',
  unavailable: 'Ntibiboneka kuri iyi ngano',
  inStock: (v) => `${v.stock} biri mu bubiko`,
  checkout: 'Komeza ujye kwishyura',
  signInToCheckout: 'Uzinjira mbere yo kwishyura; igare ryawe rizagukurikira.',
  tryAgain: 'Ongera ugerageze',
  failedTitle: 'Gufungura byanze',
  continueShopping: 'Komeza guhaha',
  quantityOf: (v) => `Umubare wa ${v.item}`,
  decreaseOf: (v) => `Gabanya umubare wa ${v.item}`,
  increaseOf: (v) => `Ongera umubare wa ${v.item}`,
} satisfies Translation<typeof en>;
