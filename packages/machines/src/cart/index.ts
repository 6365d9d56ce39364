export { type CartMachine, type CartSnapshot, canChangeCart, cartMachine } from './machine';
export { buildCart, maxQuantity, quantityIn } from './rules';
export type {
  CartContext,
  CartData,
  CartEmitted,
  CartEvent,
  CartIntent,
  CartLine,
  CartListing,
  CartMessage,
  CartMessageKey,
  CartOwner,
  CartTotal,
  LoadCartInput,
  PendingChange,
  SaveItemInput,
} from './types';
export { CART_MAX_QUANTITY } from './types';
