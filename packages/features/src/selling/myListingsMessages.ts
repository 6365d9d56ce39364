/**
 * Texts of My listings (/marketplace/mine, issue #10 "Selling": the seller's listings with their status
 * and actions, and the Orders tab) in English, French, and machine-made Kinyarwanda and Kiswahili
 * (issue #16 "Locale"). Order states, payment methods and 'Order #n' are the checkout catalog's.
 */
import type { ListingStatus } from '@gari/contract/marketplace';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  title: 'My listings',
  subtitle: 'Parts you sell in the Spareshop, and the orders buyers place on them.',
  sellPart: 'Sell a part',
  tabs: 'My listings and orders',
  tabListings: 'Listings',
  tabOrders: 'Orders',
  status_draft: 'Draft',
  status_published: 'Published',
  status_paused: 'Paused',
  status_sold: 'Sold',
  inStock: (v: { count: number }) => `${v.count} in stock`,
  oem: (v: { numbers: string }) => `OEM ${v.numbers}`,
  noPhoto: 'No photo',
  edit: 'Edit',
  editOf: (v: { title: string }) => `Edit ${v.title}`,
  pause: 'Pause',
  publish: 'Publish',
  markSold: 'Mark sold',
  delete: 'Delete',
  deleteOf: (v: { title: string }) => `Delete ${v.title}`,
  loadingListings: 'Loading your listings…',
  emptyTitle: 'You have no listings yet',
  emptyText: 'List a spare part in a few minutes: photos, price and the cars it fits.',
  yourListings: 'Your listings',
  deleteTitle: 'Delete this listing?',
  keepListing: 'Cancel',
  deleteText: (v: { title: string }) =>
    `${v.title}: buyers will no longer see it. A listing that has orders is marked sold instead.`,
  confirm: 'Confirm',
  cancelOrder: 'Cancel order',
  markCompleted: 'Mark completed',
  actionOf: (v: { action: string; order: string }) => `${v.action}: ${v.order}`,
  itemsOf: (v: { order: string }) => `Items of ${v.order}`,
  note: (v: { note: string }) => `Note: ${v.note}`,
  loadingOrders: 'Loading your orders…',
  noOrders: 'No orders yet',
  noOrdersText: 'Orders buyers place on your listings show here.',
  ordersLabel: 'Orders on your listings',
  cancelTitle: 'Cancel this order?',
  cancelText: 'The buyer is told, and the items go back into stock.',
} satisfies Record<`status_${ListingStatus}`, string> & Record<string, CatalogText>;

/** My listings' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/myListingsMessages');
