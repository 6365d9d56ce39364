/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the cart (issue #10 "Cart"; spec §2 Global chrome cart). Keys the `cart` machine
 * produces ({@link CartMessageKey}) must all be here — `t.message` checks it. 'Only N left in stock.'
 * and 'This item is sold out.' are the API's own texts for the same refusals.
 */
import type { CartMessageKey } from '@gari/machines/cart';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  soldOut: 'This item is sold out.',
  stockLimit: (v: { stock: number }) => `Only ${v.stock} left in stock.`,
  loadFailed: 'Could not load your cart. Please try again.',
  mergeFailed: 'Could not move the items you chose before signing in into your cart. Please try again.',
  saveFailed: 'Could not update your cart. Please try again.',
  title: 'Cart',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty.',
  emptyHint: 'Find the part that fits your car in the Spareshop.',
  browse: 'Browse the Spareshop',
  addedTitle: 'Added to cart',
  mergedTitle: 'Cart updated',
  merged: 'The items you chose before signing in are in your cart.',
  merging: 'Adding the items you chose before signing in…',
  items: (v: { count: number }) => (v.count === 1 ? '1 item' : `${v.count} items`),
  total: 'Total',
  totals: 'Totals',
  remove: 'Remove',
  quantity: 'Quantity',
  unavailable: 'Not available in this quantity',
  inStock: (v: { stock: number }) => `${v.stock} in stock`,
  checkout: 'Proceed to Checkout',
  signInToCheckout: 'You will sign in before paying; your cart comes with you.',
  tryAgain: 'Try again',
  failedTitle: 'Failed to load',
  continueShopping: 'Continue shopping',
  quantityOf: (v: { item: string }) => `Quantity of ${v.item}`,
  decreaseOf: (v: { item: string }) => `Decrease quantity of ${v.item}`,
  increaseOf: (v: { item: string }) => `Increase quantity of ${v.item}`,
} satisfies Record<CartMessageKey, CatalogText> & Record<string, CatalogText>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'cart/messages');
