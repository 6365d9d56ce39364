/**
 * The /checkout and /orders URLs (spec §2 Listing detail "Proceed to Checkout … /checkout with query
 * item_id"; issue #10), in a module of their own so that the listing detail, the cart and the orders
 * link into checkout without loading it.
 */
import type { CheckoutSource } from '@gari/machines/checkout';

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Reads the /checkout query: `order_id` (an order already placed: resume it), else `item_id` (one
 * listing, with `quantity`, default 1; the spec's other §2 fields — title, price, currency, seller,
 * image — are ignored: the listing is read from the API, so a shared or reloaded link works), else the
 * member's cart (`seller_id`: that seller's lines first). Null for an `item_id` that is not an id
 * (spec §8 'Item information is missing'); an empty cart ends there too.
 */
export function readCheckoutQuery(params: URLSearchParams): CheckoutSource | null {
  const orderId = positiveInt(params.get('order_id'));
  if (orderId) return { kind: 'order', orderId };
  if (params.has('item_id')) {
    const listingId = positiveInt(params.get('item_id'));
    if (!listingId) return null;
    return { kind: 'item', listingId, quantity: positiveInt(params.get('quantity')) ?? 1 };
  }
  return { kind: 'cart', sellerId: positiveInt(params.get('seller_id')) };
}

/**
 * A /checkout URL: `{ itemId, quantity }` for "Proceed to Checkout" on a listing (spec §2), `{ sellerId }`
 * for one seller's lines of the cart (the cart page's "Checkout" per seller), `{}` for the whole cart,
 * `{ orderId }` to continue paying a placed order.
 */
export function checkoutHref(
  target: { itemId: number; quantity?: number } | { sellerId?: number | null } | { orderId: number } = {},
): string {
  if ('orderId' in target) return `/checkout?order_id=${target.orderId}`;
  if ('itemId' in target) {
    const quantity = target.quantity && target.quantity > 1 ? `&quantity=${target.quantity}` : '';
    return `/checkout?item_id=${target.itemId}${quantity}`;
  }
  return target.sellerId ? `/checkout?seller_id=${target.sellerId}` : '/checkout';
}

/** /orders/{id}, the buyer's order. */
export const orderHref = (id: number): string => `/orders/${id}`;
