import { useCart } from './useCart';

/**
 * Runs the cart machine without a view (issue #10 "merges into the member cart at sign-in"): the
 * chrome mounts it while a signed-in member still has lines in the visitor cart, whatever the page,
 * so the merge (POST /cart/merge) happens right after signing in and the badge counts the merged cart.
 */
export function CartSync() {
  useCart();
  return null;
}
