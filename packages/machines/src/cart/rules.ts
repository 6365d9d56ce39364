/**
 * Pure rules of the cart (issue #10 "quantities bounded by stock"): the largest quantity a listing
 * allows, the quantity already in a cart, and a whole cart built from lines (the visitor's cart is
 * computed this way in the browser; the member's comes from the server with the same shape).
 */
import { CART_MAX_QUANTITY, type CartData, type CartListing, type CartTotal } from './types';

/** Largest quantity of `listing` in a cart: its stock, at most {@link CART_MAX_QUANTITY}; 0 when it cannot be bought. */
export function maxQuantity(listing: Pick<CartListing, 'stock' | 'status'>): number {
  if (listing.status !== 'published') return 0;
  return Math.max(0, Math.min(listing.stock, CART_MAX_QUANTITY));
}

/** Units of `listingId` in `cart` (0 when not in it or no cart). */
export function quantityIn(cart: CartData | null, listingId: number): number {
  return cart?.data.find((l) => l.listing_id === listingId)?.quantity ?? 0;
}

/**
 * A cart from its lines, in the order given: each line's total (unit price × quantity, minor units),
 * `available` (published and enough stock), `count` (units of every line) and the totals per currency
 * of the available lines (major `amount` = minor / 10^exponent), in order of first appearance.
 */
export function buildCart<L extends CartListing>(
  lines: readonly { quantity: number; listing: L }[],
): CartData<L> {
  const totals = new Map<string, { minor: number; exponent: number }>();
  const data = lines.map(({ quantity, listing }) => {
    const available = listing.status === 'published' && listing.stock >= quantity;
    const line_total_minor = listing.price_minor * quantity;
    if (available) {
      const t = totals.get(listing.currency) ?? { minor: 0, exponent: listing.currency_exponent };
      t.minor += line_total_minor;
      totals.set(listing.currency, t);
    }
    return { listing_id: listing.id, quantity, line_total_minor, available, listing };
  });
  const meta: { count: number; totals: CartTotal[] } = {
    count: data.reduce((n, l) => n + l.quantity, 0),
    totals: [...totals].map(([currency, t]) => ({
      currency,
      amount_minor: t.minor,
      amount: t.minor / 10 ** t.exponent,
    })),
  };
  return { data, meta };
}
