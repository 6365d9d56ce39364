/**
 * `@gari/features/cart`: the cart (issue #10 "Cart"): the `useCart()` hook over the `cart` machine,
 * the /cart page, the visitor's local cart store and the chrome's merge at sign-in.
 */
export { CartPage, CartView, type CartViewProps, cartCheckoutHref } from './CartPage';
export { CartSync } from './CartSync';
export {
  createLocalCart,
  LOCAL_CART_KEY,
  LOCAL_CART_MAX_LINES,
  type LocalCart,
  type LocalCartItem,
  LocalCartProvider,
  type LocalCartProviderProps,
  useLocalCart,
  useLocalCartCount,
} from './localCart';
export { t as cartText } from './messages';
export { type CartApi, useCart } from './useCart';
