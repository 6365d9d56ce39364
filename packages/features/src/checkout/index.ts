export { CheckoutFlow, type CheckoutFlowProps } from './CheckoutFlow';
export { CheckoutPage } from './CheckoutPage';
export { checkoutHref, orderHref, readCheckoutQuery } from './checkoutQuery';
export { t as checkoutText } from './messages';
export { OrderDetailPage } from './OrderDetailPage';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge';
export { OrdersPage } from './OrdersPage';
export {
  canCancelOrder,
  canPayAgain,
  formatMinor,
  isAwaitingPayment,
  ORDER_STATUS_TONE,
  orderStatusText,
  orderTimeline,
  type TimelineStep,
} from './orderStatus';
export {
  type CheckoutController,
  checkoutLogic,
  lineOfCartItem,
  lineOfListing,
  MOBILE_MONEY_MINIMUMS,
  orderBody,
  type UseCheckoutInput,
  type UseCheckoutOptions,
  useCheckout,
} from './useCheckout';
