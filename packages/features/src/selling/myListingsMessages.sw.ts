/**
 * Kiswahili texts of `selling/myListingsMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './myListingsMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  title: 'Matangazo yangu',
  subtitle: 'Vipuri unavyouza kwenye duka la vipuri, na maagizo ya wanunuzi.',
  sellPart: 'Uza kipuri',
  tabs: 'Matangazo na maagizo yangu',
  tabListings: 'Matangazo',
  tabOrders: 'Maagizo',
  status_draft: 'Rasimu',
  status_published: 'Limechapishwa',
  status_paused: 'Limesitishwa',
  status_sold: 'Limeuzwa',
  inStock: (v) => `${v.count} zipo`,
  oem: (v) => `OEM ${v.numbers}`,
  noPhoto: 'Hakuna picha',
  edit: 'Hariri',
  editOf: (v) => `Hariri ${v.title}`,
  pause: 'Sitisha',
  publish: 'Chapisha',
  markSold: 'Weka limeuzwa',
  delete: 'Futa',
  deleteOf: (v) => `Futa ${v.title}`,
  loadingListings: 'Tunapakia matangazo yako…',
  emptyTitle: 'Bado huna matangazo',
  emptyText: 'Tangaza kipuri kwa dakika chache: picha, bei na magari kinayofaa.',
  yourListings: 'Matangazo yako',
  deleteTitle: 'Futa tangazo hili?',
  keepListing: 'Ghairi',
  deleteText: (v) =>
    `${v.title}: wanunuzi hawataliona tena. Tangazo lenye maagizo huwekwa kuwa limeuzwa badala yake.`,
  confirm: 'Thibitisha',
  cancelOrder: 'Ghairi agizo',
  markCompleted: 'Weka limekamilika',
  actionOf: (v) => `${v.action}: ${v.order}`,
  itemsOf: (v) => `Bidhaa za ${v.order}`,
  note: (v) => `Maelezo: ${v.note}`,
  loadingOrders: 'Tunapakia maagizo yako…',
  noOrders: 'Bado hakuna maagizo',
  noOrdersText: 'Maagizo ya wanunuzi kwenye matangazo yako yanaonekana hapa.',
  ordersLabel: 'Maagizo kwenye matangazo yako',
  cancelTitle: 'Ghairi agizo hili?',
  cancelText: 'Mnunuzi anaarifiwa, na bidhaa zinarudi kwenye akiba.',
} satisfies Translation<typeof en>;
