import { memo, useEffect } from 'react';
import { type CartApi, useCart } from '../cart/useCart';

/**
 * Runs {@link useCart} and hands its latest value to `onCart` after each render (renders nothing), so
 * that a view can load the cart on demand (`useBuyNow`). `onCart` must be stable (a state setter):
 * the bridge is memoized and re-renders only when the cart changes.
 */
export const CartBridge = memo(function CartBridge({ onCart }: { onCart: (cart: CartApi) => void }) {
  const cart = useCart();
  useEffect(() => onCart(cart));
  return null;
});
