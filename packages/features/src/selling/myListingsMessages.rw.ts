/**
 * Kinyarwanda texts of `selling/myListingsMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './myListingsMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  title: 'Ibicuruzwa byanjye',
  subtitle: 'Ibyuma ugurisha mu iduka ry’ibyuma, n’ibyo abaguzi babitumije.',
  sellPart: 'Gurisha icyuma',
  tabs: 'Ibicuruzwa byanjye n’ibyatumijwe',
  tabListings: 'Ibicuruzwa',
  tabOrders: 'Ibyatumijwe',
  status_draft: 'Umushinga',
  status_published: 'Byatangajwe',
  status_paused: 'Byahagaritswe',
  status_sold: 'Byagurishijwe',
  inStock: (v) => `${v.count} mu bubiko`,
  oem: (v) => `OEM ${v.numbers}`,
  noPhoto: 'Nta foto',
  edit: 'Hindura',
  editOf: (v) => `Hindura ${v.title}`,
  pause: 'Hagarika',
  publish: 'Tangaza',
  markSold: 'Byagurishijwe',
  delete: 'Siba',
  deleteOf: (v) => `Siba ${v.title}`,
  loadingListings: 'Turimo gufungura ibicuruzwa byawe…',
  emptyTitle: 'Nta gicuruzwa urashyiraho',
  emptyText: 'Shyiraho icyuma mu minota mike: amafoto, igiciro n’imodoka gikwiranye na zo.',
  yourListings: 'Ibicuruzwa byawe',
  deleteTitle: 'Usibe iki gicuruzwa?',
  keepListing: 'Reka',
  deleteText: (v) =>
    `${v.title}: abaguzi ntibazongera kukibona. Igicuruzwa gifite ibyatumijwe gishyirwa mu byagurishijwe aho gusibwa.`,
  confirm: 'Emeza',
  cancelOrder: 'Hagarika itumiza',
  markCompleted: 'Byarangiye',
  actionOf: (v) => `${v.action}: ${v.order}`,
  itemsOf: (v) => `Ibiri muri ${v.order}`,
  note: (v) => `Icyitonderwa: ${v.note}`,
  loadingOrders: 'Turimo gufungura ibyatumijwe…',
  noOrders: 'Nta byatumijwe biraboneka',
  noOrdersText: 'Ibyo abaguzi batumije ku bicuruzwa byawe bigaragara hano.',
  ordersLabel: 'Ibyatumijwe ku bicuruzwa byawe',
  cancelTitle: 'Uhagarike iri tumiza?',
  cancelText: 'Umuguzi aramenyeshwa, kandi ibicuruzwa bigasubira mu bubiko.',
} satisfies Translation<typeof en>;
