import { CartPage } from '@gari/features/cart';

/**
 * /cart (spec §2 Route table; issue #10 "Cart"): the visitor's local cart or the member's, quantities
 * bounded by stock, totals per currency and Proceed to Checkout. Open to visitors.
 */
export function Component() {
  return <CartPage />;
}
