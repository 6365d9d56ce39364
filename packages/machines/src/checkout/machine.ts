import { and, assign, emit, fromPromise, not, or, type SnapshotFrom, setup } from 'xstate';
import { flowTypes, msg, notProvided, readFailure, withoutField } from '../shared';
import {
  checkoutGroups,
  clampQuantity,
  firstGroupKey,
  idempotencyKey,
  initialContext,
  isMobileMethod,
  looksLikePhone,
  orderLines,
  orderOf,
  phoneCountry,
  placeErrorStep,
  requiredContactErrors,
  selectedGroup,
  serverFieldErrors,
  statusOf,
} from './rules';
import type {
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
  CheckoutMessageKey,
  CheckoutOrder,
  CheckoutSource,
  CheckoutStep,
  LoadCheckoutInput,
  LoadCheckoutOutput,
  OrderRef,
  PlaceOrderRequest,
  SimulateInput,
} from './types';

/**
 * Transitions on an order answer, by its status (every target a leaf, so a transition from inside
 * `waiting` or `failed` goes to a sibling instead of re-entering its parent): cash confirmed → `placed`;
 * paid/confirmed/completed → `paid`; payment_failed → `failed`; expired; cancelled; pending → `waiting`.
 */
type OrderAction = 'emitPlaced' | 'countResend' | 'setOrder' | 'emitConfirmed' | 'emitPaid' | 'emitFailed';
type OrderGuard =
  | 'orderConfirmedCash'
  | 'orderPaid'
  | 'orderFailed'
  | 'orderExpired'
  | 'orderCancelled'
  | 'orderPending';
function onOrder(first: OrderAction[] = []): { guard: OrderGuard; target: string; actions: OrderAction[] }[] {
  return [
    {
      guard: 'orderConfirmedCash',
      target: '#checkout.placed',
      actions: [...first, 'setOrder', 'emitConfirmed'],
    },
    { guard: 'orderPaid', target: '#checkout.paid', actions: [...first, 'setOrder', 'emitPaid'] },
    { guard: 'orderFailed', target: '#checkout.failed.idle', actions: [...first, 'setOrder', 'emitFailed'] },
    { guard: 'orderExpired', target: '#checkout.expired', actions: [...first, 'setOrder'] },
    { guard: 'orderCancelled', target: '#checkout.cancelled', actions: [...first, 'setOrder'] },
    { guard: 'orderPending', target: '#checkout.waiting.idle', actions: [...first, 'setOrder'] },
  ];
}

/** The order a call works on: `{ orderId }` of the order in context (0 before there is one). */
const orderRef = ({ context }: { context: CheckoutContext }): OrderRef => ({
  orderId: context.order?.id ?? 0,
});

/**
 * A child state of `waiting` / `failed` that calls `src` on the current order: its answer goes by
 * status ({@link onOrder}, else back to `idle`); a failure goes back to `idle` with `error` (`fallback`
 * when the server gives no message).
 */
function orderCall<Src extends 'fetchOrder' | 'payOrder' | 'cancelOrder'>(
  src: Src,
  fallback: CheckoutMessageKey,
  onDone: { guard?: OrderGuard; target: string; actions?: OrderAction[] }[] = [
    ...onOrder(),
    { target: 'idle' },
  ],
) {
  return {
    invoke: {
      src,
      input: orderRef,
      onDone,
      onError: { target: 'idle', actions: { type: 'setError' as const, params: { fallback } } },
    },
  };
}

/** `placeOrder`'s 422 naming a field of `step` → back to that step with the field errors. */
const placeErrorTo = (step: CheckoutStep) => ({
  guard: { type: 'placeErrorIn' as const, params: { step } },
  target: step,
  actions: 'setPlaceFieldErrors' as const,
});

/**
 * The `checkout` machine (spec §2 Listing detail "Proceed to Checkout", §3 Checkout item, §8; issue #10
 * "/checkout … review → contact and delivery → payment method → waiting for the phone's approval with a
 * countdown and 'I didn't get a prompt' resend → paid / failed with retry / expired"). States:
 *
 * - `loading`: actor `loadCheckout` (the cart, one listing, or a placed order). No source → `missing`.
 *   An order → the state of its status (below). Lines → `review`. Nothing, or a 404 → `missing`;
 *   other failures → `loadFailed` (`RETRY`).
 * - `missing` (final): spec §8, emits `item.missing` (toast 'Error' / 'Item information is missing').
 * - `review`: the lines per seller (`SELECT_GROUP`: one order per seller and currency),
 *   `SET_QUANTITY` (1..stock, ≤ 99); `NEXT` when the chosen group has an available line.
 * - `contact`: `CHANGE` full_name, phone, delivery_address, delivery_city, note; `NEXT` needs a name,
 *   an address and a phone the `isMobileNumber` guard accepts (the site provides the API's
 *   per-country E.164 rule), else field errors; `BACK` → review.
 * - `payment`: `SELECT_METHOD` momo | airtel | cash, `CHANGE` payer_phone (MoMo/Airtel prompt;
 *   defaults to the contact phone); `PLACE` needs a method, the mobile-money minimum of the currency
 *   (`mobileMinimums`, MoMo 100 RWF) and a valid payer phone; `BACK` → contact.
 * - `placing`: actor `placeOrder` (POST /orders with `Idempotency-Key` = {@link idempotencyKey}: any
 *   change of the items or details bumps `attempt`, a retry or a double click keeps it, so the same
 *   details never make two orders). Emits `order.placed`, then goes by the order's status. A 422
 *   naming a field → the step of that field with the field errors; other failures → `placeFailed`.
 * - `placeFailed`: `RETRY` (same key) → placing; `BACK` → payment.
 * - `waiting` (mobile money, the phone prompt is out; the view counts down to `order.expires_at`):
 *   `idle` → after `pollInterval` (3 s) `polling` (actor `fetchOrder`, GET /orders/{id}) → by status;
 *   `RESEND` ("I didn't get a prompt") → `resending` (actor `payOrder`); `SIMULATE` (dev simulator
 *   only: the order's payment has a `simulator_url`) → `simulating` (actor `simulatePayment`) →
 *   `polling`; `CANCEL` → `cancelling` (actor `cancelOrder`). Failures go back to `idle` with `error`.
 * - `paid` (final, emits `order.paid`), `placed` (final: cash on delivery confirmed, emits
 *   `order.confirmed`), `cancelled` (final).
 * - `failed` (declined, emits `payment.failed`): `idle` → `RETRY` → `retrying` (actor `payOrder`:
 *   stock reserved again, a new prompt) → by status; `CANCEL` → `cancelling`.
 * - `expired` (the 15-minute hold ran out): `RESTART` → payment with a new key (a new order), when
 *   there are lines to order.
 */
export const checkoutMachine = setup({
  types: flowTypes<CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutEmitted>(),
  actors: {
    loadCheckout: fromPromise<LoadCheckoutOutput, LoadCheckoutInput>(notProvided('checkout', 'loadCheckout')),
    placeOrder: fromPromise<CheckoutOrder, PlaceOrderRequest>(notProvided('checkout', 'placeOrder')),
    fetchOrder: fromPromise<CheckoutOrder, OrderRef>(notProvided('checkout', 'fetchOrder')),
    payOrder: fromPromise<CheckoutOrder, OrderRef>(notProvided('checkout', 'payOrder')),
    cancelOrder: fromPromise<CheckoutOrder, OrderRef>(notProvided('checkout', 'cancelOrder')),
    simulatePayment: fromPromise<unknown, SimulateInput>(notProvided('checkout', 'simulatePayment')),
  },
  delays: {
    pollInterval: 3000,
  },
  guards: {
    noSource: ({ context }) => context.source === null,
    hasLines: ({ event }) => ((event as { output?: LoadCheckoutOutput }).output?.lines.length ?? 0) > 0,
    isNotFound: ({ event }) => readFailure((event as { error?: unknown }).error, 'loadFailed').status === 404,
    groupOrderable: ({ context }) => orderLines(context).length > 0,
    isKnownGroup: ({ context, event }) =>
      event.type === 'SELECT_GROUP' && checkoutGroups(context.lines).some((g) => g.key === event.key),
    contactComplete: ({ context }) => Object.keys(requiredContactErrors(context)).length === 0,
    phoneEmpty: ({ context }) => context.phone.trim() === '',
    /**
     * Whether `context[params.field]` is a mobile number. The site provides the API's per-country rule
     * (read with the chosen group's country, {@link phoneCountry}); by default the shape alone
     * ({@link looksLikePhone}).
     */
    isMobileNumber: ({ context }, params: { field: 'phone' | 'payer_phone' }) =>
      looksLikePhone(context[params.field]),
    hasMethod: ({ context }) => context.method !== null,
    mobileMethod: ({ context }) => isMobileMethod(context.method),
    payerPhoneEmpty: ({ context }) => context.payer_phone.trim() === '',
    belowMobileMinimum: ({ context }) => {
      const group = selectedGroup(context);
      if (!group || !isMobileMethod(context.method)) return false;
      const minimum = context.mobileMinimums[group.currency];
      return minimum !== undefined && group.total_minor < minimum;
    },
    hasSimulator: ({ context }) => Boolean(context.order?.payment?.simulator_url),
    placeErrorIn: ({ context, event }, params: { step: CheckoutStep }) =>
      placeErrorStep((event as { error?: unknown }).error, context.method) === params.step,
    orderConfirmedCash: ({ event }) => {
      const o = orderOf(event);
      return o?.payment_method === 'cash' && ['paid', 'confirmed', 'completed'].includes(o.status);
    },
    orderPaid: ({ event }) => ['paid', 'confirmed', 'completed'].includes(statusOf(event) ?? ''),
    orderFailed: ({ event }) => statusOf(event) === 'payment_failed',
    orderExpired: ({ event }) => statusOf(event) === 'expired',
    orderCancelled: ({ event }) => statusOf(event) === 'cancelled',
    orderPending: ({ event }) => statusOf(event) === 'pending_payment',
  },
  actions: {
    setLines: assign(({ context, event }) => {
      const lines = (event as { output?: LoadCheckoutOutput }).output?.lines ?? [];
      return { lines, groupKey: firstGroupKey(lines, context.source), error: null };
    }),
    setOrder: assign(({ event }) => ({ order: orderOf(event), error: null })),
    setLoadError: assign(({ event }) => ({
      error: readFailure((event as { error?: unknown }).error, 'loadFailed').message,
    })),
    bumpAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    selectGroup: assign(({ event }) =>
      event.type === 'SELECT_GROUP' ? { groupKey: event.key, fieldErrors: {}, error: null } : {},
    ),
    setQuantity: assign(({ context, event }) => {
      if (event.type !== 'SET_QUANTITY') return {};
      return {
        lines: context.lines.map((l) =>
          l.listing_id === event.listingId ? { ...l, quantity: clampQuantity(event.quantity, l.stock) } : l,
        ),
      };
    }),
    setField: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? { [event.field]: event.value, fieldErrors: withoutField(context.fieldErrors, event.field) }
        : {},
    ),
    selectMethod: assign(({ context, event }) =>
      event.type === 'SELECT_METHOD'
        ? {
            method: event.method,
            fieldErrors: withoutField(withoutField(context.fieldErrors, 'payment_method'), 'payer_phone'),
          }
        : {},
    ),
    refuseContact: assign(({ context }) => ({ fieldErrors: requiredContactErrors(context) })),
    refusePhone: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, phone: [msg('phoneInvalid')] },
    })),
    defaultPayerPhone: assign(({ context }) =>
      context.payer_phone.trim() === '' ? { payer_phone: context.phone } : {},
    ),
    refuseMethod: assign({ fieldErrors: { payment_method: [msg('methodRequired')] } }),
    refuseMinimum: assign(({ context }) => {
      const group = selectedGroup(context);
      const minimum = group ? (context.mobileMinimums[group.currency] ?? 0) : 0;
      return {
        fieldErrors: {
          payment_method: [
            msg('mobileMinimum', {
              amount: minimum / 10 ** (group?.currency_exponent ?? 0),
              currency: group?.currency ?? '',
            }),
          ],
        },
      };
    }),
    refusePayerRequired: assign({ fieldErrors: { payer_phone: [msg('phoneRequired')] } }),
    refusePayerPhone: assign({ fieldErrors: { payer_phone: [msg('phoneInvalid')] } }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    setPlaceFieldErrors: assign(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return {
        fieldErrors: serverFieldErrors(error, context.method),
        error: readFailure(error, 'placeFailed').message,
      };
    }),
    setError: assign(({ event }, params: { fallback: CheckoutMessageKey }) => ({
      error: readFailure((event as { error?: unknown }).error, params.fallback).message,
    })),
    clearError: assign({ error: null }),
    countResend: assign(({ context }) => ({ resent: context.resent + 1 })),
    restart: assign(({ context }) => ({
      order: null,
      error: null,
      fieldErrors: {},
      resent: 0,
      attempt: context.attempt + 1,
    })),
    emitMissing: emit({ type: 'item.missing' as const }),
    emitPlaced: emit(({ event }) => ({ type: 'order.placed' as const, orderId: orderOf(event)?.id ?? 0 })),
    emitPaid: emit(({ event }) => ({ type: 'order.paid' as const, orderId: orderOf(event)?.id ?? 0 })),
    emitConfirmed: emit(({ event }) => ({
      type: 'order.confirmed' as const,
      orderId: orderOf(event)?.id ?? 0,
    })),
    emitFailed: emit(({ event }) => ({ type: 'payment.failed' as const, orderId: orderOf(event)?.id ?? 0 })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      always: { guard: 'noSource', target: 'missing' },
      invoke: {
        src: 'loadCheckout',
        input: ({ context }) => context.source as CheckoutSource,
        onDone: [
          ...onOrder(),
          { guard: 'hasLines', target: 'review', actions: 'setLines' },
          { target: 'missing' },
        ],
        onError: [
          { guard: 'isNotFound', target: 'missing' },
          { target: 'loadFailed', actions: 'setLoadError' },
        ],
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    missing: {
      type: 'final',
      entry: 'emitMissing',
    },
    review: {
      on: {
        SELECT_GROUP: { guard: 'isKnownGroup', actions: ['selectGroup', 'bumpAttempt'] },
        SET_QUANTITY: { actions: ['setQuantity', 'bumpAttempt'] },
        NEXT: { guard: 'groupOrderable', target: 'contact', actions: 'clearErrors' },
      },
    },
    contact: {
      on: {
        CHANGE: { actions: ['setField', 'bumpAttempt'] },
        NEXT: [
          {
            guard: and(['contactComplete', { type: 'isMobileNumber', params: { field: 'phone' as const } }]),
            target: 'payment',
            actions: ['clearErrors', 'defaultPayerPhone'],
          },
          {
            guard: or(['phoneEmpty', { type: 'isMobileNumber', params: { field: 'phone' as const } }]),
            actions: 'refuseContact',
          },
          { actions: ['refuseContact', 'refusePhone'] },
        ],
        BACK: { target: 'review', actions: 'clearErrors' },
      },
    },
    payment: {
      on: {
        SELECT_METHOD: { actions: ['selectMethod', 'bumpAttempt'] },
        CHANGE: { actions: ['setField', 'bumpAttempt'] },
        PLACE: [
          { guard: not('hasMethod'), actions: 'refuseMethod' },
          { guard: 'belowMobileMinimum', actions: 'refuseMinimum' },
          { guard: and(['mobileMethod', 'payerPhoneEmpty']), actions: 'refusePayerRequired' },
          {
            guard: and([
              'mobileMethod',
              not({ type: 'isMobileNumber', params: { field: 'payer_phone' as const } }),
            ]),
            actions: 'refusePayerPhone',
          },
          { target: 'placing', actions: 'clearErrors' },
        ],
        BACK: { target: 'contact', actions: 'clearErrors' },
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => {
          const request: PlaceOrderRequest = {
            key: idempotencyKey(context),
            items: orderLines(context).map((l) => ({ listing_id: l.listing_id, quantity: l.quantity })),
            payment_method: context.method ?? 'cash',
            payer_phone: (isMobileMethod(context.method) ? context.payer_phone : context.phone).trim(),
            full_name: context.full_name.trim(),
            phone: context.phone.trim(),
            delivery_address: context.delivery_address.trim(),
            country: phoneCountry(context),
          };
          if (context.delivery_city.trim() !== '') request.delivery_city = context.delivery_city.trim();
          if (context.note.trim() !== '') request.note = context.note.trim();
          return request;
        },
        onDone: onOrder(['emitPlaced']),
        onError: [
          placeErrorTo('review'),
          placeErrorTo('contact'),
          placeErrorTo('payment'),
          { target: 'placeFailed', actions: { type: 'setError', params: { fallback: 'placeFailed' } } },
        ],
      },
    },
    placeFailed: {
      on: {
        RETRY: { target: 'placing', actions: 'clearError' },
        BACK: { target: 'payment', actions: 'clearError' },
      },
    },
    waiting: {
      initial: 'idle',
      states: {
        idle: {
          after: { pollInterval: 'polling' },
          on: {
            RESEND: { target: 'resending', actions: 'clearError' },
            SIMULATE: { guard: 'hasSimulator', target: 'simulating', actions: 'clearError' },
            CANCEL: { target: 'cancelling', actions: 'clearError' },
          },
        },
        polling: orderCall('fetchOrder', 'pollFailed'),
        resending: orderCall('payOrder', 'resendFailed', onOrder(['countResend'])),
        simulating: {
          invoke: {
            src: 'simulatePayment',
            input: ({ context, event }) => ({
              reference: context.order?.payment?.reference ?? '',
              decision: event.type === 'SIMULATE' ? event.decision : 'approve',
            }),
            onDone: { target: 'polling' },
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: { fallback: 'simulateFailed' } },
            },
          },
        },
        cancelling: orderCall('cancelOrder', 'cancelFailed'),
      },
    },
    failed: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            RETRY: { target: 'retrying', actions: 'clearError' },
            CANCEL: { target: 'cancelling', actions: 'clearError' },
          },
        },
        retrying: orderCall('payOrder', 'placeFailed'),
        cancelling: orderCall('cancelOrder', 'cancelFailed'),
      },
    },
    expired: {
      on: {
        RESTART: { guard: 'groupOrderable', target: 'payment', actions: 'restart' },
      },
    },
    paid: { type: 'final' },
    placed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

/** The step of a snapshot before the order (0 review, 1 contact, 2 payment, also while placing), else null. */
export function checkoutStep(snapshot: Pick<CheckoutSnapshot, 'matches'>): 0 | 1 | 2 | null {
  if (snapshot.matches('review')) return 0;
  if (snapshot.matches('contact')) return 1;
  if (snapshot.matches('payment') || snapshot.matches('placing') || snapshot.matches('placeFailed')) return 2;
  return null;
}
