import type { CartItem, Listing, Order, OrderCreate } from '@gari/contract/marketplace';
import { MOMO_MIN_RWF } from '@gari/contract/marketplaceOptions';
import { normalizePhone } from '@gari/contract/rules/phone';
import {
  type CheckoutEmitted,
  type CheckoutField,
  type CheckoutInput,
  type CheckoutLine,
  type CheckoutMachine,
  type CheckoutMethod,
  type CheckoutOrder,
  type CheckoutSource,
  checkoutGroups,
  checkoutMachine,
  checkoutStep,
  clampQuantity,
  type LoadCheckoutOutput,
  type OrderRef,
  orderLines,
  type PlaceOrderRequest,
  phoneCountry,
  type SimulateInput,
  selectedGroup,
} from '@gari/machines/checkout';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, useApi, useFlowHook } from '../app';
import { useT } from '../shared/locale';
import { cartKeys, orderKeys } from '../shared/queryKeys';
import { t as checkoutT } from './messages';

/** Smallest mobile-money totals per currency, minor units (MTN MoMo: 100 RWF; RWF has no minor unit). */
export const MOBILE_MONEY_MINIMUMS: Readonly<Record<string, number>> = { RWF: MOMO_MIN_RWF };

/**
 * The checkout machine with the API's mobile-number rule (`@gari/contract/rules/phone`: E.164 per
 * country, local numbers read with the listing's country) as its `isMobileNumber` guard.
 */
export const checkoutLogic: CheckoutMachine = checkoutMachine.provide({
  guards: {
    isMobileNumber: ({ context }, params: { field: 'phone' | 'payer_phone' }) =>
      normalizePhone(context[params.field], phoneCountry(context) || 'RW') !== null,
  },
});

/** A listing as a checkout line (`quantity` clamped to 1..stock; unavailable unless published with stock). */
export function lineOfListing(listing: Listing, quantity: number): CheckoutLine {
  return {
    listing_id: listing.id,
    title: listing.title,
    image_url: listing.images[0]?.thumb_url ?? listing.image_url,
    unit_price_minor: listing.price_minor,
    currency: listing.currency,
    currency_exponent: listing.currency_exponent,
    quantity: clampQuantity(quantity, Math.max(listing.stock, 1)),
    stock: listing.stock,
    available: listing.status === 'published' && listing.stock > 0,
    seller_id: listing.seller.id,
    seller_name: listing.seller.name,
    country: listing.country,
  };
}

/** A cart line as a checkout line (the cart's own `available`). */
export const lineOfCartItem = (item: CartItem): CheckoutLine => ({
  ...lineOfListing(item.listing, item.quantity),
  quantity: item.quantity,
  available: item.available,
});

/**
 * The POST /orders body of a request. The order's `phone` is the payer's (the MoMo / Airtel prompt goes
 * there; the contact phone for cash); when the contact phone of step 2 is another number, the seller
 * finds it in the note ("Delivery contact: …").
 */
export function orderBody(request: PlaceOrderRequest): OrderCreate {
  const country = request.country || 'RW';
  const same =
    normalizePhone(request.phone, country) === normalizePhone(request.payer_phone, country) ||
    request.phone.trim() === request.payer_phone.trim();
  const note = [request.note, same ? '' : `Delivery contact: ${request.phone}`]
    .filter((x): x is string => Boolean(x && x.trim() !== ''))
    .join('\n');
  return {
    items: request.items,
    payment_method: request.payment_method,
    phone: request.payer_phone,
    full_name: request.full_name,
    delivery_address: request.delivery_address,
    ...(request.delivery_city ? { delivery_city: request.delivery_city } : {}),
    ...(note ? { note } : {}),
  };
}

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions extends FlowHookOptions<CheckoutMachine> {
  /** Poll interval while waiting for the phone, ms. @default 3000 */
  pollInterval?: number;
  /** Every emitted event, after the hook's own handling (the page puts the order id in the URL). */
  onEvent?: (event: CheckoutEmitted) => void;
}

/** Input of {@link useCheckout}: what to check out and the member's contact. */
export interface UseCheckoutInput {
  /** The cart, one listing or a placed order; null: nothing (spec §8). */
  source: CheckoutSource | null;
  /** Prefilled contact (the signed-in member's name). */
  contact?: CheckoutInput['contact'];
  /** Idempotency-key prefix. @default a random UUID (per mount) */
  keyPrefix?: string;
}

const randomKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The headless checkout (spec §2 Listing detail "Proceed to Checkout", §3 Checkout item, §8; issue #10):
 * the `checkout` machine with
 * - `loadCheckout`: GET /cart/items (cart lines as {@link CheckoutLine}s), GET /marketplace/listings/{id}
 *   (one listing; a 404 ends in `missing`), or GET /orders/{id} (resume a placed order);
 * - `placeOrder`: POST /orders with `Idempotency-Key` ({@link orderBody});
 * - `fetchOrder` GET /orders/{id} (polled every `pollInterval` while the phone prompt is out),
 *   `payOrder` POST /orders/{id}/pay (resend, retry), `cancelOrder` POST /orders/{id}/cancel,
 *   `simulatePayment` POST /payments/simulator/{reference}/decision (development only).
 * Errors are the client's ApiError (422 names the field; 409 stock).
 *
 * Side effects of emitted events: `item.missing` → the §8 toast 'Error' / 'Item information is missing';
 * `order.placed` → the cart and orders queries refresh (badge); paid/confirmed/failed → orders refresh.
 *
 * Returns the snapshot (`state`), `send`, `actorRef`, the chosen `group` and its `lines`, `step`
 * (0–2 before the order, null after), `isPlacing`, and one function per event.
 */
export function useCheckout(input: UseCheckoutInput, options: UseCheckoutOptions = {}) {
  const t = useT(checkoutT);
  const api = useApi();
  const queryClient = useQueryClient();
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const [keyPrefix] = useState(() => input.keyPrefix ?? randomKey());
  const refreshOrders = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });

  const { state, send, actorRef } = useFlowHook(checkoutLogic, options, {
    ...(options.pollInterval !== undefined ? { delays: { pollInterval: options.pollInterval } } : {}),
    input: {
      source: input.source,
      contact: input.contact,
      keyPrefix,
      mobileMinimums: MOBILE_MONEY_MINIMUMS,
    },
    actors: {
      loadCheckout: fromPromise<LoadCheckoutOutput, CheckoutSource>(async ({ input: source }) => {
        if (source.kind === 'order') return { lines: [], order: await api.marketplace.order(source.orderId) };
        if (source.kind === 'item') {
          const listing = await api.marketplace.listing(source.listingId);
          return { lines: [lineOfListing(listing, source.quantity)], order: null };
        }
        const cart = await api.marketplace.cart();
        return { lines: cart.data.map(lineOfCartItem), order: null };
      }),
      placeOrder: fromPromise<CheckoutOrder, PlaceOrderRequest>(({ input: request }) =>
        api.marketplace.createOrder(orderBody(request), request.key),
      ),
      fetchOrder: fromPromise<CheckoutOrder, OrderRef>(({ input: ref }) =>
        api.marketplace.order(ref.orderId),
      ),
      payOrder: fromPromise<CheckoutOrder, OrderRef>(({ input: ref }) =>
        api.marketplace.payOrder(ref.orderId),
      ),
      cancelOrder: fromPromise<CheckoutOrder, OrderRef>(({ input: ref }) =>
        api.marketplace.cancelOrder(ref.orderId),
      ),
      simulatePayment: fromPromise<unknown, SimulateInput>(({ input: s }) =>
        api.marketplace.simulatePayment(s.reference, s.decision),
      ),
    },
    on: {
      'item.missing': (e) => {
        toast.error(t('missingTitle'), t('missingText'));
        onEvent.current?.(e);
      },
      'order.placed': (e) => {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        refreshOrders();
        onEvent.current?.(e);
      },
      'order.paid': (e) => {
        refreshOrders();
        onEvent.current?.(e);
      },
      'order.confirmed': (e) => {
        refreshOrders();
        onEvent.current?.(e);
      },
      'payment.failed': (e) => {
        refreshOrders();
        onEvent.current?.(e);
      },
    },
  });

  const c = state.context;
  return {
    state,
    send,
    actorRef,
    /** Every seller group of the loaded lines (one order each). */
    groups: checkoutGroups(c.lines),
    /** The chosen group (its seller, currency, total), null before loading. */
    group: selectedGroup(c),
    /** The lines that will be ordered (the chosen group's available ones). */
    lines: orderLines(c),
    /** The placed order as the API answered it (with items and seller), null before placing. */
    order: c.order as Order | null,
    /** 0 review, 1 contact, 2 payment (also while placing), null once placed or before loading. */
    step: checkoutStep(state),
    /** True while POST /orders runs. */
    isPlacing: state.matches('placing'),
    retry: () => send({ type: 'RETRY' }),
    selectGroup: (key: string) => send({ type: 'SELECT_GROUP', key }),
    setQuantity: (listingId: number, quantity: number) => send({ type: 'SET_QUANTITY', listingId, quantity }),
    change: (field: CheckoutField, value: string) => send({ type: 'CHANGE', field, value }),
    selectMethod: (method: CheckoutMethod) => send({ type: 'SELECT_METHOD', method }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    place: () => send({ type: 'PLACE' }),
    /** "I didn't get a prompt": POST /orders/{id}/pay. */
    resend: () => send({ type: 'RESEND' }),
    /** Development simulator only (the order's payment has a `simulator_url`). */
    simulate: (decision: 'approve' | 'decline') => send({ type: 'SIMULATE', decision }),
    cancel: () => send({ type: 'CANCEL' }),
    restart: () => send({ type: 'RESTART' }),
  };
}

/** What {@link useCheckout} returns; the prop of the checkout views. */
export type CheckoutController = ReturnType<typeof useCheckout>;
